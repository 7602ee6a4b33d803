import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

/** Routes are declared on the zod-typed view of the instance (schemas from #common). */
export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>()
}

/** OpenAPI security of routes behind requireCustomer / requireStaff (the scheme is in plugins/openapi.ts). */
export const bearerSecurity = [{ bearer: [] }]
