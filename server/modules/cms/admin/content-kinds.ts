// The lists editors maintain row by row: what each one is called, its table, its form,
// which fields hold HTML, and what the public site derives from it (the search index).
import type { ZodType } from 'zod'
import {
  AdFieldsSchema,
  AdInputSchema,
  ArticleInputSchema,
  JobInputSchema,
  NewsInputSchema,
  WelfareInputSchema,
  WorkPlaceInputSchema,
} from '#common/schemas/admin-content.ts'
import type { SearchKind } from '#common/schemas/search.ts'
import { z } from '#common/zod.ts'

export interface ContentKind {
  /** URL segment under /api/v1/admin and audit target type. */
  path: string
  label: string
  table: 'article' | 'news' | 'job' | 'welfare' | 'workPlace' | 'ad'
  input: ZodType<Record<string, unknown>>
  /** The row as the console reads it back. */
  row: ZodType
  /** Fields sanitized with the site's allow-list before they are stored. */
  html: readonly string[]
  /** Columns a list's keyword searches. */
  titleColumn: string
  /** Items belong to a category (tid): it must exist, and lists filter by it. */
  inCategory: boolean
  /**
   * The content model (category.molds) the item's category must have: the public list of that
   * model reads only such categories, so an item filed elsewhere would show in the wrong list.
   */
  categoryMolds?: string
  timestamps: 'create-update' | 'create' | 'none'
  order: ReadonlyArray<readonly [string, 'asc' | 'desc']>
  /** Columns staff may sort the list by (besides the default order). */
  sortable: readonly [string, ...string[]]
  /** Items can be published and hidden in a batch: 1 = shown on the public site. */
  hideable: boolean
  searchKind?: SearchKind
}

const withId = <T extends z.ZodObject>(schema: T) => schema.extend({ id: z.number().int() })
/** The stored row: tid is a plain number (the input's coercion cannot serialize). */
const inCategory = <T extends z.ZodObject>(schema: T) => withId(schema).extend({ tid: z.number().int() })
const BY_SORT = [
  ['sort', 'asc'],
  ['id', 'asc'],
] as const
const NEWEST_FIRST = [
  ['createTime', 'desc'],
  ['id', 'desc'],
] as const

const created = { createTime: z.string() }
const createdUpdated = { createTime: z.string(), updateTime: z.string() }
const shown = { status: z.number().int().describe('1 = 在网站上显示，0 = 隐藏') }

export const CONTENT_KINDS: readonly ContentKind[] = [
  {
    path: 'articles',
    label: '文章',
    table: 'article',
    input: ArticleInputSchema,
    row: inCategory(ArticleInputSchema).extend({ ...createdUpdated, ...shown }),
    html: ['body'],
    titleColumn: 'title',
    inCategory: true,
    timestamps: 'create-update',
    sortable: ['title', 'tid', 'sort', 'status', 'createTime', 'updateTime'],
    hideable: true,
    order: [
      ['tid', 'asc'],
      ['sort', 'asc'],
      ['id', 'asc'],
    ],
    searchKind: 'article',
  },
  {
    path: 'news',
    label: '新闻',
    table: 'news',
    input: NewsInputSchema,
    row: inCategory(NewsInputSchema).extend({ ...createdUpdated, ...shown }),
    html: ['description', 'body'],
    titleColumn: 'title',
    inCategory: true,
    categoryMolds: 'news',
    timestamps: 'create-update',
    sortable: ['title', 'tid', 'status', 'createTime', 'updateTime'],
    hideable: true,
    order: NEWEST_FIRST,
    searchKind: 'news',
  },
  {
    path: 'jobs',
    label: '职位',
    table: 'job',
    input: JobInputSchema,
    row: withId(JobInputSchema).extend(created),
    html: ['body'],
    titleColumn: 'title',
    inCategory: false,
    timestamps: 'create',
    sortable: ['title', 'kind', 'renshu', 'createTime'],
    hideable: false,
    order: NEWEST_FIRST,
  },
  {
    path: 'welfare',
    label: '员工福利',
    table: 'welfare',
    input: WelfareInputSchema,
    row: withId(WelfareInputSchema),
    html: ['body'],
    titleColumn: 'title',
    inCategory: false,
    timestamps: 'none',
    sortable: ['title', 'sort'],
    hideable: false,
    order: BY_SORT,
  },
  {
    path: 'work-places',
    label: '工作地点',
    table: 'workPlace',
    input: WorkPlaceInputSchema,
    row: withId(WorkPlaceInputSchema),
    html: [],
    titleColumn: 'title',
    inCategory: false,
    timestamps: 'none',
    sortable: ['title', 'sort'],
    hideable: false,
    order: BY_SORT,
  },
  {
    path: 'ads',
    label: '轮播广告',
    table: 'ad',
    input: AdInputSchema,
    row: withId(AdFieldsSchema),
    html: ['body'],
    titleColumn: 'name',
    inCategory: false,
    timestamps: 'none',
    sortable: ['name', 'status', 'sort', 'positionId', 'startTime', 'endTime'],
    hideable: true,
    order: [
      ['positionId', 'asc'],
      ['sort', 'asc'],
      ['id', 'asc'],
    ],
  },
]
