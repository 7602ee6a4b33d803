// What goes into the search index: one loader per kind reads its own table and turns
// rows into search documents (plain text and the canonical page URL).
//
// Adding a kind is one function here plus its entry in SEARCH_SOURCES. For plasmids:
// loadPlasmidDocuments reads the plasmid table (name, item number, aliases and
// introduction as text, never the sequence), with url `/plasmidPlatformDetail?listId={id}`.
import type { Kysely } from 'kysely'
import type { SearchKind } from '#common/schemas/search.ts'
import type { DB } from '#server/db/schema.ts'
import { htmlToText } from './html-text.ts'
import type { SearchDocumentInput } from './search.repo.ts'

/** Loads the documents of the given ids, or of every row when `refIds` is absent. */
export type LoadDocuments = (db: Kysely<DB>, refIds?: readonly number[]) => Promise<SearchDocumentInput[]>

const joinText = (...parts: string[]) => parts.filter((part) => part !== '').join(' ')

/**
 * Service pages. The description leads the text, so a result matched on its title shows
 * the service summary as its snippet; the SEO keywords close it, so a synonym listed only
 * there still finds the page. Ranked by last revision.
 */
export const loadArticleDocuments: LoadDocuments = async (db, refIds) => {
  if (refIds?.length === 0) return []
  let query = db.selectFrom('article').select(['id', 'tid', 'title', 'description', 'body', 'keywords', 'updateTime'])
  if (refIds) query = query.where('id', 'in', refIds)
  const rows = await query.execute()
  return rows.map((row) => ({
    kind: 'article',
    refId: row.id,
    title: row.title.trim(),
    bodyText: joinText(htmlToText(row.description), htmlToText(row.body), row.keywords.trim()),
    url: `/dynamicDetail?id=${row.tid}`,
    sortTime: row.updateTime,
  }))
}

/** News items, ranked by publication date (the date the news list shows). */
export const loadNewsDocuments: LoadDocuments = async (db, refIds) => {
  if (refIds?.length === 0) return []
  let query = db.selectFrom('news').select(['id', 'title', 'description', 'body', 'createTime'])
  if (refIds) query = query.where('id', 'in', refIds)
  const rows = await query.execute()
  return rows.map((row) => ({
    kind: 'news',
    refId: row.id,
    title: row.title.trim(),
    bodyText: joinText(htmlToText(row.description), htmlToText(row.body)),
    url: `/newsCenter/newsCenterDetail?newsId=${row.id}`,
    sortTime: row.createTime,
  }))
}

export const SEARCH_SOURCES: Partial<Record<SearchKind, LoadDocuments>> = {
  article: loadArticleDocuments,
  news: loadNewsDocuments,
}
