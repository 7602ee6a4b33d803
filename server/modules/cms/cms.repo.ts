import type { Kysely } from 'kysely'
import type { DB } from '#server/db/schema.ts'

const CAROUSEL_POSITION = 1
const AD_VISIBLE = 1

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

    findCategory(id: number) {
      return db.selectFrom('category').selectAll().where('id', '=', id).executeTakeFirst()
    },

    listVisibleAds(positionId = CAROUSEL_POSITION) {
      return db
        .selectFrom('ad')
        .select(['id', 'name', 'adfile', 'body', 'isShowbody', 'gourl', 'status'])
        .where('positionId', '=', positionId)
        .where('status', '=', AD_VISIBLE)
        .orderBy('sort')
        .orderBy('id')
        .execute()
    },

    listRecommendedArticles(limit: number) {
      return db
        .selectFrom('article')
        .select(['id', 'tid', 'litpic', 'title', 'description'])
        .where('isRecommended', '=', 1)
        .orderBy('sort')
        .orderBy('id')
        .limit(limit)
        .execute()
    },

    listLatestNews(limit: number) {
      return db
        .selectFrom('news')
        .select(['id', 'title', 'description', 'createTime', 'updateTime'])
        .orderBy('createTime', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute()
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
