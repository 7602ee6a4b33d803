// GET /api/v1/admin/dashboard: what needs attention and how the last 7 and 30 days went,
// in the parts the caller's role may open.
import type { FastifyInstance } from 'fastify'
import { type Kysely, sql } from 'kysely'
import { chinaDayStartIso, chinaDaysUpTo, formatDate } from '#common/china-date.ts'
import { envelope } from '#common/envelope.ts'
import { STAFF_ROLES, type StaffRole } from '#common/schemas/admin-auth.ts'
import {
  DASHBOARD_CHART_DAYS,
  DASHBOARD_PART_ROLES,
  type Dashboard,
  DashboardSchema,
  type PerDay,
  recentSince,
} from '#common/schemas/admin-dashboard.ts'
import { CRISPR_JOB_STATUS } from '#common/schemas/crispr.ts'
import { ORDER_STATUSES } from '#common/schemas/orders/status.ts'
import type { DB } from '#server/db/schema.ts'
import { ok } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { currentStaff } from '#server/plugins/staff-auth.ts'

type Counted = 'member' | 'booking' | 'contactMessage' | 'inquiry' | 'crisprJob' | 'news' | 'serviceOrder'

type Parts = { [Part in keyof Dashboard]-?: () => Promise<NonNullable<Dashboard[Part]>> }

/** An object's counts, made at once: on PostgreSQL each takes a connection of the pool. */
async function allOf<Counts extends Record<string, Promise<unknown>>>(
  counts: Counts,
): Promise<{ [Key in keyof Counts]: Awaited<Counts[Key]> }> {
  const entries = await Promise.all(Object.entries(counts).map(async ([key, count]) => [key, await count] as const))
  return Object.fromEntries(entries) as { [Key in keyof Counts]: Awaited<Counts[Key]> }
}

/** How to count each part of the dashboard; only the parts the caller's role is given are counted. */
function dashboardParts(db: Kysely<DB>, now: number): Parts {
  // Whole China days, as the lists the figures link to filter by date.
  const firstDays = recentSince(new Date(now).toISOString())
  const since7 = chinaDayStartIso(firstDays.last7Days)
  const since30 = chinaDayStartIso(firstDays.last30Days)
  const count = async (table: Counted | 'plasmid', where?: { since?: string; status?: number }) => {
    let query = db.selectFrom(table)
    if (where?.since) query = query.where('createTime', '>=', where.since)
    if (where?.status !== undefined) query = query.where('status', '=', where.status)
    const row = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()
    return Number(row.count)
  }
  const recent = (table: Counted) => ({
    last7Days: count(table, { since: since7 }),
    last30Days: count(table, { since: since30 }),
  })
  const days = chinaDaysUpTo(new Date(now).toISOString(), DASHBOARD_CHART_DAYS)
  /**
   * Counted per UTC hour in SQL (the first 13 characters of the stored ISO time, the same
   * function on both databases), then each hour given its China day: China is a whole 8 hours
   * ahead, so no hour straddles two of its days.
   */
  const perDay = async (table: 'member' | 'serviceOrder'): Promise<PerDay> => {
    const hour = sql<string>`substr(${sql.ref('createTime')}, 1, 13)`
    const rows = await db
      .selectFrom(table)
      .select([hour.as('hour'), (eb) => eb.fn.countAll<number>().as('count')])
      .where('createTime', '>=', chinaDayStartIso(days[0]!))
      .groupBy(hour)
      .execute()
    const counts = new Map(days.map((date) => [date, 0]))
    for (const row of rows) {
      const date = formatDate(`${row.hour}:00:00.000Z`)
      const sum = counts.get(date)
      // A row stamped later than now (another server's clock) is left out, not given a day of its own.
      if (sum !== undefined) counts.set(date, sum + Number(row.count))
    }
    return days.map((date) => ({ date, count: counts.get(date)! }))
  }
  return {
    newCustomers: () => allOf({ ...recent('member'), perDay: perDay('member') }),
    newInboxItems: () =>
      allOf({
        bookings: allOf(recent('booking')),
        contactMessages: allOf(recent('contactMessage')),
        inquiries: allOf(recent('inquiry')),
      }),
    unhandledInbox: () =>
      allOf({
        bookings: count('booking', { status: 0 }),
        contactMessages: count('contactMessage', { status: 0 }),
        inquiries: count('inquiry', { status: 0 }),
      }),
    crisprJobs: () =>
      allOf({
        ...recent('crisprJob'),
        running: count('crisprJob', { status: CRISPR_JOB_STATUS.running }),
        failedLast30Days: count('crisprJob', { since: since30, status: CRISPR_JOB_STATUS.failed }),
      }),
    orders: () =>
      allOf({
        ...recent('serviceOrder'),
        perDay: perDay('serviceOrder'),
        byStatus: Promise.all(
          ORDER_STATUSES.map(async (status) => ({ status, count: await count('serviceOrder', { status }) })),
        ),
      }),
    plasmids: () => count('plasmid'),
    news: () => allOf(recent('news')),
  }
}

async function dashboardFor(db: Kysely<DB>, role: StaffRole, now = Date.now()): Promise<Dashboard> {
  const parts = dashboardParts(db, now)
  const given = (Object.keys(parts) as (keyof Dashboard)[]).filter((part) => DASHBOARD_PART_ROLES[part].includes(role))
  return Object.fromEntries(await Promise.all(given.map(async (part) => [part, await parts[part]()]))) as Dashboard
}

export async function dashboardRoutes(app: FastifyInstance) {
  typed(app).get('/dashboard', {
    config: { staffRoles: STAFF_ROLES },
    schema: {
      tags: ['管理后台：概览'],
      summary: '概览：订单、新客户、未处理留言、CRISPR 任务等',
      security: bearerSecurity,
      response: { 200: envelope(DashboardSchema) },
    },
    handler: async (request) => ok(await dashboardFor(app.db, currentStaff(request).role)),
  })
}
