// The create and edit forms of the console's content lists: for each kind its call under
// /api/v1/admin, the shared zod schema the server checks with, and the fields in order.
import {
  AdInputSchema,
  ArticleInputSchema,
  JobInputSchema,
  NewsInputSchema,
  WelfareInputSchema,
  WorkPlaceInputSchema,
} from '#common/schemas/admin-content.ts'
import type { z } from '#common/zod.ts'
import { CATEGORY_TYPE } from '#common/category-routing.ts'
import { newsDetailHref } from '#web/components/news/news-entry.tsx'

export type FieldWidget =
  | 'text'
  | 'textarea'
  | 'html'
  | 'image'
  | 'number'
  | 'flag'
  | 'datetime'
  | 'category'
  | { options: ReadonlyArray<{ value: number | string; label: string }> }

export interface ContentField {
  name: string
  label: string
  widget: FieldWidget
  required?: boolean
  help?: string
}

export interface ContentFormSpec {
  /** The console's URL segment and the API path below /api/v1/admin. */
  segment: string
  label: string
  schema: z.ZodObject
  fields: readonly ContentField[]
  /** The field that names an item in messages. */
  titleField: string
  /** Categories an item may belong to, by their content model. */
  categoryMolds?: readonly string[]
  /** Where the public site shows an item. */
  publicHref?: (id: number) => string
}

export const JOB_KINDS = [
  { value: 0, label: '社会招聘' },
  { value: 1, label: '校园招聘' },
] as const

const sort: ContentField = { name: 'sort', label: '排序', widget: 'number', help: '数字小的排在前面' }

export const CONTENT_FORMS: readonly ContentFormSpec[] = [
  {
    segment: 'news',
    label: '新闻',
    schema: NewsInputSchema,
    titleField: 'title',
    categoryMolds: ['news'],
    publicHref: newsDetailHref,
    fields: [
      { name: 'title', label: '标题', widget: 'text', required: true },
      { name: 'tid', label: '所属栏目', widget: 'category', required: true },
      { name: 'createTime', label: '发布时间', widget: 'datetime', help: '不填则为保存的时间' },
      { name: 'litpic', label: '封面图片', widget: 'image' },
      { name: 'description', label: '摘要', widget: 'textarea' },
      { name: 'body', label: '正文', widget: 'html' },
    ],
  },
  {
    segment: 'articles',
    label: '文章',
    schema: ArticleInputSchema,
    titleField: 'title',
    publicHref: (id) => `/productDetail?id=${id}`,
    fields: [
      { name: 'title', label: '标题', widget: 'text', required: true },
      { name: 'tid', label: '所属栏目', widget: 'category', required: true },
      { name: 'keywords', label: '关键词', widget: 'text' },
      { name: 'isRecommended', label: '首页推荐', widget: 'flag' },
      sort,
      { name: 'litpic', label: '图片', widget: 'image' },
      { name: 'description', label: '摘要', widget: 'textarea' },
      { name: 'body', label: '正文', widget: 'html' },
    ],
  },
  {
    segment: 'jobs',
    label: '职位',
    schema: JobInputSchema,
    titleField: 'title',
    publicHref: (id) => `/talentRecruitmentDetail?key=${id}`,
    fields: [
      { name: 'title', label: '职位名称', widget: 'text', required: true },
      { name: 'kind', label: '招聘类型', widget: { options: JOB_KINDS } },
      { name: 'leixing', label: '职位类别', widget: 'text' },
      { name: 'didian', label: '工作地点', widget: 'text' },
      { name: 'renshu', label: '招聘人数', widget: 'number' },
      { name: 'body', label: '职位描述', widget: 'html' },
    ],
  },
  {
    segment: 'welfare',
    label: '员工福利',
    schema: WelfareInputSchema,
    titleField: 'title',
    fields: [
      { name: 'title', label: '标题', widget: 'text' },
      sort,
      { name: 'litpic', label: '图片', widget: 'image' },
      { name: 'body', label: '内容', widget: 'html' },
    ],
  },
  {
    segment: 'work-places',
    label: '工作地点',
    schema: WorkPlaceInputSchema,
    titleField: 'title',
    fields: [
      { name: 'title', label: '名称', widget: 'text', required: true },
      { name: 'keywords', label: '地址', widget: 'text' },
      sort,
    ],
  },
  {
    segment: 'ads',
    label: '轮播广告',
    schema: AdInputSchema,
    titleField: 'name',
    fields: [
      { name: 'name', label: '名称', widget: 'text', required: true },
      { name: 'status', label: '显示', widget: 'flag' },
      sort,
      { name: 'positionId', label: '广告位', widget: { options: [{ value: 1, label: '首页轮播' }] } },
      { name: 'gourl', label: '点击跳转地址', widget: 'text', help: '以 / 或 https:// 开头' },
      { name: 'startTime', label: '开始时间', widget: 'datetime', help: '不填则立即显示' },
      { name: 'endTime', label: '结束时间', widget: 'datetime', help: '不填则一直显示' },
      { name: 'adfile', label: '图片', widget: 'image' },
      { name: 'isShowbody', label: '在图片上显示文字', widget: 'flag' },
      { name: 'body', label: '文字', widget: 'html' },
    ],
  },
]

