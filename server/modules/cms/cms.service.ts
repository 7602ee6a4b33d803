import type {
  About,
  ArticleBrief,
  ArticleDetail,
  BreadcrumbItem,
  CarouselAd,
  CategoryCard,
  CategoryDetail,
  CategoryNode,
  ContentBlock,
  Job,
  JobDetail,
  NewsBrief,
  NewsDetail,
  Page,
  RecommendedService,
  WebSettings,
} from '#common/schemas/cms.ts'
import { ABOUT_COUNTERS, WEB_SETTING_KEYS } from '#common/schemas/cms.ts'
import { categoryTarget } from '#common/category-routing.ts'
import { notFound } from '#server/errors.ts'
import { sanitizeHtml } from '#server/lib/sanitize-html.ts'
import type { CmsRepo } from './cms.repo.ts'

const HOME_RECOMMENDED_LIMIT = 8
const HOME_NEWS_LIMIT = 6
const RELATED_GOODS_LIMIT = 6
const PRODUCT_MOLDS = 'product'
const QUALIFICATION_MOLDS = 'zhili'

export interface PageParams {
  page: number
  size: number
}
const windowOf = ({ page, size }: PageParams) => ({ offset: (page - 1) * size, limit: size })

type CategoryRow = Awaited<ReturnType<CmsRepo['listCategories']>>[number]

const toNewsBrief = (row: {
  id: number
  title: string
  description: string
  createTime: string
  updateTime: string
}) => ({
  id: row.id,
  title: row.title,
  description: sanitizeHtml(row.description),
  create_time: row.createTime,
  update_time: row.updateTime,
})

const toArticleBrief = (row: {
  id: number
  tid: number
  title: string
  description: string
  litpic: string
  updateTime: string
}): ArticleBrief => ({
  id: row.id,
  tid: row.tid,
  title: row.title,
  description: row.description,
  litpic: row.litpic,
  update_time: row.updateTime,
})

