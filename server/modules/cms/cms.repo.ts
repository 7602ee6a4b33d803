import type { Kysely } from 'kysely'
import type { DB } from '#server/db/schema.ts'

const CAROUSEL_POSITION = 1
/** Ads, news items and articles with this status are on the public site; 0 = hidden by an editor. */
const SHOWN = 1

const CATEGORY_CARD = ['id', 'pid', 'type', 'gourl', 'catname', 'encatname', 'description', 'litpicm'] as const
const ARTICLE_BRIEF = ['id', 'tid', 'title', 'description', 'litpic', 'updateTime'] as const

export interface PageWindow {
  offset: number
  limit: number
}

export function createCmsRepo(db: Kysely<DB>) {
  return {
    listCategories() {
      return db
        .selectFrom('category')
        .select(['id', 'pid', 'catname', 'encatname', 'type', 'gourl', 'trait', 'litpicm', 'molds', 'orderType'])
        .orderBy('pid')
        .orderBy('sort')
        .orderBy('id')
        .execute()
    },

    listChildCategories(pid: number) {
      return db
        .selectFrom('category')
        .select(CATEGORY_CARD)
        .where('pid', '=', pid)
        .orderBy('sort')
        .orderBy('id')
        .execute()
    },

    listOrderCategories() {
      return db
        .selectFrom('category')
        .select([...CATEGORY_CARD, 'orderType'])
        .where('orderType', '>', 0)
        .orderBy('orderType')
        .orderBy('sort')
        .execute()
    },

    findCategory(id: number) {
      return db.selectFrom('category').selectAll().where('id', '=', id).executeTakeFirst()
    },

    listVisibleAds(positionId = CAROUSEL_POSITION, now = new Date().toISOString()) {
      return db
        .selectFrom('ad')
        .select(['id', 'name', 'adfile', 'body', 'isShowbody', 'gourl', 'status'])
        .where('positionId', '=', positionId)
        .where('status', '=', SHOWN)
        .where((eb) => eb.or([eb('startTime', 'is', null), eb('startTime', '<=', now)]))
        .where((eb) => eb.or([eb('endTime', 'is', null), eb('endTime', '>', now)]))
        .orderBy('sort')
        .orderBy('id')
        .execute()
    },

    listRecommendedArticles(limit: number, molds?: string) {
      let query = db
        .selectFrom('article')
        .innerJoin('category', 'category.id', 'article.tid')
        .select(['article.id', 'article.tid', 'article.litpic', 'article.title', 'article.description'])
        .where('article.isRecommended', '=', 1)
        .where('article.status', '=', SHOWN)
      // Without a content model asked for, "recommended" means service pages (type 1).
      query = molds ? query.where('category.molds', '=', molds) : query.where('category.type', '=', 1)
      return query.orderBy('article.sort').orderBy('article.id').limit(limit).execute()
    },

    async pageArticles(tid: number, { offset, limit }: PageWindow) {
      const base = db.selectFrom('article').where('tid', '=', tid).where('status', '=', SHOWN)
      const [rows, count] = await Promise.all([
        base.select(ARTICLE_BRIEF).orderBy('sort').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ])
      return { rows, total: Number(count.total) }
    },

    async pageArticlesByMolds(molds: string, { offset, limit }: PageWindow) {
      const base = db
        .selectFrom('article')
        .innerJoin('category', 'category.id', 'article.tid')
        .where('category.molds', '=', molds)
        .where('article.status', '=', SHOWN)
      const [rows, count] = await Promise.all([
        base
          .select([
            'article.id',
            'article.tid',
            'article.title',
            'article.description',
            'article.litpic',
            'article.updateTime',
          ])
          .orderBy('article.sort')
          .orderBy('article.id')
          .offset(offset)
          .limit(limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ])
      return { rows, total: Number(count.total) }
    },

    listSiblingArticles(tid: number, excludeId: number, limit: number) {
      return db
        .selectFrom('article')
        .select(ARTICLE_BRIEF)
        .where('tid', '=', tid)
        .where('id', '<>', excludeId)
        .where('status', '=', SHOWN)
        .orderBy('sort')
        .orderBy('id')
        .limit(limit)
        .execute()
    },

    findArticle(id: number) {
      return db.selectFrom('article').selectAll().where('id', '=', id).where('status', '=', SHOWN).executeTakeFirst()
    },

    /** The service page of a type-1 category is its first article. */
    findArticleOfCategory(tid: number) {
      return db
        .selectFrom('article')
        .selectAll()
        .where('tid', '=', tid)
        .where('status', '=', SHOWN)
        .orderBy('sort')
        .orderBy('id')
        .executeTakeFirst()
    },

    listLatestNews(limit: number) {
      return db
        .selectFrom('news')
        .select(['id', 'title', 'description', 'createTime', 'updateTime'])
        .where('status', '=', SHOWN)
        .orderBy('createTime', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute()
    },

    async pageNews(tids: number[] | undefined, { offset, limit }: PageWindow) {
      let base = db.selectFrom('news').where('status', '=', SHOWN)
      if (tids) {
        if (tids.length === 0) return { rows: [], total: 0 }
        base = base.where('tid', 'in', tids)
      }
      const [rows, count] = await Promise.all([
        base
          .select(['id', 'title', 'description', 'createTime', 'updateTime'])
          .orderBy('createTime', 'desc')
          .orderBy('id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ])
      return { rows, total: Number(count.total) }
    },

    findNews(id: number) {
      return db.selectFrom('news').selectAll().where('id', '=', id).where('status', '=', SHOWN).executeTakeFirst()
    },

    /** The neighbours of a news item in date order, for previous/next links. */
    async newsNeighbours(createTime: string, id: number) {
      const [prev, next] = await Promise.all([
        db
          .selectFrom('news')
          .select(['id', 'title'])
          .where('status', '=', SHOWN)
          .where((eb) =>
            eb.or([eb('createTime', '>', createTime), eb.and([eb('createTime', '=', createTime), eb('id', '>', id)])]),
          )
          .orderBy('createTime')
          .orderBy('id')
          .limit(1)
          .executeTakeFirst(),
        db
          .selectFrom('news')
          .select(['id', 'title'])
          .where('status', '=', SHOWN)
          .where((eb) =>
            eb.or([eb('createTime', '<', createTime), eb.and([eb('createTime', '=', createTime), eb('id', '<', id)])]),
          )
          .orderBy('createTime', 'desc')
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst(),
      ])
      return { prev: prev ?? null, next: next ?? null }
    },

    async pageJobs(kind: number, { offset, limit }: PageWindow) {
      const base = db.selectFrom('job').where('kind', '=', kind)
      const [rows, count] = await Promise.all([
        base
          .select(['id', 'title', 'leixing', 'didian', 'renshu', 'createTime'])
          .orderBy('createTime', 'desc')
          .orderBy('id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ])
      return { rows, total: Number(count.total) }
    },

    findJob(id: number) {
      return db.selectFrom('job').selectAll().where('id', '=', id).executeTakeFirst()
    },

    listWelfare() {
      return db.selectFrom('welfare').select(['id', 'title', 'litpic', 'body']).orderBy('sort').orderBy('id').execute()
    },

    listWorkPlaces() {
      return db.selectFrom('workPlace').select(['id', 'title', 'keywords']).orderBy('sort').orderBy('id').execute()
    },

    listSettings() {
      return db.selectFrom('siteSetting').select(['name', 'value']).execute()
    },

    findBlock(key: string) {
      return db.selectFrom('contentBlock').select(['title', 'body', 'litpic']).where('key', '=', key).executeTakeFirst()
    },
  }
}

export type CmsRepo = ReturnType<typeof createCmsRepo>
