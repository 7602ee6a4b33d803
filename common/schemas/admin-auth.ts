// Staff login of the admin console and the staff account the console shows.
import { z } from '../zod.ts'
import { emailField, loginCaptchaFields } from './account-fields.ts'

/** admin: everything; editor: content and catalogue; operator: customers, inbox, CRISPR jobs. */
export const STAFF_ROLES = ['admin', 'editor', 'operator'] as const
export const StaffRoleSchema = z.enum(STAFF_ROLES, { error: '请选择角色' })
export type StaffRole = z.infer<typeof StaffRoleSchema>

/** Content and catalogue are the editors' work; admins may do everything. */
export const CONTENT_EDITORS: readonly StaffRole[] = ['editor', 'admin']
/** Customers, the inbox and CRISPR jobs are the operators' work. */
export const OPERATORS: readonly StaffRole[] = ['operator', 'admin']
export const ADMINS_ONLY: readonly StaffRole[] = ['admin']

export const STAFF_ROLE_LABEL: Record<StaffRole, string> = {
  admin: '管理员',
  editor: '编辑',
  operator: '运营',
}

export const AdminLoginSchema = z.object({
  email: emailField('请输入邮箱'),
  password: z.string({ error: '请输入密码' }).trim().min(1, '请输入密码').max(128, '请输入密码'),
  ...loginCaptchaFields,
})
export type AdminLogin = z.infer<typeof AdminLoginSchema>

export const StaffUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
})
export type StaffUser = z.infer<typeof StaffUserSchema>

export const AdminLoginResultSchema = z.object({
  info: z.object({
    token: z.string().describe('放在 Authorization: Bearer <token> 中；与客户令牌互不通用'),
    user: StaffUserSchema,
  }),
})
export type AdminLoginResult = z.infer<typeof AdminLoginResultSchema>

export const AdminMeResultSchema = z.object({ user: StaffUserSchema })
