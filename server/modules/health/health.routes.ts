import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'

/**
 * Probes for the load balancer: /healthz (the process is up; stays up while the database is
 * away, so the instance is not restarted for someone else's outage) and /readyz (the
 * database is migrated and answers; take the instance out of rotation while it says 503).
 */
export async function healthRoutes(app: FastifyInstance) {
  const hide = { hide: true }
  app.get('/healthz', { schema: hide, logLevel: 'warn' }, async () => ({ status: 'ok' }))
  app.get('/readyz', { schema: hide, logLevel: 'warn' }, async (request, reply) => {
    if (!app.databaseReady()) return reply.status(503).send({ status: 'starting' })
    try {
      await sql`select 1`.execute(app.db)
      return { status: 'ok' }
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable')
      return reply.status(503).send({ status: 'unavailable' })
    }
  })
}
