// What goes into the search index: one loader per kind reads its own table and turns
// rows into search documents (plain text and the canonical page URL).
//
// Adding a kind is one function here plus its entry in SEARCH_SOURCES.
import type { Kysely } from 'kysely'
import { PLASMID_STATUS } from '#common/plasmid-catalogue.ts'
import type { SearchKind } from '#common/schemas/search.ts'
import type { DB } from '#server/db/schema.ts'
import { htmlToText } from './html-text.ts'
import type { SearchDocumentInput } from './search.repo.ts'

/** Loads the documents of the given ids, or of every row when `refIds` is absent. */
export type LoadDocuments = (db: Kysely<DB>, refIds?: readonly number[]) => Promise<SearchDocumentInput[]>

/** Hidden news items and articles (status 0) are left out of the index. */
const SHOWN = 1

const joinText = (...parts: string[]) => parts.filter((part) => part !== '').join(' ')

/**
 * Service pages. The description leads the text, so a result matched on its title shows
 * the service summary as its snippet; the SEO keywords close it, so a synonym listed only
 * there still finds the page. Ranked by last revision.
 */
export const loadArticleDocuments: LoadDocuments = async (db, refIds) => {
  if (refIds?.length === 0) return []
  let query = db
    .selectFrom('article')
    .innerJoin('category', 'category.id', 'article.tid')
    .select([
      'article.id',
      'article.tid',
      'article.title',
      'article.description',
      'article.body',
      'article.keywords',
      'article.updateTime',
      'category.molds',
    ])
    .where('article.status', '=', SHOWN)
  if (refIds) query = query.where('article.id', 'in', refIds)
  const rows = await query.execute()
  return rows.map((row) => ({
    kind: 'article',
    refId: row.id,
    title: row.title.trim(),
    bodyText: joinText(htmlToText(row.description), htmlToText(row.body), row.keywords.trim()),
    url: articleUrl(row),
    sortTime: row.updateTime,
  }))
}

/** A service page is its category's page; products and qualifications have their own. */
function articleUrl(row: { id: number; tid: number; molds: string }): string {
  if (row.molds === 'product') return `/productDetail?id=${row.id}`
  if (row.molds === 'zhili') return '/aboutUs'
  return `/dynamicDetail?id=${row.tid}`
}

/** News items, ranked by publication date (the date the news list shows). */
export const loadNewsDocuments: LoadDocuments = async (db, refIds) => {
  if (refIds?.length === 0) return []
  let query = db
    .selectFrom('news')
    .select(['id', 'title', 'description', 'body', 'createTime'])
    .where('status', '=', SHOWN)
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

/**
 * Plasmid catalogue entries: the name is the title; item number, alias, profile and the two
 * introductions are the text (never the sequence), so a search by 货号 or by a common alias
 * finds the product. Ranked by last revision. Hidden entries are left out.
 */
export const loadPlasmidDocuments: LoadDocuments = async (db, refIds) => {
  if (refIds?.length === 0) return []
  let query = db
    .selectFrom('plasmid')
    .select(['id', 'name', 'itemNo', 'alias', 'profile', 'functionIntroduction', 'introduction', 'updateTime'])
    .where('status', '=', PLASMID_STATUS.published)
  if (refIds) query = query.where('id', 'in', refIds)
  const rows = await query.execute()
  return rows.map((row) => ({
    kind: 'plasmid',
    refId: row.id,
    title: row.name.trim(),
    bodyText: joinText(
      `货号 ${row.itemNo}`,
      row.alias.trim(),
      row.profile.trim(),
      row.functionIntroduction.trim(),
      row.introduction.trim(),
    ),
    url: `/plasmidPlatformDetail?listId=${row.id}`,
    sortTime: row.updateTime,
  }))
}

export const SEARCH_SOURCES: Partial<Record<SearchKind, LoadDocuments>> = {
  article: loadArticleDocuments,
  news: loadNewsDocuments,
  plasmid: loadPlasmidDocuments,
}
