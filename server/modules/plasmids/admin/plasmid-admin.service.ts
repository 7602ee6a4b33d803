// Catalogue writes. A sequence row may be shared by several entries built on one backbone
// (the seed reads one GenBank file per backbone), so a changed sequence is stored as a new
// row and the old one is deleted only when nothing else uses it.
import type { Kysely } from 'kysely'
import type { AdminPlasmidListQuery } from '#common/schemas/admin-plasmid-list.ts'
import { PLASMID_FILTER_FIELDS } from '#common/plasmid-filters.ts'
import {
  type AdminPlasmid,
  type PlasmidFeatureInput,
  type PlasmidInput,
  unknownFilterValues,
} from '#common/schemas/admin-plasmid.ts'
import { nowIso, textContains } from '#server/db/dialect.ts'
import type { DB } from '#server/db/schema.ts'
import { conflict, notFound, rejected } from '#server/errors.ts'
import { refreshDocuments } from '#server/modules/search/search.indexer.ts'
import type { PlasmidFeature } from '../genbank/model.ts'
import { readFilterOptions } from '../plasmid-filter-values.repo.ts'

export const PLASMID_ADMIN_MESSAGES = {
  notFound: '质粒不存在',
  itemNoTaken: '该货号已存在',
} as const

const toStoredFeature = (feature: PlasmidFeatureInput, length: number): PlasmidFeature => ({
  name: feature.name,
  type: feature.type,
  start: feature.start,
  end: feature.end,
  strand: feature.strand,
  // A feature through the origin of a circular sequence is two spans.
  spans:
    feature.start <= feature.end
      ? [{ start: feature.start, end: feature.end }]
      : [
          { start: feature.start, end: length },
          { start: 1, end: feature.end },
        ],
  ...(feature.start > feature.end ? { operator: 'join' as const } : {}),
  qualifiers: [{ key: 'label', value: feature.name }],
})

/** An entry a batch published or hid: its status before, for the audit entry. */
export interface PlasmidStatusChange {
  id: number
  itemNo: string
  name: string
  status: number
}

