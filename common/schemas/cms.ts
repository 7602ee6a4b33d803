// Public content as the API returns it (spec §3 entities, camelCase on the wire
// except where the spec names the field in snake_case).
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

export const CategoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
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
})
export type WebSettings = z.infer<typeof WebSettingsSchema>
export const WEB_SETTING_KEYS = Object.keys(WebSettingsSchema.shape) as (keyof WebSettings)[]
