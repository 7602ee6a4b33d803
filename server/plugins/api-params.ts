import fp from 'fastify-plugin'
import { AppError } from '../errors.ts'

export const NUL_MESSAGE = '提交的内容包含无效字符'

/** Whether a parsed body or query holds a NUL character anywhere (PostgreSQL cannot store one). */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (depth > 8 || value === null || typeof value !== 'object') return false
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1))
}

/**
 * The spec's clients send POST parameters as query-style params, others send JSON or
 * form bodies (spec §7), and many calls send nothing at all. Merge the query into the
 * body so one `body` schema validates all three (values in the body win), and treat a
 * missing body as an empty one. Text with a NUL character is refused here, once for every
 * call: no field takes one, and PostgreSQL would fail on it.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (containsNul(request.query) || containsNul(request.body)) {
        throw new AppError('VALIDATION_FAILED', NUL_MESSAGE)
      }
      if (request.method === 'GET' || request.method === 'HEAD') return
      const query = (request.query ?? {}) as Record<string, unknown>
      const body = request.body
      if (body === undefined || body === null || body === '') {
        request.body = { ...query }
      } else if (
        typeof body === 'object' &&
        !Array.isArray(body) &&
        !request.headers['content-type']?.startsWith('multipart/')
      ) {
        request.body = { ...query, ...(body as Record<string, unknown>) }
      }
    })
  },
  { name: 'api-params' },
)
