// fast-check arbitraries of hostile requests, generated from an operation of the OpenAPI
// document: plausible values from each schema, then mutated into wrong types, missing and
// extra fields, nulls, oversized and deeply nested values and injection strings, sent as
// JSON, as a form, as multipart or as bytes that are not JSON at all.
import fc from 'fast-check'
import type { ApiOperation, JsonSchema } from './openapi-operations.ts'

/** Strings that probe SQL, HTML, paths, the NUL byte and unicode handling. */
export const INJECTION_STRINGS = [
  "' OR '1'='1",
  '1; DROP TABLE member; --',
  '1 UNION SELECT password_hash FROM member',
  "') OR 1=1 --",
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  'a\u0000b',
  '\u0000',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Eevil',
  '\u200B\u200D\uFEFF',
  '１２３４５',
  'Ａ＠ｂ．ｃｎ',
  'e\u0301\u0301\u0301',
  '😀🧬',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  ' ',
  '\r\n\t',
] as const

/** Numbers at and past the edges: 64-bit overflow, the safe-integer bound, fractions. */
const EDGE_NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  1.5,
  2 ** 31,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 63,
  1e21,
  9e307,
  -9e307,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
]

/** Strings of 1 KB to 200 KB, well within the 1 MiB body limit. */
const oversizedString = fc
  .tuple(fc.constantFrom('a', '汉', '😀', "'", '<', '9'), fc.constantFrom(1_000, 10_000, 200_000))
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)))

/** Arrays or objects nested hundreds or thousands deep (a few KB of JSON). */
const deeplyNested = fc
  .tuple(fc.constantFrom('array', 'object'), fc.constantFrom(64, 500, 2_000))
  .map(([kind, depth]) => {
    const open = kind === 'array' ? '['.repeat(depth) : '{"a":'.repeat(depth)
    const close = kind === 'array' ? ']'.repeat(depth) : '}'.repeat(depth)
    return JSON.parse(`${open}1${close}`) as unknown
  })

/** Objects whose own keys are __proto__, constructor or prototype (made by JSON.parse, as a server sees them). */
const prototypeKeys = fc
  .tuple(
    fc.constantFrom('__proto__', 'constructor', 'prototype'),
    fc.constantFrom('{"isAdmin":true}', '{}', '1', 'null'),
  )
  .map(([key, value]) => JSON.parse(`{"${key}":${value},"id":1}`) as unknown)

/** A value that the schema does not expect, whatever it expects. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, '', [], {}, [[]], [null], '1', 'abc', 0),
  fc.constantFrom(...EDGE_NUMBERS),
  fc.constantFrom(...INJECTION_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  oversizedString,
  deeplyNested,
  prototypeKeys,
  fc.array(fc.constantFrom(...INJECTION_STRINGS), { minLength: 1, maxLength: 3 }),
)

const SAFE_LIMIT = 1_000_000

/** A value that fits the schema more or less (patterns are not honoured), so some requests get past validation. */
export function plausibleValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constantFrom(1, 'a', true)
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum)
  if (schema.anyOf && schema.anyOf.length > 0)
    return fc.oneof(...schema.anyOf.map((item) => plausibleValue(item, depth + 1)))
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const exclusive = schema.exclusiveMinimum === true ? 1 : 0
      const min = Math.max(schema.minimum ?? -SAFE_LIMIT, -SAFE_LIMIT) + exclusive
      const max = Math.min(schema.maximum ?? SAFE_LIMIT, SAFE_LIMIT)
      return schema.type === 'integer'
        ? fc.oneof(fc.constantFrom(min, Math.min(max, Math.max(min, 1))), fc.integer({ min, max }))
        : fc.double({ min, max, noNaN: true })
    }
    case 'string':
      if (schema.format === 'email') return fc.emailAddress()
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 30) })
    case 'boolean':
      return fc.boolean()
    case 'array':
      return fc.array(plausibleValue(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      })
    case 'object':
      return plausibleObject(schema, depth)
    default:
      return fc.constantFrom(1, 'a', null)
  }
}

function plausibleObject(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {}
  const keys = Object.keys(properties)
  if (keys.length === 0) return fc.constant({})
  return fc.record(Object.fromEntries(keys.map((key) => [key, plausibleValue(properties[key], depth + 1)])), {
    requiredKeys: (schema.required ?? []).filter((key) => keys.includes(key)),
  })
}

/** The body schema's object, broken in one of the ways a careless or hostile client breaks it. */
function malformedObject(schema: JsonSchema): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {})
  const base = plausibleObject(schema)
  const fieldName = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('id')
  const withField = (body: Record<string, unknown>, key: string, value: unknown) => {
    const copy = { ...body }
    Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true })
    return copy
  }
  return fc.oneof(
    { arbitrary: base, weight: 2 },
    {
      arbitrary: fc.tuple(base, fieldName, hostileValue).map(([body, key, value]) => withField(body, key, value)),
      weight: 6,
    },
    {
      arbitrary: fc.tuple(base, fieldName).map(([body, key]) => {
        const copy = { ...body }
        delete copy[key]
        return copy
      }),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(
          base,
          fc.constantFrom('__proto__', 'constructor', 'prototype', 'uid', 'memberId', 'status', 'x'),
          hostileValue,
        )
        .map(([body, key, value]) => withField(body, key, value)),
      weight: 2,
    },
  )
}

