// The operations of the app's OpenAPI document (/api/docs/json), for tests generated from
// it: a call added to the server is in the document, so these tests cover it without
// new test code.
import type { FastifyInstance } from 'fastify'
import type { StaffRole } from '#common/schemas/admin-auth.ts'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** The subset of JSON Schema the zod-generated document uses. */
export interface JsonSchema {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  anyOf?: JsonSchema[]
  minimum?: number
  maximum?: number
  exclusiveMinimum?: boolean | number
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  pattern?: string
  format?: string
  default?: unknown
}

export interface ApiParameter {
  in: 'path' | 'query'
  name: string
  required: boolean
  schema: JsonSchema
}

export interface ApiOperation {
  method: HttpMethod
  /** The path as the document spells it: `/api/v1/admin/news/{id}`. */
  path: string
  tags: string[]
  /** The route sits behind a login guard (a customer's, or staff's under /api/v1/admin). */
  secured: boolean
  /** Staff roles of an admin call (`x-roles`): 'public' for the staff login itself. */
  access: readonly StaffRole[] | 'public' | undefined
  /** The JSON body schema, when the call takes one. */
  body: JsonSchema | undefined
  /** The multipart form (its text fields and `file`), when the call takes a file. */
  form: JsonSchema | undefined
  parameters: ApiParameter[]
}

interface DocumentOperation {
  tags?: string[]
  security?: unknown[]
  'x-roles'?: readonly StaffRole[] | 'public'
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
  parameters?: ApiParameter[]
}

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete'])

/** Every documented operation of the app (the web catch-all for unknown API paths too). */
export async function apiOperations(app: FastifyInstance): Promise<ApiOperation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' })
  const document = response.json() as { paths: Record<string, Record<string, DocumentOperation>> }
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase() as HttpMethod,
        path,
        tags: operation.tags ?? [],
        secured: (operation.security ?? []).length > 0,
        access: operation['x-roles'],
        body: operation.requestBody?.content?.['application/json']?.schema,
        form: operation.requestBody?.content?.['multipart/form-data']?.schema,
        parameters: operation.parameters ?? [],
      })),
  )
}

export const isAdminOperation = (operation: ApiOperation) => operation.path.startsWith('/api/v1/admin/')

/** The customer area: calls behind the customer login (outside /api/v1/admin). */
export const isCustomerOperation = (operation: ApiOperation) => operation.secured && !isAdminOperation(operation)

/** `METHOD /path`, how tests name an operation. */
export const operationLabel = (operation: ApiOperation) => `${operation.method} ${operation.path}`

/**
 * A path segment, percent-encoded. A lone surrogate, which UTF-8 cannot encode, is sent as
 * the three bytes a careless client would send for it (invalid UTF-8 for the server).
 */
function encodeSegment(value: string): string {
  return Array.from(value)
    .map((character) => {
      const code = character.charCodeAt(0)
      if (character.length > 1 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(character)
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('')
    })
    .join('')
}

/** The path with each `{name}` replaced by `values(name)` (percent-encoded). */
export function fillPath(path: string, values: (name: string) => string): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeSegment(values(name)))
}
