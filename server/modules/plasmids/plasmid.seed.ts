// Loads the generated catalogue (catalogue/generate.ts) into the database: each vector's
// sequence once, then the entries that refer to it.
import { type Kysely, sql } from 'kysely'
import { nowIso } from '#server/db/dialect.ts'
import type { DB, NewPlasmid } from '#server/db/schema.ts'
import { type PlasmidCatalogueEntry, generatePlasmidCatalogue } from './catalogue/generate.ts'
import { loadGenbankDir } from './genbank/index.ts'

export interface PlasmidSeedOptions {
  /** Folder of GenBank backbones (PLASMID_GENBANK_DIR); without it no entry has a map. */
  genbankDir?: string | undefined
  /** Number of entries; the generator's default (600) when absent. */
  count?: number | undefined
}

/** Rows per INSERT: 40 columns × 100 rows stays well under both databases' parameter limits. */
const CHUNK = 100

// Parsing and annotating the backbones dominates the seed's cost; a process that seeds
// several databases (the test suite) does it once per folder and size.
const catalogues = new Map<string, Promise<PlasmidCatalogueEntry[]>>()

export function loadPlasmidCatalogue({ genbankDir, count }: PlasmidSeedOptions): Promise<PlasmidCatalogueEntry[]> {
  const key = `${genbankDir ?? ''}\n${count ?? ''}`
  let catalogue = catalogues.get(key)
  if (!catalogue) {
    catalogue = (genbankDir ? loadGenbankDir(genbankDir) : Promise.resolve([])).then((backbones) =>
      generatePlasmidCatalogue({ backbones, ...(count === undefined ? {} : { count }) }),
    )
    catalogues.set(key, catalogue)
  }
  return catalogue
}

export async function seedPlasmids(db: Kysely<DB>, entries: readonly PlasmidCatalogueEntry[]): Promise<void> {
  const sequenceIds = await insertSequences(db, entries)
  const now = nowIso()
  const rows: NewPlasmid[] = entries.map(
    ({ genbankFile, sequence: _sequence, topology: _topology, features: _features, ...entry }) => ({
      ...entry,
      sequenceId: genbankFile ? (sequenceIds.get(genbankFile) ?? null) : null,
      createTime: now,
      updateTime: now,
    }),
  )
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db
      .insertInto('plasmid')
      .values(rows.slice(start, start + CHUNK))
      .execute()
  }
  // Fresh statistics let the planners pick the most selective filter index (see the migration).
  await sql`analyze plasmid`.execute(db)
}

async function insertSequences(
  db: Kysely<DB>,
  entries: readonly PlasmidCatalogueEntry[],
): Promise<Map<string, number>> {
  const byFile = new Map<string, PlasmidCatalogueEntry>()
  for (const entry of entries) if (entry.genbankFile && entry.sequence) byFile.set(entry.genbankFile, entry)
  if (byFile.size === 0) return new Map()
  const inserted = await db
    .insertInto('plasmidSequence')
    .values(
      [...byFile.values()].map((entry) => ({
        sourceFile: entry.genbankFile as string,
        topology: entry.topology,
        sequence: entry.sequence as string,
        features: JSON.stringify(entry.features),
      })),
    )
    .returning(['id', 'sourceFile'])
    .execute()
  return new Map(inserted.map((row) => [row.sourceFile, row.id]))
}
