// Every public page a search engine should know, read from the content tables, with the
// link each page is reached by on the site.
import type { Kysely } from 'kysely'
import { CATEGORY_TYPE, categoryTarget } from '#common/category-routing.ts'
import { PLASMID_STATUS } from '#common/plasmid-catalogue.ts'
import type { DB } from '#server/db/schema.ts'
import type { SitemapUrl } from './sitemap.ts'

/** Pages that exist whatever the content: the sections the menu and the footer lead to. */
const FIXED_PAGES = [
  '/',
  '/aboutUs',
  '/crispr-help',
  '/geneEditing/geneEditingIndex',
  '/newsCenter',
  '/recruitment/enterprise',
  '/recruitment/school',
  '/contactUs',
  '/privacyPolicy',
  '/plasmidPlatform',
  '/plasmidPlatform/plasmidPlatformList',
]

export async function publicUrls(db: Kysely<DB>): Promise<SitemapUrl[]> {
  const [categories, articles, news, jobs, plasmids] = await Promise.all([
    db.selectFrom('category').select(['id', 'pid', 'type', 'gourl']).orderBy('id').execute(),
    db
      .selectFrom('article')
      .innerJoin('category', 'category.id', 'article.tid')
      .select(['article.id', 'article.updateTime'])
      .where('category.type', '!=', CATEGORY_TYPE.DETAIL)
      .where('article.status', '=', 1)
      .orderBy('article.id')
      .execute(),
    db.selectFrom('news').select(['id', 'updateTime']).where('status', '=', 1).orderBy('id').execute(),
    db.selectFrom('job').select(['id', 'createTime']).orderBy('id').execute(),
    db
      .selectFrom('plasmid')
      .select(['id', 'updateTime'])
      .where('status', '=', PLASMID_STATUS.published)
      .orderBy('id')
      .execute(),
  ])
  const categoryPages = categories.map((category) => categoryTarget(category)).filter((target) => !target.external)
  const paths = new Set([...FIXED_PAGES, ...categoryPages.map((target) => target.href)])
  return [
    ...[...paths].map((path) => ({ path })),
    ...articles.map((article) => ({ path: `/productDetail?id=${article.id}`, lastmod: article.updateTime })),
    ...news.map((item) => ({ path: `/newsCenter/newsCenterDetail?newsId=${item.id}`, lastmod: item.updateTime })),
    ...jobs.map((job) => ({ path: `/talentRecruitmentDetail?key=${job.id}`, lastmod: job.createTime })),
    ...plasmids.map((plasmid) => ({
      path: `/plasmidPlatformDetail?listId=${plasmid.id}`,
      lastmod: plasmid.updateTime,
    })),
  ]
}
