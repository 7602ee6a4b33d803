// Work that must be kept whole, whether it runs alone or as part of a caller's transaction.
import type { Kysely } from 'kysely'

/** Runs `work` atomically, inside the caller's transaction when there is one (Kysely cannot nest them). */
export function atomically<D, T>(db: Kysely<D>, work: (db: Kysely<D>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work)
}
