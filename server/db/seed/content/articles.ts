// One article per service category (type 1): the service page shown at /dynamicDetail?id={tid}.
import type { NewArticle } from '#server/db/schema.ts'
import { allServices } from './categories.ts'
import type { RowWithoutId } from './rows.ts'
import { renderServicePage } from './service-page.ts'

/** Shift an ISO timestamp by whole days (articles are revised some time after creation). */
function addDays(iso: string, days: number): string {
  return new Date(Date.parse(iso) + days * 86_400_000).toISOString()
}

export const articles: RowWithoutId<NewArticle>[] = allServices.map((def, index) => ({
  tid: def.id,
  title: def.title,
  description: def.summary,
  body: renderServicePage(def),
  keywords: def.keywords,
  litpic: `/images/icons/${def.icon}.svg`,
  isRecommended: def.recommended ? 1 : 0,
  sort: index + 1,
  status: 1,
  createTime: def.createTime,
  updateTime: addDays(def.createTime, 120 + ((index * 37) % 400)),
}))
