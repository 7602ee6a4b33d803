// Staff accounts as the admin role manages them (and `npm run admin:create`).
import { z } from '../zod.ts'
import { emailField, newPasswordField, optionalText } from './account-fields.ts'
import { StaffRoleSchema } from './admin-auth.ts'

export const CreateStaffSchema = z.object({
  email: emailField('请输入邮箱'),
  name: optionalText(50),
  password: newPasswordField('请输入密码'),
  role: StaffRoleSchema,
})
export type CreateStaff = z.infer<typeof CreateStaffSchema>

export const UpdateStaffSchema = z.object({
  name: optionalText(50),
  role: StaffRoleSchema,
  isActive: z.coerce.number().int().min(0).max(1).describe('0 停用：其登录立即失效'),
})
export type UpdateStaff = z.infer<typeof UpdateStaffSchema>

export const ResetStaffPasswordSchema = z.object({ password: newPasswordField('请输入新密码') })

export const StaffAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  isActive: z.number().int(),
  lastLoginTime: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
})
export type StaffAccount = z.infer<typeof StaffAccountSchema>
