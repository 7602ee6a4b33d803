// The audit log of the admin console, as admins read, filter and export it.
import { z } from '../zod.ts'
import { ListQuerySchema } from './cms.ts'
import { optionalInt } from './primitives.ts'
import { sortShape } from './list-sort.ts'
import { PLASMID_FIELD_LABELS } from '../plasmid-field-labels.ts'

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
  'export',
  'login',
  'login_failed',
] as const
export const AuditActionSchema = z.enum(AUDIT_ACTIONS, { error: '操作类型无效' })
export type AuditAction = z.infer<typeof AuditActionSchema>

/** What the log page and its CSV call each action. */
export const AUDIT_ACTION_LABEL: Record<AuditAction, string> = {
  create: '新建',
  update: '修改',
  delete: '删除',
  reorder: '排序',
  activate: '启用',
  deactivate: '停用',
  rerun: '重新运行',
  handle: '处理',
  resend: '重发',
  import: '导入',
  export: '导出',
  login: '登录',
  login_failed: '登录失败',
}

/**
 * A moment of the filter, as the console sends it (UTC, ending in Z). A date the calendar
 * does not have (2 月 30 日) is refused rather than rolled over into the next month.
 */
const moment = (message: string) =>
  z.iso
    .datetime({ error: message })
    .refine((value) => {
      const time = new Date(value)
      return !Number.isNaN(time.getTime()) && time.toISOString().slice(0, 10) === value.slice(0, 10)
    }, message)
    .optional()

const filterShape = {
  staffId: optionalInt(1, Number.MAX_SAFE_INTEGER).describe('工作人员 id'),
  action: AuditActionSchema.optional(),
  targetType: z.string().trim().max(40).optional().describe('对象类型：news、plasmids、staff…'),
  targetId: z.string().trim().max(40).optional().describe('对象编号'),
  from: moment('起始时间无效').describe('起始时间（含），ISO 8601 UTC'),
  to: moment('结束时间无效').describe('结束时间（不含），ISO 8601 UTC'),
}
/** The end of the range is not before its start. */
const inOrder = <T extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(schema: T) =>
  schema.refine(({ from, to }) => !from || !to || from <= to, { path: ['to'], message: '结束时间不能早于起始时间' })

export const AuditQuerySchema = inOrder(
  ListQuerySchema.extend({ ...filterShape, ...sortShape(['createTime', 'staffEmail', 'action', 'targetType']) }),
)
export type AuditQuery = z.infer<typeof AuditQuerySchema>
/** The CSV export takes the list's filters. */
export const AuditExportQuerySchema = inOrder(z.object(filterShape))
export type AuditFilters = z.infer<typeof AuditExportQuerySchema>

/** One changed field of an entry: a new record's fields have no old value, a deleted one's no new value. */
export const AuditFieldChangeSchema = z.object({
  field: z.string().describe('字段名；不是记录的值（如新的排序）为空'),
  before: z.unknown().describe('修改前的值，新建时为 null；密码、令牌等显示为 ***'),
  after: z.unknown().describe('修改后的值，删除时为 null；密码、令牌等显示为 ***'),
})
export type AuditFieldChange = z.infer<typeof AuditFieldChangeSchema>

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  staffId: z.number().int().nullable(),
  staffEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  summary: z.string(),
  before: z.unknown().describe('修改前：修改时只有改动的字段，新建时为 null'),
  after: z.unknown().describe('修改后：修改时只有改动的字段，删除时为 null'),
  changes: z.array(AuditFieldChangeSchema).describe('逐个字段的改动'),
  ip: z.string(),
  createTime: z.string(),
})
export type AuditEntry = z.infer<typeof AuditEntrySchema>

/** The Chinese names of the fields staff change most; other fields keep their own name. */
const AUDIT_FIELD_LABEL: Record<string, string> = {
  ...PLASMID_FIELD_LABELS,
  status: '状态',
  title: '标题',
  catname: '栏目名称',
  tid: '栏目',
  pid: '上级栏目',
  sort: '排序',
  body: '正文',
  content: '内容',
  keywords: '关键词',
  description: '描述',
  role: '角色',
  isActive: '启用',
  note: '备注',
  email: '邮箱',
  password: '密码',
  passwordHash: '密码',
  adfile: '图片',
  gourl: '跳转地址',
  positionId: '广告位',
  startTime: '开始时间',
  endTime: '结束时间',
  value: '取值',
}

/** What the log page and its CSV call a changed field. */
export const auditFieldLabel = (field: string): string => AUDIT_FIELD_LABEL[field] ?? field

/** A value of a change as the log page and its CSV write it. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined) return ''
  return typeof value === 'string' ? value : JSON.stringify(value)
}
