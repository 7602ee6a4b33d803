// The values of the list's seven filters (decision 010). Entries carry a value as text in
// their own column (the list query and its indexes read it there), so renaming a value
// renames it in every entry in the same transaction, and a value still carried by an entry
// cannot be removed.
import type { Kysely } from 'kysely'
import {
  PLASMID_FILTER_DIMENSIONS,
  PLASMID_FILTER_FIELDS,
  PLASMID_INDEX_GROUPS,
  type PlasmidFilterField,
  plasmidFilterLabel,
} from '#common/plasmid-filters.ts'
import type { PlasmidFilterOptions } from '#common/schemas/admin-plasmid.ts'
import type {
  PlasmidFilterGroup,
  PlasmidFilterValue,
  PlasmidFilterValueCreate,
} from '#common/schemas/admin-plasmid-filters.ts'
import type { DB } from '#server/db/schema.ts'
import { conflict, notFound } from '#server/errors.ts'
import { readFilterOptions, selectFilterValues } from './plasmid-filter-values.repo.ts'

export const FILTER_VALUE_MESSAGES = {
  notFound: '筛选值不存在',
  taken: '该筛选项中已有这个值',
} as const

const inUse = (count: number, label: string, value: string) =>
  `仍有 ${count} 个质粒的${label}是“${value}”，请先修改这些质粒再删除`
const onIndexPage = (value: string) => `“${value}”是质粒平台首页的入口，不能修改或删除`

/** Values the /plasmidPlatform tiles link to: renaming one would leave a tile that finds nothing. */
const INDEX_TILE_VALUES = new Set(
  PLASMID_INDEX_GROUPS.flatMap((group) =>
    group.items.map((item) => {
      const field = PLASMID_FILTER_DIMENSIONS.find((dimension) => dimension.key === item.filter)?.field
      return `${field}\n${item.value}`
    }),
  ),
)

type StoredValue = Omit<PlasmidFilterValue, 'usage'>

const asField = (field: string) => field as PlasmidFilterField

export function createPlasmidFilterValueService(db: Kysely<DB>, onCatalogueChanged: () => void) {
  async function findOrFail(trx: Kysely<DB>, id: number): Promise<StoredValue> {
    const row = await trx
      .selectFrom('plasmidFilterValue')
      .select(['id', 'field', 'value', 'sortOrder'])
      .where('id', '=', id)
      .executeTakeFirst()
    if (!row) throw notFound(FILTER_VALUE_MESSAGES.notFound)
    return { ...row, field: asField(row.field) }
  }

  async function checkFree(trx: Kysely<DB>, field: PlasmidFilterField, value: string) {
    const taken = await trx
      .selectFrom('plasmidFilterValue')
      .select('id')
      .where('field', '=', field)
      .where('value', '=', value)
      .executeTakeFirst()
    if (taken) throw conflict(FILTER_VALUE_MESSAGES.taken)
  }

  function checkNotOnIndexPage({ field, value }: StoredValue) {
    if (INDEX_TILE_VALUES.has(`${field}\n${value}`)) throw conflict(onIndexPage(value))
  }

  /** How many entries carry each value of a field. */
  async function usage(field: PlasmidFilterField): Promise<Map<string, number>> {
    const rows = await db
      .selectFrom('plasmid')
      .select([`${field} as value`, (eb) => eb.fn.countAll<number | string>().as('count')])
      .groupBy(field)
      .execute()
    return new Map(rows.map((row) => [row.value, Number(row.count)]))
  }

  return {
    /** Every filter's values in dropdown order, as the entry checks read them. */
    options: (trx: Kysely<DB> = db): Promise<PlasmidFilterOptions> => readFilterOptions(trx),

    async groups(): Promise<PlasmidFilterGroup[]> {
      const rows = await selectFilterValues(db).execute()
      return Promise.all(
        PLASMID_FILTER_FIELDS.map(async (field) => {
          const counts = await usage(field)
          return {
            field,
            label: plasmidFilterLabel(field),
            values: rows
              .filter((row) => row.field === field)
              .map((row) => ({ ...row, field, usage: counts.get(row.value) ?? 0 })),
          }
        }),
      )
    },

    async create({ field, value }: PlasmidFilterValueCreate): Promise<StoredValue> {
      return db.transaction().execute(async (trx) => {
        await checkFree(trx, field, value)
        const last = await trx
          .selectFrom('plasmidFilterValue')
          .select((eb) => eb.fn.max('sortOrder').as('sortOrder'))
          .where('field', '=', field)
          .executeTakeFirst()
        const { id } = await trx
          .insertInto('plasmidFilterValue')
          .values({ field, value, sortOrder: Number(last?.sortOrder ?? 0) + 1 })
          .returning('id')
          .executeTakeFirstOrThrow()
        return findOrFail(trx, id)
      })
    },

    /** Renames the value and, in the same transaction, every entry that carries it. */
    async rename(id: number, value: string): Promise<{ before: StoredValue; after: StoredValue; entries: number }> {
      const result = await db.transaction().execute(async (trx) => {
        const before = await findOrFail(trx, id)
        if (before.value === value) return { before, after: before, entries: 0 }
        checkNotOnIndexPage(before)
        await checkFree(trx, before.field, value)
        await trx.updateTable('plasmidFilterValue').set({ value }).where('id', '=', id).execute()
        const renamed = await trx
          .updateTable('plasmid')
          .set({ [before.field]: value })
          .where(before.field, '=', before.value)
          .executeTakeFirst()
        return { before, after: await findOrFail(trx, id), entries: Number(renamed.numUpdatedRows) }
      })
      onCatalogueChanged()
      return result
    },

    async remove(id: number): Promise<StoredValue> {
      return db.transaction().execute(async (trx) => {
        const row = await findOrFail(trx, id)
        checkNotOnIndexPage(row)
        const used = await trx
          .selectFrom('plasmid')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where(row.field, '=', row.value)
          .executeTakeFirstOrThrow()
        if (Number(used.count) > 0) throw conflict(inUse(Number(used.count), plasmidFilterLabel(row.field), row.value))
        await trx.deleteFrom('plasmidFilterValue').where('id', '=', id).execute()
        return row
      })
    },
  }
}

export type PlasmidFilterValueService = ReturnType<typeof createPlasmidFilterValueService>
