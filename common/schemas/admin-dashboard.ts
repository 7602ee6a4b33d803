// The dashboard's counts, each over the last 7 and 30 days where it is a flow. A staff member
// gets only the parts their role may open (DASHBOARD_PART_ROLES).
import { chinaDaysUpTo } from '../china-date.ts'
import { z } from '../zod.ts'
import { CONTENT_EDITORS, OPERATORS, type StaffRole } from './admin-auth.ts'

/**
 * The first China day of "the last 7 days" and "the last 30 days" (today included): the
 * dashboard counts from the start of that day, and its figures link to lists filtered from it.
 */
export function recentSince(nowIso: string): { last7Days: string; last30Days: string } {
  return { last7Days: chinaDaysUpTo(nowIso, 7)[0]!, last30Days: chinaDaysUpTo(nowIso, 30)[0]! }
}

const RecentSchema = z
  .object({ last7Days: z.number().int(), last30Days: z.number().int() })
  .describe('近 7 天与近 30 天（北京时间，含今天）的数量')

/** How many there were on each of the last 30 China days. */
export const DASHBOARD_CHART_DAYS = 30
const PerDaySchema = z
  .array(z.object({ date: z.string().describe('中国日期 YYYY-MM-DD'), count: z.number().int() }))
  .describe(`近 ${DASHBOARD_CHART_DAYS} 天（北京时间，含今天）每天的数量，按日期升序；没有的日子为 0`)
export type PerDay = z.infer<typeof PerDaySchema>

/** A part given only to the roles named in its description (see DASHBOARD_PART_ROLES). */
const forOperators = <T extends z.ZodType>(part: T) => part.optional().describe('（运营与管理员）')
const forEditors = <T extends z.ZodType>(part: T) => part.optional().describe('（编辑与管理员）')

export const DashboardSchema = z.object({
  newCustomers: forOperators(RecentSchema.extend({ perDay: PerDaySchema })),
  newInboxItems: forOperators(
    z.object({ bookings: RecentSchema, contactMessages: RecentSchema, inquiries: RecentSchema }),
  ),
  unhandledInbox: forOperators(
    z.object({
      bookings: z.number().int(),
      contactMessages: z.number().int(),
      inquiries: z.number().int(),
    }),
  ),
  crisprJobs: forOperators(RecentSchema.extend({ running: z.number().int(), failedLast30Days: z.number().int() })),
  orders: forOperators(
    RecentSchema.extend({
      perDay: PerDaySchema,
      byStatus: z
        .array(z.object({ status: z.number().int(), count: z.number().int() }))
        .describe('每个状态当前的订单数（0 待确认 … 6 已完成）'),
    }),
  ),
  plasmids: forEditors(z.number().int()),
  news: forEditors(RecentSchema),
})
export type Dashboard = z.infer<typeof DashboardSchema>

/** Who is given each part: the roles that may open the pages its figures lead to. */
export const DASHBOARD_PART_ROLES = {
  newCustomers: OPERATORS,
  newInboxItems: OPERATORS,
  unhandledInbox: OPERATORS,
  crisprJobs: OPERATORS,
  orders: OPERATORS,
  plasmids: CONTENT_EDITORS,
  news: CONTENT_EDITORS,
} as const satisfies Record<keyof Dashboard, readonly StaffRole[]>