export function createPlasmidAdminService(db: Kysely<DB>, onCatalogueChanged: () => void) {
  async function findOrFail(trx: Kysely<DB>, id: number): Promise<AdminPlasmid> {
    const row = await trx
      .selectFrom('plasmid')
      .leftJoin('plasmidSequence', 'plasmidSequence.id', 'plasmid.sequenceId')
      .selectAll('plasmid')
      .select(['plasmidSequence.sequence', 'plasmidSequence.topology', 'plasmidSequence.features'])
      .where('plasmid.id', '=', id)
      .executeTakeFirst()
    if (!row) throw notFound(PLASMID_ADMIN_MESSAGES.notFound)
    const { listJson: _list, sequenceId: _sequenceId, sequence, topology, features, ...fields } = row
    const stored = features ? (JSON.parse(features) as PlasmidFeature[]) : []
    return {
      ...fields,
      sequence: sequence ?? '',
      topology: topology ?? 'circular',
      features: stored.map(({ name, type, start, end, strand }) => ({ name, type, start, end, strand })),
    }
  }

  async function checkItemNo(trx: Kysely<DB>, itemNo: string, id?: number) {
    let query = trx.selectFrom('plasmid').select('id').where('itemNo', '=', itemNo)
    if (id !== undefined) query = query.where('id', '<>', id)
    if (await query.executeTakeFirst()) throw conflict(PLASMID_ADMIN_MESSAGES.itemNoTaken)
  }

  /** Each filter value must be one the console stores (decision 010). */
  async function checkFilterValues(trx: Kysely<DB>, input: PlasmidInput) {
    const errors = unknownFilterValues(input, await readFilterOptions(trx))
    const first = Object.values(errors)[0]
    if (first) throw rejected(first, errors)
  }

  /**
   * `parsed` keeps a GenBank file's own features (joins, qualifiers) rather than the
   * simplified ones of the form.
   */
  async function storeSequence(
    trx: Kysely<DB>,
    input: PlasmidInput,
    parsed?: PlasmidFeature[],
  ): Promise<number | null> {
    if (!input.sequence) return null
    const { id } = await trx
      .insertInto('plasmidSequence')
      .values({
        sourceFile: `admin:${input.itemNo}:${Date.now()}:${Math.random().toString(36).slice(2)}`,
        topology: input.topology,
        sequence: input.sequence,
        features: JSON.stringify(
          parsed ?? input.features.map((feature) => toStoredFeature(feature, input.sequence.length)),
        ),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return id
  }

  async function dropSequenceIfUnused(trx: Kysely<DB>, sequenceId: number | null) {
    if (sequenceId === null) return
    const user = await trx.selectFrom('plasmid').select('id').where('sequenceId', '=', sequenceId).executeTakeFirst()
    if (!user) await trx.deleteFrom('plasmidSequence').where('id', '=', sequenceId).execute()
  }

  const columns = ({ sequence, topology: _topology, features: _features, ...fields }: PlasmidInput) => ({
    ...fields,
    // The size the site shows is the sequence's when there is one.
    size: sequence ? sequence.length : fields.size,
  })

  /** Public lists and search read the change at their next request. */
  async function changed(trx: Kysely<DB>, id: number) {
    await refreshDocuments(trx, 'plasmid', [id])
  }

  /** Writes a new entry inside the caller's transaction (a single save or a whole import). */
  async function createIn(trx: Kysely<DB>, input: PlasmidInput, parsed?: PlasmidFeature[]): Promise<AdminPlasmid> {
    await checkItemNo(trx, input.itemNo)
    const now = nowIso()
    const { id } = await trx
      .insertInto('plasmid')
      .values({
        ...columns(input),
        sequenceId: await storeSequence(trx, input, parsed),
        createTime: now,
        updateTime: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await changed(trx, id)
    return findOrFail(trx, id)
  }

  async function updateIn(
    trx: Kysely<DB>,
    id: number,
    input: PlasmidInput,
    parsed?: PlasmidFeature[],
  ): Promise<{ before: AdminPlasmid; after: AdminPlasmid }> {
    const before = await findOrFail(trx, id)
    await checkItemNo(trx, input.itemNo, id)
    const { sequenceId: oldSequenceId } = await trx
      .selectFrom('plasmid')
      .select('sequenceId')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    const sequenceChanged =
      input.sequence !== before.sequence ||
      input.topology !== before.topology ||
      JSON.stringify(input.features) !== JSON.stringify(before.features)
    const sequenceId = sequenceChanged ? await storeSequence(trx, input, parsed) : oldSequenceId
    await trx
      .updateTable('plasmid')
      .set({ ...columns(input), sequenceId, updateTime: nowIso() })
      .where('id', '=', id)
      .execute()
    if (sequenceChanged) await dropSequenceIfUnused(trx, oldSequenceId)
    await changed(trx, id)
    return { before, after: await findOrFail(trx, id) }
  }

  return {
    async list({ page, size, keyword, status, sort, order, ...filters }: AdminPlasmidListQuery) {
      let query = db.selectFrom('plasmid')
      if (keyword)
        query = query.where((eb) =>
          eb.or([textContains(db, 'plasmid.name', keyword), textContains(db, 'plasmid.itemNo', keyword)]),
        )
      for (const field of PLASMID_FILTER_FIELDS) {
        const value = filters[field]
        if (value) query = query.where(field, '=', value)
      }
      if (status !== undefined) query = query.where('status', '=', status)
      const [rows, count] = await Promise.all([
        query
          .select([
            'id',
            'itemNo',
            'name',
            'price',
            'size',
            'plasmidUsage',
            'plasmidHost',
            'sequenceId',
            'status',
            'updateTime',
          ])
          .$if(sort !== undefined, (rows) => rows.orderBy(sort!, order))
          .orderBy('itemNo')
          .offset((page - 1) * size)
          .limit(size)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ])
      return {
        data: rows.map(({ sequenceId, ...row }) => ({ ...row, hasSequence: sequenceId !== null })),
        total: Number(count.total),
      }
    },

    read: (id: number) => findOrFail(db, id),

    /** The entries of these item numbers, by item number (what an import updates). */
    async findByItemNos(trx: Kysely<DB>, itemNos: readonly string[]): Promise<Map<string, AdminPlasmid>> {
      const found = new Map<string, AdminPlasmid>()
      if (itemNos.length === 0) return found
      const rows = await trx.selectFrom('plasmid').select('id').where('itemNo', 'in', itemNos).execute()
      for (const { id } of rows) {
        const entry = await findOrFail(trx, id)
        found.set(entry.itemNo, entry)
      }
      return found
    },

    createIn,
    updateIn,

    async create(input: PlasmidInput): Promise<AdminPlasmid> {
      const created = await db.transaction().execute(async (trx) => {
        await checkFilterValues(trx, input)
        return createIn(trx, input)
      })
      onCatalogueChanged()
      return created
    },

    async update(id: number, input: PlasmidInput): Promise<{ before: AdminPlasmid; after: AdminPlasmid }> {
      const result = await db.transaction().execute(async (trx) => {
        await checkFilterValues(trx, input)
        return updateIn(trx, id, input)
      })
      onCatalogueChanged()
      return result
    },

    /**
     * Publishes or hides the entries of `ids` in one transaction. An entry already in that
     * state is left alone: no write, no audit entry, not counted as done. `audit` records each
     * changed entry inside the transaction.
     */
    async setStatus(
      ids: readonly number[],
      status: number,
      audit: (trx: Kysely<DB>, before: PlasmidStatusChange) => Promise<void>,
    ): Promise<{ done: number[]; missing: number[] }> {
      const result = await db.transaction().execute(async (trx) => {
        const found = await trx
          .selectFrom('plasmid')
          .select(['id', 'itemNo', 'name', 'status'])
          .where('id', 'in', ids)
          .orderBy('id')
          .execute()
        const changing = found.filter((row) => row.status !== status)
        const done = changing.map((row) => row.id)
        if (done.length > 0) {
          await trx.updateTable('plasmid').set({ status, updateTime: nowIso() }).where('id', 'in', done).execute()
          await refreshDocuments(trx, 'plasmid', done)
          for (const row of changing) await audit(trx, row)
        }
        return { done, missing: ids.filter((id) => !found.some((row) => row.id === id)) }
      })
      if (result.done.length > 0) onCatalogueChanged()
      return result
    },

    async remove(id: number): Promise<AdminPlasmid> {
      const before = await db.transaction().execute(async (trx) => {
        const row = await findOrFail(trx, id)
        const { sequenceId } = await trx
          .selectFrom('plasmid')
          .select('sequenceId')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
        await trx.deleteFrom('plasmid').where('id', '=', id).execute()
        await dropSequenceIfUnused(trx, sequenceId)
        await changed(trx, id)
        return row
      })
      onCatalogueChanged()
      return before
    },
  }
}

export type PlasmidAdminService = ReturnType<typeof createPlasmidAdminService>
