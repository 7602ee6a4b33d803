// What editors write through the admin console: categories, articles, news, jobs, welfare,
// work places, carousel ads, content blocks and website settings. Field names are the
// columns' (camelCase); HTML fields are sanitized by the server on save.
import { z } from '../zod.ts'
import { RETENTION_SETTING, RetentionDaysSchema } from './deliverables.ts'
import { requiredText } from './account-fields.ts'
import { type ABOUT_COUNTERS, ListQuerySchema } from './cms.ts'
import { fromDayShape } from './list-sort.ts'
import { IdSchema, idField, optionalInt } from './primitives.ts'

const HTML_MAX = 200_000
const text = (max: number) => z.string().trim().max(max, `最多 ${max} 个字符`).default('')
const html = z.string().max(HTML_MAX, '内容过长').default('').describe('HTML，保存时按网站的白名单清理')
const int = (min: number, max: number, fallback = 0) => z.coerce.number().int().min(min).max(max).default(fallback)
const flag = z.coerce.number().int().min(0).max(1).default(0)
/** A link or an uploaded file's path: site-relative or http(s), never javascript: and the like. */
export const LinkSchema = z
  .string()
  .trim()
  .max(500, '最多 500 个字符')
  .refine((value) => value === '' || /^(\/(?!\/)|https?:\/\/)/i.test(value), '请输入以 / 或 http(s):// 开头的地址')
  .default('')

export const CategoryInputSchema = z.object({
  pid: int(0, Number.MAX_SAFE_INTEGER).describe('上级栏目 id，0 为顶级'),
  catname: requiredText('请输入栏目名称', 100),
  encatname: text(100),
  molds: z.enum(['article', 'news', 'job', 'page', 'product', 'zhili'], { error: '请选择内容模型' }).default('article'),
  type: int(0, 100).describe('导航类型，见 common/category-routing.ts'),
  gourl: LinkSchema.describe('外链地址；填写后栏目直接跳转'),
  trait: flag.describe('1 = 推荐'),
  litpicm: LinkSchema.describe('栏目图片'),
  orderType: int(0, 100).describe('下单中心的订单类型，0 为不下单'),
  description: text(2000),
  body: html,
  youshi: html.describe('服务优势（HTML）'),
  sort: int(0, 1_000_000),
  seoTitle: text(200),
  seoKeywords: text(500),
  seoDescription: text(1000),
})
export type CategoryInput = z.infer<typeof CategoryInputSchema>
export const CategorySchema = CategoryInputSchema.extend({ id: z.number().int() })
export type AdminCategory = z.infer<typeof CategorySchema>
/** Recursive: named in zod's global registry, so the OpenAPI document has it as a component. */
export const CategoryTreeNodeSchema = CategorySchema.extend({
  articleCount: z.number().int(),
  newsCount: z.number().int(),
  get children(): z.ZodArray<typeof CategoryTreeNodeSchema> {
    return z.array(CategoryTreeNodeSchema)
  },
}).meta({ id: 'AdminCategoryTreeNode' })
export type CategoryTreeNode = z.infer<typeof CategoryTreeNodeSchema>

/** Puts `ids` under `pid` in this order (reorder and move in one call). */
export const CategoryReorderSchema = z.object({
  pid: int(0, Number.MAX_SAFE_INTEGER),
  ids: z.array(IdSchema).min(1, '请选择栏目').max(500),
})
export type CategoryReorder = z.infer<typeof CategoryReorderSchema>

/** The category an article or news item is filed under: the form's field says 请选择栏目. */
export const CategoryIdSchema = idField('请选择栏目').describe('所属栏目 id')

export const ArticleInputSchema = z.object({
  tid: CategoryIdSchema,
  title: requiredText('请输入标题', 200),
  description: text(2000),
  body: html,
  keywords: text(500),
  litpic: LinkSchema,
  isRecommended: flag.describe('1 = 首页推荐'),
  sort: int(0, 1_000_000),
})
export type ArticleInput = z.infer<typeof ArticleInputSchema>

export const NewsInputSchema = z.object({
  tid: CategoryIdSchema,
  title: requiredText('请输入标题', 200),
  description: z.string().max(5000, '最多 5000 个字符').default('').describe('摘要（HTML）'),
  body: html,
  litpic: LinkSchema,
  createTime: z.iso.datetime({ error: '发布时间无效' }).optional().describe('发布时间，缺省为现在'),
})
export type NewsInput = z.infer<typeof NewsInputSchema>

export const JobInputSchema = z.object({
  kind: int(0, 1).describe('0 社会招聘，1 校园招聘'),
  title: requiredText('请输入职位名称', 200),
  leixing: text(100).describe('职位类别'),
  didian: text(100).describe('工作地点'),
  renshu: int(0, 10_000).describe('招聘人数'),
  body: html,
})
export type JobInput = z.infer<typeof JobInputSchema>

