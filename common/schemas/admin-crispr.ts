// CRISPR-Net jobs of every customer, as operators follow them.
import { z } from '../zod.ts'
import { ListQuerySchema } from './cms.ts'
import { CrisprResultRowSchema } from './crispr.ts'
import { fromDayShape, sortShape } from './list-sort.ts'

export const AdminCrisprJobQuerySchema = ListQuerySchema.extend({
  status: z.coerce.number().int().min(1).max(3).optional().describe('1 运行中，2 处理失败，3 已完成'),
  keyword: z.string().trim().max(100).optional().describe('任务标题或邮箱'),
  ...fromDayShape,
  ...sortShape(['id', 'status', 'attempts', 'createTime', 'finishTime']),
})
export type AdminCrisprJobQuery = z.infer<typeof AdminCrisprJobQuerySchema>

export const AdminCrisprJobSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberEmail: z.string(),
  title: z.string(),
  email: z.string(),
  pamType: z.number().int(),
  genome: z.number().int(),
  pairCount: z.number().int(),
  status: z.number().int(),
  failure: z.string(),
  attempts: z.number().int(),
  createTime: z.string(),
  startTime: z.string().nullable(),
  finishTime: z.string().nullable(),
})
export type AdminCrisprJob = z.infer<typeof AdminCrisprJobSchema>

/** One job as its console page shows it: what the customer submitted and, once finished, the scores. */
export const AdminCrisprJobDetailSchema = AdminCrisprJobSchema.extend({
  /** File name of the result CSV once the job finished; '' before. */
  outCsvfile: z.string(),
  pairs: z.array(z.object({ on_seq: z.string(), off_seq: z.string() })),
  results: z.array(CrisprResultRowSchema),
})
export type AdminCrisprJobDetail = z.infer<typeof AdminCrisprJobDetailSchema>
