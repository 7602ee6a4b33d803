import type { CarouselAd, CategoryNode, ContentBlock, NewsBrief, RecommendedService, WebSettings } from '#common/schemas/cms.ts'
import { WEB_SETTING_KEYS } from '#common/schemas/cms.ts'
import { notFound } from '#server/errors.ts'
import { sanitizeHtml } from '#server/lib/sanitize-html.ts'
import type { CmsRepo } from './cms.repo.ts'

const HOME_RECOMMENDED_LIMIT = 8
const HOME_NEWS_LIMIT = 6

export function createCmsService(repo: CmsRepo) {
  return {
    /** The whole category tree, children ordered by sort (spec §7 category/allcate). */
    async categoryTree(): Promise<CategoryNode[]> {
      const rows = await repo.listCategories()
      const nodes = new Map<number, CategoryNode>()
      for (const row of rows) {
        const { orderType, ...rest } = row
        nodes.set(row.id, { ...rest, order_type: orderType, childs: [] })
      }
      const roots: CategoryNode[] = []
      for (const node of nodes.values()) {
        const parent = node.pid === 0 ? undefined : nodes.get(node.pid)
        if (parent) parent.childs.push(node)
        else if (node.pid === 0) roots.push(node)
      }
      return roots
    },

    async carousel(positionId?: number): Promise<CarouselAd[]> {
      const ads = await repo.listVisibleAds(positionId)
      return ads.map(({ isShowbody, body, ...ad }) => ({ ...ad, body: sanitizeHtml(body), is_showbody: isShowbody }))
    },

    recommendedServices(): Promise<RecommendedService[]> {
      return repo.listRecommendedArticles(HOME_RECOMMENDED_LIMIT)
    },

    async latestNews(limit = HOME_NEWS_LIMIT): Promise<NewsBrief[]> {
      const news = await repo.listLatestNews(limit)
      return news.map(({ createTime, updateTime, description, ...item }) => ({
        ...item,
        description: sanitizeHtml(description),
        create_time: createTime,
        update_time: updateTime,
      }))
    },

    async settings(): Promise<WebSettings> {
      const stored = new Map((await repo.listSettings()).map((row) => [row.name, row.value]))
      return Object.fromEntries(WEB_SETTING_KEYS.map((key) => [key, stored.get(key) ?? ''])) as WebSettings
    },

    async block(key: string): Promise<ContentBlock> {
      const block = await repo.findBlock(key)
      if (!block) throw notFound()
      return { ...block, body: sanitizeHtml(block.body) }
    },
  }
}

export type CmsService = ReturnType<typeof createCmsService>
