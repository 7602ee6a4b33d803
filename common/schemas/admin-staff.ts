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