/** A whole body, for an operation with or without a body schema (JSON, or the text fields of a multipart form). */
export function hostileBody(operation: ApiOperation): fc.Arbitrary<unknown> {
  const schema = operation.body ?? operation.form
  const object =
    schema?.type === 'object' ? malformedObject(schema) : fc.dictionary(fc.string(), hostileValue, { maxKeys: 3 })
  return fc.oneof({ arbitrary: object, weight: 8 }, { arbitrary: hostileValue, weight: 2 })
}

/** Query or path parameter values: plausible or hostile, as text. */
function parameterText(schema: JsonSchema): fc.Arbitrary<string> {
  return fc
    .oneof({ arbitrary: plausibleValue(schema), weight: 2 }, { arbitrary: hostileValue, weight: 3 })
    .map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')))
}

export interface FuzzRequest {
  pathValues: Record<string, string>
  query: [string, string][]
  encoding: 'json' | 'form' | 'multipart' | 'broken-json' | 'text'
  body: unknown
  /** A header value that replaces the caller's Authorization (a forged or garbled token). */
  authorization: string | undefined
  acceptLanguage: string | undefined
}

const forgedAuthorization = fc.constantFrom(
  undefined,
  undefined,
  undefined,
  'Bearer ',
  "Bearer ' OR 1=1 --",
  `Bearer ${'x'.repeat(5_000)}`,
  'Basic YWRtaW46YWRtaW4=',
  'Bearer ../../etc/passwd',
)

/** Mostly the encoding the call takes (a multipart form where it takes a file), sometimes another. */
const encodingOf = (operation: ApiOperation): fc.Arbitrary<FuzzRequest['encoding']> =>
  operation.form
    ? fc.constantFrom('multipart', 'multipart', 'multipart', 'multipart', 'json', 'form', 'broken-json', 'text')
    : fc.constantFrom('json', 'json', 'json', 'json', 'form', 'multipart', 'broken-json', 'text')

/** One request to the operation: its path, query and body all generated from the document. */
export function fuzzRequest(operation: ApiOperation): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((item) => item.in === 'path')
  const queryParameters = operation.parameters.filter((item) => item.in === 'query')
  const pathValues = fc.record(
    Object.fromEntries(pathParameters.map((item) => [item.name, parameterText(item.schema)])),
  ) as fc.Arbitrary<Record<string, string>>
  const declaredQuery = fc
    .subarray(queryParameters)
    .chain((chosen) =>
      fc.tuple(
        ...chosen.map((item) => parameterText(item.schema).map((value): [string, string] => [item.name, value])),
      ),
    )
  const extraQuery = fc.array(
    fc.tuple(
      fc.constantFrom('id', 'page', '__proto__[x]', 'a[b][c]', 'token', 'keyword'),
      parameterText({ type: 'string' }),
    ),
    { maxLength: 2 },
  )
  const takesBody = operation.method !== 'GET' && operation.method !== 'DELETE'
  return fc.record({
    pathValues,
    query: fc.tuple(declaredQuery, extraQuery).map(([declared, extra]) => [...declared, ...extra]),
    encoding: takesBody ? encodingOf(operation) : fc.constant('json' as const),
    body: takesBody ? hostileBody(operation) : fc.constant(undefined),
    authorization: forgedAuthorization,
    acceptLanguage: fc.constantFrom(undefined, 'en', 'zh-CN', '*;q=abc', 'x'.repeat(300)),
  })
}

/** The request as `app.inject` options: the body encoded as the request says. */
export function encodeRequest(request: FuzzRequest): { payload?: string | Buffer; contentType?: string } {
  if (request.body === undefined) return {}
  const json = JSON.stringify(request.body) ?? 'null'
  switch (request.encoding) {
    case 'json':
      return { payload: json, contentType: 'application/json' }
    case 'broken-json':
      return { payload: json.slice(0, Math.max(1, json.length - 1)) + '\u0000{', contentType: 'application/json' }
    case 'text':
      return { payload: json, contentType: 'text/plain' }
    case 'form': {
      const fields =
        request.body !== null && typeof request.body === 'object' && !Array.isArray(request.body)
          ? Object.entries(request.body)
          : [['value', request.body]]
      const form = new URLSearchParams(
        fields.map(([key, value]) => [String(key), typeof value === 'string' ? value : (JSON.stringify(value) ?? '')]),
      )
      return { payload: form.toString(), contentType: 'application/x-www-form-urlencoded' }
    }
    case 'multipart':
      return multipartOf(request.body)
  }
}

/** A multipart body: each field as a part, and a file part named `file` holding the JSON. */
function multipartOf(body: unknown): { payload: Buffer; contentType: string } {
  const boundary = '----api-fuzz-boundary'
  const fields =
    body !== null && typeof body === 'object' && !Array.isArray(body) ? Object.entries(body).slice(0, 4) : []
  const parts = fields.map(
    ([key, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${key.replace(/"/g, '')}"\r\n\r\n${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`,
  )
  const fileName = fields.find(([, value]) => typeof value === 'string')?.[1] as string | undefined
  const file =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${(fileName ?? '../../x.png').replace(/["\r\n]/g, '')}"\r\n` +
    `Content-Type: image/png\r\n\r\n\u0089PNG\r\n\u001a\n${JSON.stringify(body)}\r\n--${boundary}--\r\n`
  return { payload: Buffer.from(parts.join('') + file), contentType: `multipart/form-data; boundary=${boundary}` }
}
