// GET /api/v1/admin/dashboard: what needs attention and how the last 7 and 30 days went.
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { envelope } from '#common/errors.ts'
import { STAFF_ROLES } from '#common/schemas/admin-auth.ts'
import { type Dashboard, DashboardSchema } from '#common/schemas/admin-dashboard.ts'
import { CRISPR_JOB_STATUS } from '#common/schemas/crispr.ts'
import type { DB } from '#server/db/schema.ts'
import { ok } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'

const DAY_MS = 24 * 60 * 60_000
type Counted = 'member' | 'booking' | 'contactMessage' | 'inquiry' | 'crisprJob' | 'news'

async function dashboard(db: Kysely<DB>, now = Date.now()): Promise<Dashboard> {
  const since7 = new Date(now - 7 * DAY_MS).toISOString()
  const since30 = new Date(now - 30 * DAY_MS).toISOString()
  const count = async (table: Counted | 'plasmid', where?: { since?: string; status?: number }) => {
    let query = db.selectFrom(table)
    if (where?.since) query = query.where('createTime', '>=', where.since)
    if (where?.status !== undefined) query = query.where('status', '=', where.status)
    const row = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()
    return Number(row.count)
  }
  const recent = async (table: Counted) => ({
    last7Days: await count(table, { since: since7 }),
    last30Days: await count(table, { since: since30 }),
  })
  const inbox = ['booking', 'contactMessage', 'inquiry'] as const
  const inboxRecent = await Promise.all(inbox.map(recent))
  return {
    newCustomers: await recent('member'),
    newInboxItems: {
      last7Days: inboxRecent.reduce((sum, item) => sum + item.last7Days, 0),
      last30Days: inboxRecent.reduce((sum, item) => sum + item.last30Days, 0),
    },
    unhandledInbox: {
      bookings: await count('booking', { status: 0 }),
      contactMessages: await count('contactMessage', { status: 0 }),
      inquiries: await count('inquiry', { status: 0 }),
    },
    crisprJobs: {
      ...(await recent('crisprJob')),
      running: await count('crisprJob', { status: CRISPR_JOB_STATUS.running }),
      failedLast30Days: await count('crisprJob', { since: since30, status: CRISPR_JOB_STATUS.failed }),
    },
    plasmids: await count('plasmid'),
    news: await recent('news'),
  }
}

export async function dashboardRoutes(app: FastifyInstance) {
  typed(app).get('/dashboard', {
    config: { staffRoles: STAFF_ROLES },
    schema: {
      tags: ['管理后台：概览'],
      summary: '概览：新客户、未处理留言、CRISPR 任务等',
      security: bearerSecurity,
      response: { 200: envelope(DashboardSchema) },
    },
    handler: async () => ok(await dashboard(app.db)),
  })
}
