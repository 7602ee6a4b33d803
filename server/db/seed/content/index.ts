// Demo content of the fictional company LanGene Biotech (澜基生物), loaded by `npm run db:seed`.
import type {
  NewAd,
  NewArticle,
  NewCategory,
  NewContentBlock,
  NewJob,
  NewNews,
  NewSiteSetting,
  NewWelfare,
  NewWorkPlace,
} from '#server/db/schema.ts'
import { ads } from './ads.ts'
import { articles } from './articles.ts'
import { blocks } from './blocks.ts'
import { categories } from './categories.ts'
import { jobs } from './jobs.ts'
import { news } from './news.ts'
import { productArticles, productCategories } from './products.ts'
import { qualificationArticles, qualificationCategories } from './qualifications.ts'
import { welfare, workPlaces } from './recruitment-extras.ts'
import { settings } from './settings.ts'

export interface SeedContent {
  categories: NewCategory[]
  articles: NewArticle[]
  news: NewNews[]
  jobs: NewJob[]
  welfare: NewWelfare[]
  workPlaces: NewWorkPlace[]
  ads: NewAd[]
  settings: NewSiteSetting[]
  blocks: NewContentBlock[]
}

// `satisfies` keeps the modules' complete row types for callers (and the content test).
export const seedContent = {
  // Services first; then the reagent products (category 13) and qualifications (category 51).
  categories: [...categories, ...productCategories, ...qualificationCategories],
  articles: [...articles, ...productArticles, ...qualificationArticles],
  news,
  jobs,
  welfare,
  workPlaces,
  ads,
  settings,
  blocks,
} satisfies SeedContent

export { COMPANY, OFFICES } from './company.ts'
