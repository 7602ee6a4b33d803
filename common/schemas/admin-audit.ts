// The audit log of the admin console, as admins read and filter it.
import { z } from '../zod.ts'
import { ListQuerySchema } from './cms.ts'
import { optionalInt } from './primitives.ts'

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'reorder',
  'activate',
  'deactivate',
  'rerun',
  'handle',
  'resend',
  'import',
] as const
export const AuditActionSchema = z.enum(AUDIT_ACTIONS)
export type AuditAction = z.infer<typeof AuditActionSchema>

export const AuditQuerySchema = ListQuerySchema.extend({
  staffId: optionalInt(1, Number.MAX_SAFE_INTEGER),
  action: AuditActionSchema.optional(),
  targetType: z.string().trim().max(40).optional(),
  targetId: z.string().trim().max(40).optional(),
  from: z.iso.datetime({ error: '起始时间无效' }).optional(),
  to: z.iso.datetime({ error: '结束时间无效' }).optional(),
})
export type AuditQuery = z.infer<typeof AuditQuerySchema>

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  staffId: z.number().int().nullable(),
  staffEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  summary: z.string(),
  before: z.unknown().describe('修改前的记录，新建时为 null'),
  after: z.unknown().describe('修改后的记录，删除时为 null'),
  ip: z.string(),
  createTime: z.string(),
})
export type AuditEntry = z.infer<typeof AuditEntrySchema>
