// Customers as operators see them: search, profile with addresses, orders and CRISPR jobs, activation.
import { z } from '../zod.ts'
import { ListQuerySchema } from './cms.ts'
import { fromDayShape, sortShape } from './list-sort.ts'

export const CustomerQuerySchema = ListQuerySchema.extend({
  keyword: z.string().trim().max(100).optional().describe('邮箱、姓名、单位或手机号'),
  active: z.coerce.number().int().min(0).max(1).optional().describe('1 已启用，0 未激活或已停用'),
  ...fromDayShape,
  ...sortShape(['email', 'company', 'isActive', 'createTime']),
})
export type CustomerQuery = z.infer<typeof CustomerQuerySchema>
export const CustomerExportQuerySchema = CustomerQuerySchema.omit({ page: true, size: true })

export const CustomerRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  fname: z.string(),
  lname: z.string(),
  company: z.string(),
  tel: z.string(),
  isActive: z.number().int(),
  activateTime: z.string().nullable().describe('首次激活时间；从未激活为 null'),
  createTime: z.string(),
  deletedTime: z.string().nullable().describe('账户注销时间；未注销为 null（注销后只留下订单）'),
})
export type CustomerRow = z.infer<typeof CustomerRowSchema>

export const CustomerDetailSchema = CustomerRowSchema.extend({
  username: z.string(),
  department: z.string(),
  telVerified: z.number().int(),
  piEmail: z.string(),
  piFname: z.string(),
  piLname: z.string(),
  road: z.number().int(),
  isSendup: z.number().int(),
  updateTime: z.string(),
  addresses: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      company: z.string(),
      address: z.string(),
      tel: z.string(),
      isDefault: z.number().int(),
    }),
  ),
  orders: z.array(
    z.object({
      id: z.number().int(),
      orderno: z.string(),
      orderType: z.number().int().describe('1 GUIDE-seq，2 扩增子，3 细胞株'),
      status: z.number().int(),
      sampleCount: z.number().int(),
      createTime: z.string(),
    }),
  ),
  crisprJobs: z.array(
    z.object({ id: z.number().int(), title: z.string(), status: z.number().int(), createTime: z.string() }),
  ),
})
export type CustomerDetail = z.infer<typeof CustomerDetailSchema>