export const WelfareInputSchema = z.object({
  title: text(200),
  litpic: LinkSchema,
  body: html,
  sort: int(0, 1_000_000),
})
export type WelfareInput = z.infer<typeof WelfareInputSchema>

export const WorkPlaceInputSchema = z.object({
  title: requiredText('请输入名称', 200),
  keywords: text(500).describe('地址'),
  sort: int(0, 1_000_000),
})
export type WorkPlaceInput = z.infer<typeof WorkPlaceInputSchema>

export const AdFieldsSchema = z.object({
  positionId: int(1, 1000, 1).describe('广告位，1 = 首页轮播'),
  name: requiredText('请输入名称', 200),
  adfile: LinkSchema.describe('图片'),
  body: html,
  isShowbody: flag.describe('1 = 在图片上显示文字'),
  gourl: LinkSchema.describe('点击跳转地址'),
  status: flag.describe('1 = 显示'),
  sort: int(0, 1_000_000),
  startTime: z.iso.datetime({ error: '开始时间无效' }).nullable().default(null).describe('不早于此时显示'),
  endTime: z.iso.datetime({ error: '结束时间无效' }).nullable().default(null).describe('此时之后不再显示'),
})
export const AdInputSchema = AdFieldsSchema.superRefine((value, ctx) => {
  if (value.startTime && value.endTime && Date.parse(value.endTime) <= Date.parse(value.startTime))
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: '结束时间须晚于开始时间' })
})
export type AdInput = z.infer<typeof AdInputSchema>

export const ContentBlockInputSchema = z.object({
  title: text(200),
  body: html,
  litpic: LinkSchema,
})
export type ContentBlockInput = z.infer<typeof ContentBlockInputSchema>
export const BlockKeyParamsSchema = z.object({ key: z.string().regex(/^[a-z0-9_]{1,40}$/, '参数 key 无效') })
export const AdminBlockSchema = ContentBlockInputSchema.extend({ key: z.string(), sort: z.number().int() })

const settingEmail = z.string().trim().email('请输入正确的邮箱地址')
const settingCount = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/, '请输入整数')

/** Settings whose value has a fixed form (addresses, counters, links), checked wherever they are entered. */
export const SETTING_FORMATS: Readonly<Record<string, z.ZodType>> = {
  // The site's title on every page and in its e-mails.
  xxl_title: z.string().trim().min(1, '请输入公司名称'),
  sales_email: settingEmail,
  // Empty until set: customers' order messages then go to the customer service address.
  order_message_email: z
    .string()
    .trim()
    .refine((value) => value === '' || settingEmail.safeParse(value).success, '请输入正确的邮箱地址'),
  xxl_qq: settingEmail,
  hr_email: settingEmail,
  keyanyuansuo: settingCount,
  jishugongsi: settingCount,
  xiangmujinyan: settingCount,
  geleiyangben: settingCount,
  comany_map: LinkSchema,
  wechat_qrcode: LinkSchema,
  site_logo: LinkSchema,
  site_logo_white: LinkSchema,
  beian_url: LinkSchema,
  [RETENTION_SETTING]: RetentionDaysSchema,
}

/** Website settings by name; only names the site already has are accepted. */
export const SettingsInputSchema = z
  .object({
    settings: z.record(
      z.string().regex(/^[a-z0-9_]{1,60}$/, '设置项名称无效'),
      z.string().max(5000, '最多 5000 个字符'),
    ),
  })
  .superRefine(({ settings }, ctx) => {
    for (const [name, value] of Object.entries(settings)) {
      const issue = SETTING_FORMATS[name]?.safeParse(value).error?.issues[0]
      if (issue) ctx.addIssue({ code: 'custom', path: ['settings', name], message: issue.message })
    }
  })
export const SettingsResultSchema = z.object({ settings: z.record(z.string(), z.string()) })

/** The About page's four figures, which editors keep up to date (stored as website settings). */
const counter = z.coerce
  .number({ error: '请输入数字' })
  .int('请输入整数')
  .min(0, '不能小于 0')
  .max(1_000_000_000, '数字过大')
export const AboutCountersSchema = z.object({
  keyanyuansuo: counter.describe('服务科研院所'),
  jishugongsi: counter.describe('服务技术公司'),
  xiangmujinyan: counter.describe('项目经验（年）'),
  geleiyangben: counter.describe('累计处理样本'),
}) satisfies z.ZodObject<Record<(typeof ABOUT_COUNTERS)[number], z.ZodType>>
export type AboutCounters = z.infer<typeof AboutCountersSchema>

/** Lists of the admin console: page, size and an optional title search or category. */
export const AdminListQuerySchema = ListQuerySchema.extend({
  keyword: z.string().trim().max(100).optional(),
  tid: optionalInt(1, Number.MAX_SAFE_INTEGER),
  ...fromDayShape,
})
export type AdminListQuery = z.infer<typeof AdminListQuerySchema>
