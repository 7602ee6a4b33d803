import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import { optionalInt } from '#common/schemas/primitives.ts'
import { z } from '#common/zod.ts'
import { ok } from '#server/lib/reply.ts'
import { typed } from '#server/lib/route-types.ts'
import { areasOf } from './region-tree.ts'

export async function regionRoutes(app: FastifyInstance) {
  typed(app).post('/help/getArea', {
    schema: {
      tags: ['地区'],
      summary: '下级地区（pid=0 为省级，含港澳台）',
      body: z.object({ pid: optionalInt(0, 999_999_999) }).optional(),
      response: { 200: envelope(z.array(z.object({ id: z.number().int(), cityName: z.string() }))) },
    },
    handler: async (request) => ok(areasOf(request.body?.pid ?? 0)),
  })
}
