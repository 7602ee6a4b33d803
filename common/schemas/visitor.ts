// What visitors send from the public pages: bookings, contact messages, buy inquiries
// (spec §3 'Booking payload', 'Contact message', 'Buy inquiry'; §5 'Booking and contact',
// 'Buy inquiry modal'). The forms and the routes validate with these same schemas.
import { z } from '../zod.ts'
import { CaptchaIdSchema } from './captcha.ts'
import { mobileField } from './verification.ts'

const text = (max: number) => z.string().trim().max(max, `最多 ${max} 个字符`)
const required = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, message).max(max, `最多 ${max} 个字符`)
const optionalText = (max: number) => text(max).optional().default('')
const optionalId = z.preprocess(
  (v) => (v === '' || v == null ? undefined : v),
  z.coerce.number().int().min(0).optional(),
)

export const BookingSchema = z.object({
  name: required('请输入姓名', 50),
  phone: mobileField('请输入正确手机号', '请输入正确手机号'),
  code: z
    .string({ error: '请输入验证码' })
    .trim()
    .regex(/^\d{6}$/, '请输入验证码'),
  email: z.string({ error: '请输入正确电子邮件' }).trim().email('请输入正确电子邮件').max(100, '请输入正确电子邮件'),
  company: required('请输入单位名称'),
  title: optionalText(200).describe('预约的服务或产品名称'),
  remark: optionalText(1000),
  aid: optionalId.describe('文章 id'),
  tid: optionalId.describe('栏目 id'),
  captchaId: CaptchaIdSchema,
})
export type Booking = z.infer<typeof BookingSchema>
export type BookingInput = z.input<typeof BookingSchema>

/** What the success modal shows back (spec §2 /dynamicDetail). */
export const BookingReceiptSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  company: z.string(),
  title: z.string(),
})
export type BookingReceipt = z.infer<typeof BookingReceiptSchema>

/** Industries of the contact form; 'Commerical' is the stored value (工业生物技术, Industrial Biotech). */
export const INDUSTRIES = [
  { value: 'Government', label: '政府机构' },
  { value: 'Academic', label: '学术科研' },
  { value: 'Commerical', label: '工业生物技术' },
] as const

export const ContactMessageSchema = z.object({
  fname: required('请输入名字', 50),
  lname: required('请输入姓氏', 50),
  email: z
    .string({ error: '请输入邮箱!' })
    .trim()
    .min(1, '请输入邮箱!')
    .email('邮箱地址不合法!')
    .max(100, '邮箱地址不合法!'),
  industry: z.enum(['Government', 'Academic', 'Commerical'], { error: '请选择所属行业' }),
  country: required('请选择国家!', 60),
  zipcode: optionalText(20),
  company: required('请输入单位名称!', 100),
  body: required('请输入留言内容', 2000),
})
export type ContactMessage = z.infer<typeof ContactMessageSchema>

export const InquirySchema = z.object({
  productName: required('请输入产品名称', 200),
  location: optionalText(100),
  name: required('请输入姓名', 50),
  unit: optionalText(100),
  phone: required('请输入手机号', 30),
  email: required('请输入邮箱!', 100),
  address: optionalText(200),
})
export type Inquiry = z.infer<typeof InquirySchema>

/** Where a visitor form was sent from, recorded with the submission. */
export const SourcePageSchema = z.object({ sourcePage: optionalText(300) })
