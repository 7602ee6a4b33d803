// Site search (spec §2 /searchResult, §7 GET /api/v1/article/search, §9 page sizes).
import { PAGE_MAX } from '../pagination.ts'
import { z } from '../zod.ts'

/** What the search index holds; 'plasmid' joins once the plasmid catalogue is indexed. */
export const SEARCH_KINDS = ['article', 'news', 'plasmid'] as const
export const SearchKindSchema = z.enum(SEARCH_KINDS)
export type SearchKind = z.infer<typeof SearchKindSchema>

export const SEARCH_KEYWORDS_MAX = 50
/** Spec §9: default 5 per page, options 10 and 50. */
export const SEARCH_PAGE_SIZE_DEFAULT = 5
export const SEARCH_PAGE_SIZE_MAX = 50
/** Deep pages are never useful to a visitor and cost a large OFFSET. */
export const SEARCH_PAGE_MAX = PAGE_MAX

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

const PAGE_MESSAGE = `页码必须是 0 到 ${SEARCH_PAGE_MAX} 之间的整数`
const SIZE_MESSAGE = `每页条数必须是 1 到 ${SEARCH_PAGE_SIZE_MAX} 之间的整数`
const KEYWORDS_MESSAGE = `搜索关键词不能超过 ${SEARCH_KEYWORDS_MAX} 个字符`

const boundedInt = (min: number, max: number, fallback: number, message: string) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback),
  )

const keywordsField = z.preprocess(
  (value) => value ?? '',
  z.string({ error: '搜索关键词无效' }).trim().max(SEARCH_KEYWORDS_MAX, KEYWORDS_MESSAGE),
)

export const SearchQuerySchema = z.object({
  page: boundedInt(0, SEARCH_PAGE_MAX, 0, PAGE_MESSAGE).describe('页码，从 0 开始'),
  size: boundedInt(1, SEARCH_PAGE_SIZE_MAX, SEARCH_PAGE_SIZE_DEFAULT, SIZE_MESSAGE).describe('每页条数'),
  keywords: keywordsField.describe('搜索关键词；空白分隔的多个词须同时出现'),
  keywords2: keywordsField.describe('二次搜索关键词，与 keywords 同时满足'),
})
export type SearchQuery = z.infer<typeof SearchQuerySchema>

export const SearchResultItemSchema = z.object({
  /** The search document's id (stable while the item stays indexed). */
  id: z.number().int(),
  kind: SearchKindSchema,
  /** Id of the article, news item or plasmid the result points to. */
  ref_id: z.number().int(),
  title: z.string(),
  /** Plain-text snippet around the first match (~120 characters). */
  description: z.string(),
  /** Canonical page of the item. */
  url: z.string(),
  /** Escaped title and snippet with every match wrapped in <mark>: safe to render as HTML. */
  titleHtml: z.string(),
  descriptionHtml: z.string(),
})
export type SearchResultItem = z.infer<typeof SearchResultItemSchema>

export const SearchResultSchema = z.object({
  data: z.array(SearchResultItemSchema),
  total: z.number().int(),
})
export type SearchResult = z.infer<typeof SearchResultSchema>
