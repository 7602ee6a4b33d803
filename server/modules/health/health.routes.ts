import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'

/** Probes for the load balancer: /healthz (process up), /readyz (database reachable). */
export async function healthRoutes(app: FastifyInstance) {
  const hide = { hide: true }
  app.get('/healthz', { schema: hide, logLevel: 'warn' }, async () => ({ status: 'ok' }))
  app.get('/readyz', { schema: hide, logLevel: 'warn' }, async (request, reply) => {
    try {
      await sql`select 1`.execute(app.db)
      return { status: 'ok' }
    } catch (error) {
      request.log.error({ err: error }, 'database not reachable')
      return reply.status(503).send({ status: 'unavailable' })
    }
  })
}