export const contentFormOf = (segment: string) => CONTENT_FORMS.find((spec) => spec.segment === segment)

/** Where the public site shows a row of a content list, for the list's 查看 link. */
export function publicHrefOf(segment: string): ((row: { id: number }) => string) | undefined {
  const href = contentFormOf(segment)?.publicHref
  return href && ((row) => href(row.id))
}

const CATEGORY_TYPE_LABEL: Record<keyof typeof CATEGORY_TYPE, string> = {
  LIST: '列表页',
  DETAIL: '详情页',
  PLASMID_PLATFORM: '质粒平台',
  ABOUT: '关于我们',
  CRISPR_HELP: 'CRISPR 帮助',
  RECRUITMENT: '人才招聘',
  NEWS: '新闻中心',
  NEWS_CHANNEL: '新闻频道',
  CONTACT: '联系我们',
  HOME: '首页',
}

const MOLDS = [
  { value: 'article', label: '文章' },
  { value: 'news', label: '新闻' },
  { value: 'job', label: '招聘' },
  { value: 'page', label: '单页' },
  { value: 'product', label: '产品' },
  { value: 'zhili', label: '质粒' },
] as const

/** The category form's fields but its parent, which has a picker of its own. */
export const CATEGORY_FIELDS: readonly ContentField[] = [
  { name: 'catname', label: '栏目名称', widget: 'text', required: true },
  { name: 'encatname', label: '英文名称', widget: 'text' },
  { name: 'molds', label: '内容模型', widget: { options: MOLDS } },
  {
    name: 'type',
    label: '导航类型',
    widget: {
      options: Object.entries(CATEGORY_TYPE).map(([key, value]) => ({
        value,
        label: CATEGORY_TYPE_LABEL[key as keyof typeof CATEGORY_TYPE],
      })),
    },
    help: '决定菜单中的栏目打开哪个页面',
  },
  { name: 'gourl', label: '跳转地址', widget: 'text', help: '填写后点击栏目直接跳转到这个地址' },
  { name: 'trait', label: '推荐', widget: 'flag' },
  sort,
  { name: 'orderType', label: '下单类型', widget: 'number', help: '下单中心的订单类型，0 为不能下单' },
  { name: 'seoTitle', label: 'SEO 标题', widget: 'text' },
  { name: 'seoKeywords', label: 'SEO 关键词', widget: 'text' },
  { name: 'seoDescription', label: 'SEO 描述', widget: 'textarea' },
  { name: 'description', label: '简介', widget: 'textarea' },
  { name: 'litpicm', label: '栏目图片', widget: 'image' },
  { name: 'body', label: '栏目内容', widget: 'html' },
  { name: 'youshi', label: '服务优势', widget: 'html' },
]
