// Public content as the API returns it (spec §3 entities, camelCase on the wire
// except where the spec names the field in snake_case).
import { PAGE_MAX } from '../pagination.ts'
import { z } from '../zod.ts'

export interface CategoryNode {
  id: number
  pid: number
  catname: string
  encatname: string
  type: number
  gourl: string
  trait: number
  litpicm: string
  molds: string
  order_type: number
  childs: CategoryNode[]
}

/**
 * A recursive schema has an id in zod's global registry: the OpenAPI document then names it
 * as a component its own `childs` refer to (an unnamed one would leave a dangling $ref).
 */
export const CategoryNodeSchema: z.ZodType<CategoryNode> = z
  .lazy(() =>
    z.object({
      id: z.number().int(),
      pid: z.number().int(),
      catname: z.string(),
      encatname: z.string(),
      type: z.number().int(),
      gourl: z.string(),
      trait: z.number().int(),
      litpicm: z.string(),
      molds: z.string(),
      order_type: z.number().int(),
      childs: z.array(CategoryNodeSchema),
    }),
  )
  .meta({ id: 'CategoryNode' })

export const CarouselAdSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  adfile: z.string(),
  body: z.string(),
  is_showbody: z.number().int(),
  gourl: z.string(),
  status: z.number().int(),
})
export type CarouselAd = z.infer<typeof CarouselAdSchema>

export const RecommendedServiceSchema = z.object({
  id: z.number().int(),
  tid: z.number().int(),
  litpic: z.string(),
  title: z.string(),
  description: z.string(),
})
export type RecommendedService = z.infer<typeof RecommendedServiceSchema>

export const NewsBriefSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  create_time: z.string(),
  update_time: z.string(),
})
export type NewsBrief = z.infer<typeof NewsBriefSchema>

export const ContentBlockSchema = z.object({
  title: z.string(),
  body: z.string(),
  litpic: z.string(),
})
export type ContentBlock = z.infer<typeof ContentBlockSchema>

/** Website settings (spec §3) plus the company's contact details. */
export const WebSettingsSchema = z.object({
  xxl_title: z.string(),
  xxl_qq: z.string(),
  xxl_tel: z.string(),
  xxl_copyright: z.string(),
  xxl_beian: z.string(),
  comany_map: z.string(),
  zp_hottel1: z.string(),
  zp_hottel2: z.string(),
  site_keywords: z.string(),
  site_description: z.string(),
  contact_address: z.string(),
  wechat_qrcode: z.string(),
  /** The person responsible for personal information (PIPL Art. 52), named on the privacy policy page. */
  privacy_officer_name: z.string(),
  privacy_officer_contact: z.string(),
})
export type WebSettings = z.infer<typeof WebSettingsSchema>
export const WEB_SETTING_KEYS = Object.keys(WebSettingsSchema.shape) as (keyof WebSettings)[]

/** A page of a list: `data.data` and `data.total`, as the spec's clients read it. */
export const pageOf = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), total: z.number().int() })
export interface Page<T> {
  data: T[]
  total: number
}

export const BreadcrumbItemSchema = z.object({ title: z.string(), href: z.string() })
export type BreadcrumbItem = z.infer<typeof BreadcrumbItemSchema>

export const CategoryCardSchema = z.object({
  id: z.number().int(),
  pid: z.number().int(),
  type: z.number().int(),
  gourl: z.string(),
  catname: z.string(),
  encatname: z.string(),
  description: z.string(),
  litpicm: z.string(),
})
export type CategoryCard = z.infer<typeof CategoryCardSchema>

/** Everything the category list page (/dynamicIndex) shows. */
export const CategoryDetailSchema = CategoryCardSchema.extend({
  /** Content model: 'product' categories list product articles instead of child services. */
  molds: z.string(),
  body: z.string(),
  youshi: z.string(),
  seo_title: z.string(),
  seo_keywords: z.string(),
  seo_description: z.string(),
  childs: z.array(CategoryCardSchema),
  breadcrumb: z.array(BreadcrumbItemSchema),
})
export type CategoryDetail = z.infer<typeof CategoryDetailSchema>

export const ArticleBriefSchema = z.object({
  id: z.number().int(),
  tid: z.number().int(),
  title: z.string(),
  description: z.string(),
  litpic: z.string(),
  update_time: z.string(),
})
export type ArticleBrief = z.infer<typeof ArticleBriefSchema>

export const ArticleDetailSchema = ArticleBriefSchema.extend({
  body: z.string(),
  keywords: z.string(),
  create_time: z.string(),
  category: CategoryCardSchema,
  breadcrumb: z.array(BreadcrumbItemSchema),
})
export type ArticleDetail = z.infer<typeof ArticleDetailSchema>

export const NewsDetailSchema = NewsBriefSchema.extend({
  tid: z.number().int(),
  body: z.string(),
  litpic: z.string(),
  prev: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  next: z.object({ id: z.number().int(), title: z.string() }).nullable(),
})
export type NewsDetail = z.infer<typeof NewsDetailSchema>

export const JOB_KIND = { ENTERPRISE: 0, SCHOOL: 1 } as const

export const JobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  leixing: z.string(),
  didian: z.string(),
  renshu: z.number().int(),
  create_time: z.string(),
})
export type Job = z.infer<typeof JobSchema>
export const JobDetailSchema = JobSchema.extend({ body: z.string(), kind: z.number().int() })
export type JobDetail = z.infer<typeof JobDetailSchema>

export const WelfareSchema = z.object({ id: z.number().int(), title: z.string(), litpic: z.string(), body: z.string() })
export type Welfare = z.infer<typeof WelfareSchema>
export const WorkPlaceSchema = z.object({ id: z.number().int(), title: z.string(), keywords: z.string() })
export type WorkPlace = z.infer<typeof WorkPlaceSchema>

/** About page counters (spec §2 /aboutUs). */
export const ABOUT_COUNTERS = ['keyanyuansuo', 'jishugongsi', 'xiangmujinyan', 'geleiyangben'] as const
export const AboutSchema = ContentBlockSchema.extend({
  counters: z.record(z.enum(ABOUT_COUNTERS), z.number()),
})
export type About = z.infer<typeof AboutSchema>

export const ListQuerySchema = z.object({
  page: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ error: '页码无效' }).int('页码无效').min(1, '页码无效').max(PAGE_MAX, '页码无效').default(1),
  ),
  size: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: '每页条数无效' })
      .int('每页条数无效')
      .min(1, '每页条数无效')
      .max(100, '每页最多 100 条')
      .default(10),
  ),
})
