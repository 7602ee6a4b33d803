// The dashboard's counts, each over the last 7 and 30 days where it is a flow.
import { z } from '../zod.ts'

const RecentSchema = z.object({ last7Days: z.number().int(), last30Days: z.number().int() })

export const DashboardSchema = z.object({
  newCustomers: RecentSchema,
  newInboxItems: RecentSchema,
  unhandledInbox: z.object({
    bookings: z.number().int(),
    contactMessages: z.number().int(),
    inquiries: z.number().int(),
  }),
  crisprJobs: RecentSchema.extend({ running: z.number().int(), failedLast30Days: z.number().int() }),
  plasmids: z.number().int(),
  news: RecentSchema,
})
export type Dashboard = z.infer<typeof DashboardSchema>
