import type { FastifyInstance } from 'fastify'
import { GENOMES, PAM_TYPES } from '#common/crispr-options.ts'
import { envelope } from '#common/envelope.ts'
import { z } from '#common/zod.ts'
import { ok } from '#server/lib/reply.ts'
import { typed } from '#server/lib/route-types.ts'

export async function crisprOptionsRoutes(app: FastifyInstance) {
  const api = typed(app)
  const tags = ['CRISPR-Net']
  api.post('/help/getPamType', {
    schema: {
      tags,
      summary: 'PAM 类型',
      response: { 200: envelope(z.array(z.object({ id: z.number(), name: z.string(), pam: z.string() }))) },
    },
    handler: async () => ok([...PAM_TYPES]),
  })
  api.post('/help/getGenome', {
    schema: {
      tags,
      summary: '参考基因组',
      response: { 200: envelope(z.array(z.object({ id: z.number(), name: z.string() }))) },
    },
    handler: async () => ok([...GENOMES]),
  })
}
