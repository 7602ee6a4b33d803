// Kysely queries of the plasmid catalogue. The list query is the hot path (budget: p99 under
// 30 ms at 10,000 rows); the migration explains the indexes it relies on.
import { type Kysely, type SqlBool, sql } from 'kysely'
import { PLASMID_FILTER_FIELDS, type PlasmidFilterField } from '#common/plasmid-filters.ts'
import { PLASMID_STATUS } from '#common/plasmid-catalogue.ts'
import type { PlasmidListQuery } from '#common/schemas/plasmid.ts'
import { containsPattern, dialectOf } from '#server/db/dialect.ts'
import { createQueryTemplates } from '#server/db/query-templates.ts'
import type { DB } from '#server/db/schema.ts'
import { readFilterOptions } from './plasmid-filter-values.repo.ts'

const DETAIL_COLUMNS = [
  'plasmid.id',
  'plasmid.itemNo',
  'plasmid.name',
  'plasmid.specification',
  'plasmid.price',
  'plasmid.alias',
  'plasmid.promoter',
  'plasmid.replicon',
  'plasmid.terminator',
  'plasmid.classification',
  'plasmid.size',
  'plasmid.tag',
  'plasmid.nuclearResistance',
  'plasmid.eukaryoticResistance',
  'plasmid.cloneStrain',
  'plasmid.cultureCondition',
  'plasmid.expressionHost',
  'plasmid.selectionMarker',
  'plasmid.inducedWay',
  'plasmid.threeSequencePrimer',
  'plasmid.fiveSequencePrimer',
  'plasmid.remark',
  'plasmid.plasmidHost',
  'plasmid.plasmidUsage',
  'plasmid.plasmidType',
  'plasmid.plasmidSpecies',
  'plasmid.plasmidFragmentSpecies',
  'plasmid.plasmidFragmentType',
  'plasmid.plasmidNuclearResistance',
  'plasmid.plasmidEukaryoticResistance',
  'plasmid.plasmidSelectionMarker',
  'plasmid.plasmidFluorescentMarker',
  'plasmid.functionIntroduction',
  'plasmid.introduction',
  'plasmid.profile',
  'plasmid.backbone',
] as const

/** What an export of the list writes per entry (CSV columns, FASTA headers). */
const EXPORT_COLUMNS = [
  'plasmid.itemNo',
  'plasmid.name',
  'plasmid.plasmidHost',
  'plasmid.plasmidUsage',
  'plasmid.plasmidFragmentType',
  'plasmid.plasmidFragmentSpecies',
  'plasmid.plasmidNuclearResistance',
  'plasmid.plasmidEukaryoticResistance',
  'plasmid.plasmidFluorescentMarker',
  'plasmid.backbone',
  'plasmid.size',
  'plasmid.specification',
  'plasmid.price',
  'plasmid.sequenceId',
] as const

/**
 * The first string after every string that starts with `prefix`, in bytewise (code point)
 * order: the item number's column compares bytewise on both databases (see the migration).
 */
function prefixEnd(prefix: string): string {
  const chars = [...prefix]
  const last = chars.pop() ?? ''
  return chars.join('') + String.fromCodePoint((last.codePointAt(0) ?? 0) + 1)
}

// A type, not an interface: query template values need an implicit index signature.
export type PageWindow = {
  offset: number
  limit: number
}

export type PlasmidListFilters = Omit<PlasmidListQuery, 'page' | 'size'>

/** What the list's SQL compares with; undefined ones do not filter. */
type ListValues = Record<PlasmidFilterField, string | undefined> & {
  namePattern: string | undefined
  itemNoFrom: string | undefined
  itemNoBelow: string | undefined
}

function listValues(filters: PlasmidListFilters): ListValues {
  // Item numbers are upper case ('GE-P10234'); a prefix is a range on their index.
  const itemNoPrefix = filters.itemNo ? filters.itemNo.toUpperCase() : undefined
  const values = {
    namePattern: filters.name ? containsPattern(filters.name) : undefined,
    itemNoFrom: itemNoPrefix,
    itemNoBelow: itemNoPrefix && prefixEnd(itemNoPrefix),
  } as ListValues
  for (const field of PLASMID_FILTER_FIELDS) values[field] = filters[field] || undefined
  return values
}

/** Only published entries are public; the list's indexes lead with the status after their filter (migration 202611280100_plasmid_status). */
const PUBLISHED = PLASMID_STATUS.published

