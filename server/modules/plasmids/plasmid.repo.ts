// Kysely queries of the plasmid catalogue. The list query is the hot path (issue 4: p99 under
// 30 ms at 10,000 rows); the migration explains the indexes it relies on.
import { type Kysely, type SqlBool, sql } from 'kysely'
import type { PlasmidFilterField, PlasmidListQuery } from '#common/schemas/plasmid.ts'
import { dialectOf } from '#server/db/dialect.ts'
import type { DB } from '#server/db/schema.ts'

/** The filter fields of the list payload are the plasmid table's own columns. */
const FILTER_FIELDS = [
  'plasmidHost',
  'plasmidUsage',
  'plasmidFragmentType',
  'plasmidFragmentSpecies',
  'plasmidNuclearResistance',
  'plasmidEukaryoticResistance',
  'plasmidFluorescentMarker',
] as const satisfies readonly PlasmidFilterField[]

/**
 * A list row as it goes on the wire (PlasmidListItemSchema: same names, same order), so the
 * service and the route pass the rows on untouched; the spec calls the fragment species
 * plasmidSpecies there.
 */
const LIST_COLUMNS = [
  'plasmid.id',
  'plasmid.name',
  'plasmid.itemNo',
  'plasmid.plasmidHost',
  'plasmid.plasmidUsage',
  'plasmid.plasmidFragmentType',
  'plasmid.plasmidFragmentSpecies as plasmidSpecies',
  'plasmid.plasmidNuclearResistance',
  'plasmid.plasmidEukaryoticResistance',
  'plasmid.plasmidFluorescentMarker',
] as const

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

/** A LIKE pattern matching the term anywhere, with the term's own % _ \ taken literally. */
const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`

/**
 * The first string after every string that starts with `prefix`, in bytewise (code point)
 * order: the item number's column compares bytewise on both databases (see the migration).
 */
function prefixEnd(prefix: string): string {
  const chars = [...prefix]
  const last = chars.pop() ?? ''
  return chars.join('') + String.fromCodePoint((last.codePointAt(0) ?? 0) + 1)
}

export interface PageWindow {
  offset: number
  limit: number
}

export type PlasmidListFilters = Omit<PlasmidListQuery, 'page' | 'size'>

export function createPlasmidRepo(db: Kysely<DB>) {
  const sqlite = dialectOf(db) === 'sqlite'
  // SQLite's LIKE ignores ASCII case already; PostgreSQL needs ILIKE.
  const like = sql.raw(sqlite ? 'like' : 'ilike')

  /** Substring of the name: the narrow plasmid_list index is scanned, or pg_trgm's GIN index. */
  const nameContains = (term: string) =>
    sql<SqlBool>`${sql.ref('plasmid.name')} ${like} ${containsPattern(term)} escape '\\'`

  function matching(filters: PlasmidListFilters) {
    let query = db.selectFrom('plasmid')
    for (const field of FILTER_FIELDS) {
      const value = filters[field]
      if (value) query = query.where(`plasmid.${field}`, '=', value)
    }
    if (filters.name) query = query.where(nameContains(filters.name))
    if (filters.itemNo) {
      // Item numbers are upper case ('GE-P10234'); a prefix is a range on their index.
      const prefix = filters.itemNo.toUpperCase()
      query = query.where('plasmid.itemNo', '>=', prefix).where('plasmid.itemNo', '<', prefixEnd(prefix))
    }
    return query
  }

  return {
    /** One page in catalogue order (item number). */
    page(filters: PlasmidListFilters, { offset, limit }: PageWindow) {
      return matching(filters).select(LIST_COLUMNS).orderBy('plasmid.itemNo').offset(offset).limit(limit).execute()
    },

    async count(filters: PlasmidListFilters): Promise<number> {
      const row = await matching(filters)
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow()
      return Number(row.total)
    },

    /** Every detail field plus the shared sequence and features (null when absent). */
    find(id: number) {
      return db
        .selectFrom('plasmid')
        .leftJoin('plasmidSequence', 'plasmidSequence.id', 'plasmid.sequenceId')
        .select(DETAIL_COLUMNS)
        .select(['plasmidSequence.sequence', 'plasmidSequence.topology', 'plasmidSequence.features'])
        .where('plasmid.id', '=', id)
        .executeTakeFirst()
    },
  }
}

export type PlasmidRepo = ReturnType<typeof createPlasmidRepo>
export type PlasmidRow = NonNullable<Awaited<ReturnType<PlasmidRepo['find']>>>
