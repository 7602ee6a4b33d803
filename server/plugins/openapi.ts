import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

/** OpenAPI document generated from the route schemas: /api/docs (UI), /api/docs/json. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: '官网与客户中心 API',
          description: '官网、客户中心与管理后台使用的 /api/v1 接口。所有响应为 { code, message, data }。',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        },
      },
      transform: jsonSchemaTransform,
    })
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })
  },
  { name: 'openapi' },
)
