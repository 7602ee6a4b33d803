import fp from 'fastify-plugin'

/**
 * The spec's clients send POST parameters as query-style params, others send JSON or
 * form bodies (spec §7), and many calls send nothing at all. Merge the query into the
 * body so one `body` schema validates all three (values in the body win), and treat a
 * missing body as an empty one.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
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
