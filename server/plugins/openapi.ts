import { METHODS } from 'node:http'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import fp from 'fastify-plugin'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'
import type { OpenAPIV3 } from 'openapi-types'
import type { StaffAccess } from './staff-auth.ts'

/**
 * The operations an OpenAPI 3.0 path item may have. Routes taking every method (the API's
 * catch-all for unknown calls) also take QUERY, which only OpenAPI 3.2 knows: the document
 * leaves it out to stay valid; the route still answers it.
 */
const OPENAPI_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'])
const isOtherHttpMethod = (key: string) => METHODS.includes(key.toUpperCase()) && !OPENAPI_METHODS.has(key)

/** A success that is a file download, in each content type the route may send. */
const fileResponse = (contentTypes: readonly string[]): OpenAPIV3.ResponseObject => ({
  description: '文件（附件下载）',
  content: Object.fromEntries(contentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
})

/** `/api/v1/admin/news/:id` as the document spells it: `/api/v1/admin/news/{id}`. */
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}')

/**
 * OpenAPI document generated from the route schemas: /api/docs (UI), /api/docs/json.
 * Admin operations carry `x-roles`, the staff roles their route declares (its guard reads
 * the same declaration), so the docs and the role matrix test read what the server enforces.
 * A call taking a file documents its multipart form (`multipartForm` in its config) as its
 * request body, which its handler reads as a stream.
 */
export default fp(
  async (app) => {
    const rolesByOperation = new Map<string, StaffAccess>()
    const filesByOperation = new Map<string, readonly string[]>()
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
      transform: (input) => {
        const { staffRoles, sendsFile, multipartForm } = input.route.config ?? {}
        const methods = Array.isArray(input.route.method) ? input.route.method : [input.route.method]
        for (const method of methods) {
          const operation = `${method.toLowerCase()} ${openapiPath(input.url)}`
          if (staffRoles) rolesByOperation.set(operation, staffRoles)
          if (sendsFile) filesByOperation.set(operation, sendsFile)
        }
        if (!multipartForm) return jsonSchemaTransform(input)
        const schema = { ...input.schema, consumes: ['multipart/form-data'], body: multipartForm }
        return jsonSchemaTransform({ ...input, schema })
      },
      transformObject: (document) => {
        if (!('openapiObject' in document)) return document.swaggerObject
        // The schemas with an id in zod's registry (the recursive ones) become components.
        const openapiObject = jsonSchemaTransformObject(document) as OpenAPIV3.Document
        for (const [path, item] of Object.entries(openapiObject.paths ?? {})) {
          for (const [method, operation] of Object.entries(item ?? {})) {
            if (isOtherHttpMethod(method)) {
              delete (item as Record<string, unknown>)[method]
              continue
            }
            const access = rolesByOperation.get(`${method} ${path}`)
            if (access) (operation as OpenAPIV3.OperationObject & { 'x-roles'?: StaffAccess })['x-roles'] = access
            const files = filesByOperation.get(`${method} ${path}`)
            if (files) (operation as OpenAPIV3.OperationObject).responses['200'] = fileResponse(files)
          }
        }
        return openapiObject
      },
    })
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })
  },
  { name: 'openapi' },
)
