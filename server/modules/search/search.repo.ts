import { type Expression, type Insertable, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely'
import type { SearchKind } from '#common/schemas/search.ts'
import { containsPattern, dialectOf } from '#server/db/dialect.ts'
import type { DB, SearchDocumentTable } from '#server/db/schema.ts'

export type SearchDocumentInput = Insertable<SearchDocumentTable>

export interface PageWindow {
  offset: number
  limit: number
}

/** Rows per statement: well under SQLite's bound-parameter limit at six columns a row. */
const CHUNK = 200
/** FTS5's trigram tokenizer cannot match a phrase shorter than one trigram. */
const TRIGRAM = 3

const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, index) => items.slice(index * CHUNK, (index + 1) * CHUNK))

/** An FTS5 phrase: inside double quotes every character is literal except the quote itself. */
const ftsPhrase = (term: string) => `"${term.replaceAll('"', '""')}"`

export function createSearchRepo(db: Kysely<DB>) {
  const dialect = dialectOf(db)
  // SQLite's LIKE ignores ASCII case already; PostgreSQL needs ILIKE (served by the
  // pg_trgm GIN indexes when the extension exists).
  const like = sql.raw(dialect === 'sqlite' ? 'like' : 'ilike')

  const columnContains = (column: 'title' | 'bodyText', term: string): RawBuilder<SqlBool> =>
    sql<SqlBool>`${sql.ref(`searchDocument.${column}`)} ${like} ${containsPattern(term)} escape '\\'`

  const documentContains = (term: string): Expression<SqlBool> =>
    sql<SqlBool>`(${columnContains('title', term)} or ${columnContains('bodyText', term)})`

  /**
   * Every term must occur in the title or the body. On SQLite, terms of 3+ characters go
   * through the FTS5 trigram index in one MATCH; shorter ones ('质粒', 'PC') fall back to
   * LIKE on the rows that survive. PostgreSQL uses ILIKE for all terms.
   */
  function matchesAll(terms: readonly string[]): Expression<SqlBool> {
    if (dialect !== 'sqlite') return sql<SqlBool>`(${sql.join(terms.map(documentContains), sql` and `)})`
    const indexed = terms.filter((term) => [...term].length >= TRIGRAM)
    const conditions = terms.filter((term) => !indexed.includes(term)).map(documentContains)
    if (indexed.length > 0) {
      const query = indexed.map(ftsPhrase).join(' AND ')
      conditions.unshift(
        sql<SqlBool>`${sql.ref('searchDocument.id')} in (select rowid from search_document_fts where search_document_fts match ${query})`,
      )
    }
    return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`
  }

  /** How many of the terms occur in the title: title matches rank above body-only ones. */
  const titleHits = (terms: readonly string[]) =>
    sql<number>`(${sql.join(
      terms.map((term) => sql`case when ${columnContains('title', term)} then 1 else 0 end`),
      sql` + `,
    )})`

  return {
    /** One page of documents matching every term (at least one), best first, and the total. */
    async search(terms: readonly string[], { offset, limit }: PageWindow) {
      const base = db.selectFrom('searchDocument').where(matchesAll(terms))
      const [rows, count] = await Promise.all([
        base
          .select(['id', 'kind', 'refId', 'title', 'bodyText', 'url'])
          .select(titleHits(terms).as('titleHits'))
          .orderBy('titleHits', 'desc')
          .orderBy('sortTime', 'desc')
          .orderBy('id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ])
      return { rows, total: Number(count.total) }
    },

    /** Inserts new documents and updates changed ones; unchanged rows are not rewritten. */
    async upsertDocuments(documents: readonly SearchDocumentInput[]): Promise<void> {
      for (const chunk of chunks(documents)) {
        await db
          .insertInto('searchDocument')
          .values(chunk)
          .onConflict((oc) =>
            oc
              .columns(['kind', 'refId'])
              .doUpdateSet((eb) => ({
                title: eb.ref('excluded.title'),
                bodyText: eb.ref('excluded.bodyText'),
                url: eb.ref('excluded.url'),
                sortTime: eb.ref('excluded.sortTime'),
              }))
              .where((eb) =>
                eb.or([
                  eb('searchDocument.title', '<>', eb.ref('excluded.title')),
                  eb('searchDocument.bodyText', '<>', eb.ref('excluded.bodyText')),
                  eb('searchDocument.url', '<>', eb.ref('excluded.url')),
                  eb('searchDocument.sortTime', '<>', eb.ref('excluded.sortTime')),
                ]),
              ),
          )
          .execute()
      }
    },

    async deleteDocuments(kind: SearchKind, refIds: readonly number[]): Promise<void> {
      for (const chunk of chunks(refIds)) {
        await db.deleteFrom('searchDocument').where('kind', '=', kind).where('refId', 'in', chunk).execute()
      }
    },

    async listRefIds(kind: SearchKind): Promise<number[]> {
      const rows = await db.selectFrom('searchDocument').select('refId').where('kind', '=', kind).execute()
      return rows.map((row) => row.refId)
    },
  }
}

export type SearchRepo = ReturnType<typeof createSearchRepo>