export function createPlasmidRepo(db: Kysely<DB>) {
  const sqlite = dialectOf(db) === 'sqlite'
  // SQLite's LIKE ignores ASCII case already; PostgreSQL needs ILIKE.
  const like = sql.raw(sqlite ? 'like' : 'ilike')

  function matching(values: ListValues) {
    let query = db.selectFrom('plasmid').where('plasmid.status', '=', PUBLISHED)
    for (const field of PLASMID_FILTER_FIELDS) {
      const value = values[field]
      if (value !== undefined) query = query.where(`plasmid.${field}`, '=', value)
    }
    if (values.namePattern !== undefined) {
      // A substring of the name: the narrow plasmid_list index is scanned, or pg_trgm's GIN index.
      query = query.where(sql<SqlBool>`${sql.ref('plasmid.name')} ${like} ${values.namePattern} escape '\\'`)
    }
    if (values.itemNoFrom !== undefined && values.itemNoBelow !== undefined) {
      query = query.where('plasmid.itemNo', '>=', values.itemNoFrom).where('plasmid.itemNo', '<', values.itemNoBelow)
    }
    return query
  }

  /**
   * The page as the JSON array the wire carries: each row's list entry is stored as JSON
   * (maintained by the database, migration 202611231800_plasmid_list_json) and the database
   * joins them in item-number order. No row objects and no JSON built per request. SQLite
   * hands the page over as a blob, so 16 KB of UTF-8 is not decoded into a string only to be
   * encoded again for the socket (66 µs → 18 µs); PostgreSQL hands over text, because a bytea
   * travels as hex, twice the size, and the larger answers made the web process's garbage
   * collector pause more often (p99 of a 50-row page about 35 ms instead of 20 ms).
   */
  const pageArray = (() => {
    const entry = sql.ref('page.listJson')
    const order = sql.ref('page.itemNo')
    const joined = sql`${sql.raw(sqlite ? 'group_concat' : 'string_agg')}(${entry}, ',' order by ${order})`
    const array = sql`'[' || coalesce(${joined}, '') || ']'`
    // A blob reaches JavaScript as a Buffer, text as a string.
    return sqlite ? sql<Uint8Array | string>`cast(${array} as blob)` : sql<Uint8Array | string>`${array}`
  })()

  /** The hot query: one page, compiled once per filter shape. */
  const pageQuery = createQueryTemplates((values: ListValues & PageWindow) =>
    db
      .selectFrom(
        matching(values)
          .select(['plasmid.itemNo', 'plasmid.listJson'])
          .orderBy('plasmid.itemNo')
          .offset(values.offset)
          .limit(values.limit)
          .as('page'),
      )
      .select(pageArray.as('rows')),
  )

  return {
    /** One page in catalogue order: a JSON array of PlasmidListItem, in UTF-8. */
    async pageJson(filters: PlasmidListFilters, window: PageWindow): Promise<Uint8Array> {
      const { rows } = await db.executeQuery(pageQuery({ ...listValues(filters), ...window }))
      const page = rows[0]!.rows
      return typeof page === 'string' ? Buffer.from(page) : page
    },

    async count(filters: PlasmidListFilters): Promise<number> {
      const row = await matching(listValues(filters))
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow()
      return Number(row.total)
    },

    /**
     * The next `limit` matching entries after item number `after` (from the first when
     * undefined), in catalogue order: an export reads the list in such batches, so no
     * connection is held while a slow client downloads, and each batch starts on the index.
     */
    exportBatch(filters: PlasmidListFilters, after: string | undefined, limit: number) {
      let query = matching(listValues(filters))
      if (after !== undefined) query = query.where('plasmid.itemNo', '>', after)
      return query.select(EXPORT_COLUMNS).orderBy('plasmid.itemNo').limit(limit).execute()
    },

    /** Sequences by id, for the FASTA export (entries share them). */
    sequences(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([])
      return db
        .selectFrom('plasmidSequence')
        .select(['id', 'sequence', 'topology'])
        .where('id', 'in', [...ids])
        .execute()
    },

    /**
     * What a published entry's related plasmids are found by and its map thumbnail depends on;
     * undefined when it is hidden or unknown.
     */
    outline(id: number) {
      return db
        .selectFrom('plasmid')
        .select(['plasmid.backbone', 'plasmid.plasmidType', 'plasmid.updateTime', 'plasmid.sequenceId'])
        .where('plasmid.id', '=', id)
        .where('plasmid.status', '=', PUBLISHED)
        .executeTakeFirst()
    },

    /** Published entries with one of these names, in catalogue order. */
    namedEntries(names: readonly string[]) {
      return db
        .selectFrom('plasmid')
        .select(['plasmid.id', 'plasmid.name', 'plasmid.itemNo'])
        .where('plasmid.name', 'in', [...names])
        .where('plasmid.status', '=', PUBLISHED)
        .orderBy('plasmid.itemNo')
        .execute()
    },

    /** Other published entries on a backbone: its empty vector first, then catalogue order. */
    onBackbone(backbone: string, { except, limit }: { except: readonly number[]; limit: number }) {
      return db
        .selectFrom('plasmid')
        .select(['plasmid.id', 'plasmid.name', 'plasmid.itemNo'])
        .where('plasmid.backbone', '=', backbone)
        .where('plasmid.id', 'not in', [...except])
        .where('plasmid.status', '=', PUBLISHED)
        .orderBy(sql`case when ${sql.ref('plasmid.name')} = ${sql.ref('plasmid.backbone')} then 0 else 1 end`)
        .orderBy('plasmid.itemNo')
        .limit(limit)
        .execute()
    },

    /** A stored sequence's length, topology and features, without its bases. */
    sequenceOutline(id: number) {
      return db
        .selectFrom('plasmidSequence')
        .select(['topology', 'features', sql<number | string>`length(${sql.ref('sequence')})`.as('length')])
        .where('id', '=', id)
        .executeTakeFirst()
    },

    /** The stored values of the seven filters (decision 010). */
    filterOptions: () => readFilterOptions(db),

    /** A published entry's detail fields plus the shared sequence and features (null when absent). */
    find(id: number) {
      return db
        .selectFrom('plasmid')
        .leftJoin('plasmidSequence', 'plasmidSequence.id', 'plasmid.sequenceId')
        .select(DETAIL_COLUMNS)
        .select(['plasmidSequence.sequence', 'plasmidSequence.topology', 'plasmidSequence.features'])
        .where('plasmid.id', '=', id)
        .where('plasmid.status', '=', PUBLISHED)
        .executeTakeFirst()
    },
  }
}

export type PlasmidRepo = ReturnType<typeof createPlasmidRepo>
export type PlasmidExportRow = Awaited<ReturnType<PlasmidRepo['exportBatch']>>[number]
export type PlasmidRow = NonNullable<Awaited<ReturnType<PlasmidRepo['find']>>>
