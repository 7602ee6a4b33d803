import { sql } from 'kysely'
import type { AnyKysely } from '../dialect.ts'
import { dialectOf, ensurePgTrgm, textDefault, withIdColumn } from '../dialect.ts'

/**
 * The site search index: one plain-text document per article, news item and (later)
 * plasmid. Chinese has no spaces between words, so matching is by substring, backed by
 * trigram indexes: FTS5's trigram tokenizer on SQLite, pg_trgm GIN indexes on PostgreSQL.
 */
export async function up(db: AnyKysely): Promise<void> {
  await withIdColumn(db, db.schema.createTable('search_document'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('ref_id', 'integer', (col) => col.notNull())
    .addColumn('title', 'text', textDefault)
    .addColumn('body_text', 'text', textDefault)
    .addColumn('url', 'text', textDefault)
    .addColumn('sort_time', 'text', (col) => col.notNull())
    .addUniqueConstraint('search_document_kind_ref', ['kind', 'ref_id'])
    .addCheckConstraint('search_document_kind', sql`kind in ('article', 'news', 'plasmid')`)
    .execute()

  if (dialectOf(db) === 'sqlite') await createFullTextTable(db)
  else await createTrigramIndexes(db)
}

/**
 * An external-content FTS5 table over search_document (the text is stored once), kept in
 * sync by triggers rather than by the repository: every write to search_document, whoever
 * makes it (indexer, upsert, a manual fix in the SQL shell), updates the index, and the
 * repository stays free of dialect-specific bookkeeping. The trigram tokenizer (SQLite
 * 3.34+; better-sqlite3 12 bundles 3.5x) indexes every 3-character sequence, so a phrase
 * query is a substring match, case-insensitive, for Chinese as for Latin text.
 */
async function createFullTextTable(db: AnyKysely): Promise<void> {
  await sql`create virtual table search_document_fts using fts5(
    title, body_text, content='search_document', content_rowid='id', tokenize='trigram'
  )`.execute(db)
  await sql`create trigger search_document_fts_insert after insert on search_document begin
    insert into search_document_fts (rowid, title, body_text) values (new.id, new.title, new.body_text);
  end`.execute(db)
  await sql`create trigger search_document_fts_delete after delete on search_document begin
    insert into search_document_fts (search_document_fts, rowid, title, body_text)
      values ('delete', old.id, old.title, old.body_text);
  end`.execute(db)
  // Only a change of the indexed text re-indexes; url or sort_time updates do not.
  await sql`create trigger search_document_fts_update after update of title, body_text on search_document begin
    insert into search_document_fts (search_document_fts, rowid, title, body_text)
      values ('delete', old.id, old.title, old.body_text);
    insert into search_document_fts (rowid, title, body_text) values (new.id, new.title, new.body_text);
  end`.execute(db)
}

/** GIN trigram indexes serve `ilike '%term%'` for terms of 3+ characters. */
async function createTrigramIndexes(db: AnyKysely): Promise<void> {
  const opclassSchema = await ensurePgTrgm(db)
  if (!opclassSchema) return
  for (const column of ['title', 'body_text']) {
    await db.schema
      .createIndex(`search_document_${column}_trgm`)
      .on('search_document')
      .using('gin')
      .expression(sql`${sql.ref(column)} ${sql.id(opclassSchema, 'gin_trgm_ops')}`)
      .execute()
  }
}

export async function down(db: AnyKysely): Promise<void> {
  // Dropping the FTS table drops its shadow tables; the triggers go with search_document.
  // pg_trgm stays: other tables may use it.
  if (dialectOf(db) === 'sqlite') await sql`drop table search_document_fts`.execute(db)
  await db.schema.dropTable('search_document').execute()
}