export function createCmsService(repo: CmsRepo) {
  /** Home → ancestors → the category itself, each linked by the category routing rule. */
  async function breadcrumbOf(categoryId: number): Promise<BreadcrumbItem[]> {
    const byId = new Map((await repo.listCategories()).map((row) => [row.id, row]))
    const chain: CategoryRow[] = []
    for (let current = byId.get(categoryId); current; current = byId.get(current.pid)) {
      chain.unshift(current)
      if (chain.length > 10) break
    }
    return [
      { title: '首页', href: '/' },
      ...chain.map((row) => ({ title: row.catname, href: categoryTarget({ ...row, childs: [] }).href })),
    ]
  }

  async function findCategoryOrFail(id: number) {
    const category = await repo.findCategory(id)
    if (!category) throw notFound('栏目不存在')
    return category
  }

  function toCard(row: CategoryCard): CategoryCard {
    return {
      id: row.id,
      pid: row.pid,
      type: row.type,
      gourl: row.gourl,
      catname: row.catname,
      encatname: row.encatname,
      description: row.description,
      litpicm: row.litpicm,
    }
  }

  async function articleDetail(
    article: NonNullable<Awaited<ReturnType<CmsRepo['findArticle']>>>,
  ): Promise<ArticleDetail> {
    const category = await findCategoryOrFail(article.tid)
    return {
      ...toArticleBrief(article),
      body: sanitizeHtml(article.body),
      keywords: article.keywords,
      create_time: article.createTime,
      category: toCard(category),
      breadcrumb: await breadcrumbOf(category.id),
    }
  }

  /** All categories under `root` (itself included), for "news of this channel and below". */
  async function descendantIds(root: number): Promise<number[]> {
    const rows = await repo.listCategories()
    const ids = [root]
    for (let index = 0; index < ids.length; index++) {
      for (const row of rows) if (row.pid === ids[index]) ids.push(row.id)
    }
    return ids
  }

  async function block(key: string): Promise<ContentBlock> {
    const found = await repo.findBlock(key)
    if (!found) throw notFound()
    return { ...found, body: sanitizeHtml(found.body) }
  }

  return {
    block,

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

    async childCategories(pid: number): Promise<CategoryCard[]> {
      return (await repo.listChildCategories(pid)).map(toCard)
    },

    /** Categories that feed the order centre (spec §2 /order: server special categories). */
    async orderCategories() {
      const rows = await repo.listOrderCategories()
      return Promise.all(
        rows.map(async (row) => ({
          ...toCard(row),
          order_type: row.orderType,
          childs: (await repo.listChildCategories(row.id)).map(toCard),
        })),
      )
    },

    async categoryDetail(id: number): Promise<CategoryDetail> {
      const category = await findCategoryOrFail(id)
      const [childs, breadcrumb] = await Promise.all([repo.listChildCategories(id), breadcrumbOf(id)])
      return {
        ...toCard(category),
        molds: category.molds,
        body: sanitizeHtml(category.body),
        youshi: sanitizeHtml(category.youshi),
        seo_title: category.seoTitle,
        seo_keywords: category.seoKeywords,
        seo_description: category.seoDescription,
        childs: childs.map(toCard),
        breadcrumb,
      }
    },

    async categoryImage(id: number) {
      const { catname, encatname, litpicm } = await findCategoryOrFail(id)
      return { catname, encatname, litpicm }
    },

    async carousel(positionId?: number): Promise<CarouselAd[]> {
      const ads = await repo.listVisibleAds(positionId)
      return ads.map(({ isShowbody, body, ...ad }) => ({ ...ad, body: sanitizeHtml(body), is_showbody: isShowbody }))
    },

    recommendedServices(): Promise<RecommendedService[]> {
      return repo.listRecommendedArticles(HOME_RECOMMENDED_LIMIT)
    },

    recommendedProducts(): Promise<RecommendedService[]> {
      return repo.listRecommendedArticles(HOME_RECOMMENDED_LIMIT, PRODUCT_MOLDS)
    },

    /** Other products of the same category, shown beside a product (tuijianGoods). */
    async relatedGoods(id: number): Promise<ArticleBrief[]> {
      const article = await repo.findArticle(id)
      if (!article) throw notFound('内容不存在')
      return (await repo.listSiblingArticles(article.tid, id, RELATED_GOODS_LIMIT)).map(toArticleBrief)
    },

    async articlesOfCategory(tid: number, page: PageParams): Promise<Page<ArticleBrief>> {
      const { rows, total } = await repo.pageArticles(tid, windowOf(page))
      return { data: rows.map(toArticleBrief), total }
    },

    async article(id: number): Promise<ArticleDetail> {
      const article = await repo.findArticle(id)
      if (!article) throw notFound('内容不存在')
      return articleDetail(article)
    },

    /** The content page of a type-1 category (/dynamicDetail?id={tid}). */
    async articleOfCategory(tid: number): Promise<ArticleDetail> {
      const article = await repo.findArticleOfCategory(tid)
      if (!article) throw notFound('内容不存在')
      return articleDetail(article)
    },

    /** Qualifications and honours (spec §7 zhili/*): the articles of 'zhili' categories. */
    async qualifications(page: PageParams): Promise<Page<ArticleBrief>> {
      const { rows, total } = await repo.pageArticlesByMolds(QUALIFICATION_MOLDS, windowOf(page))
      return { data: rows.map(toArticleBrief), total }
    },

    async qualification(id: number): Promise<ArticleDetail> {
      const article = await repo.findArticle(id)
      const category = article && (await repo.findCategory(article.tid))
      if (!article || category?.molds !== QUALIFICATION_MOLDS) throw notFound('内容不存在')
      return articleDetail(article)
    },

    async latestNews(limit = HOME_NEWS_LIMIT): Promise<NewsBrief[]> {
      return (await repo.listLatestNews(limit)).map(toNewsBrief)
    },

    /** News of a channel and its sub-channels, or of all channels without `tid`. */
    async newsPage(tid: number | undefined, page: PageParams): Promise<Page<NewsBrief>> {
      const tids = tid === undefined ? undefined : await descendantIds(tid)
      const { rows, total } = await repo.pageNews(tids, windowOf(page))
      return { data: rows.map(toNewsBrief), total }
    },

    async newsDetail(id: number): Promise<NewsDetail> {
      const news = await repo.findNews(id)
      if (!news) throw notFound('新闻不存在')
      const { prev, next } = await repo.newsNeighbours(news.createTime, news.id)
      return { ...toNewsBrief(news), tid: news.tid, body: sanitizeHtml(news.body), litpic: news.litpic, prev, next }
    },

    async jobs(kind: number, page: PageParams): Promise<Page<Job>> {
      const { rows, total } = await repo.pageJobs(kind, windowOf(page))
      return { data: rows.map(({ createTime, ...row }) => ({ ...row, create_time: createTime })), total }
    },

    async job(id: number): Promise<JobDetail> {
      const job = await repo.findJob(id)
      if (!job) throw notFound('职位不存在')
      const { createTime, body, ...rest } = job
      return { ...rest, body: sanitizeHtml(body), create_time: createTime }
    },

    async welfare() {
      return (await repo.listWelfare()).map((item) => ({ ...item, body: sanitizeHtml(item.body) }))
    },

    workPlaces() {
      return repo.listWorkPlaces()
    },

    async settings(): Promise<WebSettings> {
      const stored = new Map((await repo.listSettings()).map((row) => [row.name, row.value]))
      return Object.fromEntries(WEB_SETTING_KEYS.map((key) => [key, stored.get(key) ?? ''])) as WebSettings
    },

    /** One setting that is not part of the public settings object (e.g. sales_email). */
    async setting(name: string): Promise<string> {
      return (await repo.listSettings()).find((row) => row.name === name)?.value ?? ''
    },

    async about(): Promise<About> {
      const [text, settings] = await Promise.all([block('aboutus'), repo.listSettings()])
      const values = new Map(settings.map((row) => [row.name, Number(row.value) || 0]))
      const counters = Object.fromEntries(ABOUT_COUNTERS.map((key) => [key, values.get(key) ?? 0])) as About['counters']
      return { ...text, counters }
    },
  }
}

export type CmsService = ReturnType<typeof createCmsService>
