// Keeps search_document in step with the content tables. The index is maintained
// explicitly, not by triggers on article/news: the text is HTML-stripped in TypeScript
// (one implementation on both databases), and the URL of an item is application logic.
// Call refreshDocuments after saving or deleting content, reindexAll after bulk loads.
import type { Kysely } from 'kysely'
import type { SearchKind } from '#common/schemas/search.ts'
import type { DB } from '#server/db/schema.ts'
import { atomically } from '#server/db/transaction.ts'
import { type SearchDocumentInput, createSearchRepo } from './search.repo.ts'
import { type LoadDocuments, SEARCH_SOURCES } from './search.sources.ts'

function sourceOf(kind: SearchKind): LoadDocuments {
  const load = SEARCH_SOURCES[kind]
  if (!load) throw new Error(`No search source for kind '${kind}'`)
  return load
}

/** Adds or updates documents (matched by kind and refId). */
export function indexDocuments(db: Kysely<DB>, documents: readonly SearchDocumentInput[]): Promise<void> {
  return createSearchRepo(db).upsertDocuments(documents)
}

export function removeDocuments(db: Kysely<DB>, kind: SearchKind, refIds: readonly number[]): Promise<void> {
  return createSearchRepo(db).deleteDocuments(kind, refIds)
}

/** Re-reads the given items from their table: saved ones are (re)indexed, deleted ones removed. */
export async function refreshDocuments(db: Kysely<DB>, kind: SearchKind, refIds: readonly number[]): Promise<void> {
  await atomically(db, async (trx) => {
    const documents = await sourceOf(kind)(trx, refIds)
    const found = new Set(documents.map((document) => document.refId))
    await indexDocuments(trx, documents)
    await removeDocuments(
      trx,
      kind,
      refIds.filter((id) => !found.has(id)),
    )
  })
}

/**
 * Rebuilds the index from every source in one transaction. Documents are upserted, not
 * dropped and re-created, so unchanged ones keep their id and their index entries; items
 * that no longer exist are removed. Returns the number of indexed documents.
 */
export async function reindexAll(db: Kysely<DB>): Promise<number> {
  return atomically(db, async (trx) => {
    const repo = createSearchRepo(trx)
    let indexed = 0
    for (const [kind, load] of Object.entries(SEARCH_SOURCES) as Array<[SearchKind, LoadDocuments]>) {
      const documents = await load(trx)
      const current = new Set(documents.map((document) => document.refId))
      await repo.upsertDocuments(documents)
      await repo.deleteDocuments(
        kind,
        (await repo.listRefIds(kind)).filter((id) => !current.has(id)),
      )
      indexed += documents.length
    }
    return indexed
  })
}
