// Every operation of the OpenAPI document, fuzzed with fast-check: malformed, oversized and
// hostile paths, query strings and bodies (tests/setup/openapi-fuzz.ts), sent anonymously,
// as a logged-in customer and as an admin. Whatever arrives, the answer is never a 5xx,
// never leaks a stack trace, a file path, SQL or an error class, is the error envelope
// (ADR 004) whenever it is an error, and comes within a bound. A call added to the server
// is in the document, and so is fuzzed here without new test code.
//
// The run is reproducible: API_FUZZ_SEED (fixed by default, printed with every failure)
// and API_FUZZ_RUNS (requests per operation) choose it.
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { ErrorEnvelopeSchema } from '#common/envelope.ts'
import { ERROR_KIND_STATUS } from '#common/errors.ts'
import { createStaffAccount } from '#server/modules/staff/create-staff.ts'
import { freshIdentity, nextIp, renewableCustomer } from '#tests/setup/account-helpers.ts'
import { type FuzzRequest, encodeRequest, fuzzRequest } from '#tests/setup/openapi-fuzz.ts'
import {
  type ApiOperation,
  apiOperations,
  fillPath,
  isAdminOperation,
  isCustomerOperation,
  operationLabel,
} from '#tests/setup/openapi-operations.ts'
import { createTestApp, post } from '#tests/setup/test-app.ts'

const SEED = Number(process.env.API_FUZZ_SEED ?? 20_260_401)
const RUNS = Number(process.env.API_FUZZ_RUNS ?? 20)
/** No request may take longer than this, however large or nested its input. */
const ANSWER_WITHIN_MS = 10_000
/** All the requests of one operation, on a busy machine. */
const OPERATION_TIMEOUT_MS = 90_000

/** What must never reach a client: a stack frame, a file path, an error class or a driver's code. */
const LEAKS_IN_ANY_BODY = [
  /\bat [\w$.<>[\] ]+ \(/,
  /\bat (?:file|node):/,
  /(?:\/work|\/home|\/root|\/usr|\/tmp|\/var)\/[\w.-]+\//,
  /node_modules/,
  /\.(?:ts|js|mjs|cjs):\d+/,
  /\b[A-Z][a-zA-Z]*Error\b/,
  /\bFST_[A-Z_]+/,
  /\bSQLITE_[A-Z_]+/,
]
/**
 * SQL as the query builder writes it (quoted identifiers), only in error answers: a
 * successful search may echo the SQL-looking words it was sent.
 */
const LEAKS_IN_ERRORS = [
  /\bselect\s+(?:\*|"|distinct\b|count\()/i,
  /\b(?:from|into|update|join)\s+"\w+"/i,
  /\bwhere\s+"\w+"/i,
  /\b(?:sqlite|postgres|kysely|syntax error at|relation "|column ")/i,
]

const t = await createTestApp({ demoAccounts: true })
const operations = await apiOperations(t.app)
afterAll(() => t.close())

type Caller = 'anonymous' | 'customer' | 'admin'
const customers = renewableCustomer(t.app)
let adminToken = ''

/** Logs a new admin in: the fuzz may have logged the last one out, deactivated or demoted it. */
async function freshAdminToken(): Promise<string> {
  const { email } = freshIdentity('fuzz-admin')
  const password = 'Fuzz@Admin2026'
  await createStaffAccount(t.app.db, { email, password, name: '模糊测试', role: 'admin' })
  const { body } = await post(t.app, '/api/v1/admin/auth/login', { email, password }, { ip: nextIp() })
  return body.data.info.token as string
}

async function tokensOfCallers(): Promise<Record<Exclude<Caller, 'anonymous'>, string>> {
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/v1/admin/auth/me',
    headers: { authorization: `Bearer ${adminToken}` },
  })
  if (me.statusCode !== 200) adminToken = await freshAdminToken()
  return { customer: (await customers.current()).token, admin: adminToken }
}

/** Who sends: mostly the caller the call is for, sometimes one it must turn away. */
function callersOf(operation: ApiOperation): fc.Arbitrary<Caller> {
  if (isAdminOperation(operation))
    return fc.constantFrom<Caller>('admin', 'admin', 'admin', 'admin', 'customer', 'anonymous')
  if (isCustomerOperation(operation)) return fc.constantFrom<Caller>('customer', 'customer', 'customer', 'anonymous')
  return fc.constantFrom<Caller>('anonymous', 'customer')
}

function withTimeout<T>(promise: Promise<T>, label: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_WITHIN_MS} ms: ${label}`)), ANSWER_WITHIN_MS)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

async function send(
  operation: ApiOperation,
  caller: Caller,
  request: FuzzRequest,
  tokens: Record<Exclude<Caller, 'anonymous'>, string>,
) {
  const path = fillPath(operation.path, (name) => request.pathValues[name] ?? '1')
  const query = new URLSearchParams(request.query).toString()
  const { payload, contentType } = encodeRequest(request)
  const token = caller === 'anonymous' ? undefined : tokens[caller]
  const authorization = request.authorization ?? (token ? `Bearer ${token}` : undefined)
  return withTimeout(
    t.app.inject({
      method: operation.method,
      url: query ? `${path}?${query}` : path,
      // A fresh client address per request: the per-address rate limits never stop the fuzz before validation.
      remoteAddress: nextIp(),
      headers: {
        ...(authorization ? { authorization } : {}),
        ...(contentType ? { 'content-type': contentType } : {}),
        ...(request.acceptLanguage ? { 'accept-language': request.acceptLanguage } : {}),
      },
      ...(payload === undefined ? {} : { payload }),
    }),
    operationLabel(operation),
  )
}

/** Everything the answer must be, whatever was sent. */
function checkAnswer(status: number, contentType: string, text: string) {
  expect(status, 'status').toBeLessThan(500)
  for (const leak of LEAKS_IN_ANY_BODY) expect(text, 'answer body').not.toMatch(leak)
  if (status < 400) return
  expect(contentType, 'an error answers JSON').toMatch(/^application\/json/)
  const envelope = ErrorEnvelopeSchema.strict().parse(JSON.parse(text))
  expect(ERROR_KIND_STATUS[envelope.error].http, `HTTP status of ${envelope.error}`).toBe(status)
  expect(envelope.requestId, 'requestId').toBeTruthy()
  for (const leak of LEAKS_IN_ERRORS) expect(text, 'error body').not.toMatch(leak)
}

/** The failing input, cut short: it may hold a 200 KB string or a value nested 2,000 deep. */
function printable(value: unknown): string {
  try {
    return (JSON.stringify(value) ?? 'undefined').slice(0, 3_000)
  } catch {
    return String(value).slice(0, 3_000)
  }
}

describe(`API fuzz (API_FUZZ_SEED=${SEED}, ${RUNS} runs per operation)`, () => {
  it('finds the operations of the document: public, customer and admin calls', () => {
    expect(operations.filter(isAdminOperation).length).toBeGreaterThan(50)
    expect(operations.filter(isCustomerOperation).length).toBeGreaterThan(20)
    expect(operations.filter((item) => !item.secured).length).toBeGreaterThan(20)
  })

  it.each(operations.map((operation) => [operationLabel(operation), operation] as const))(
    '%s: no 5xx, no leak, the error envelope, an answer in time',
    async (label, operation) => {
      const tokens = await tokensOfCallers()
      let pastGuards = 0
      let rateLimited = 0
      const property = fc.asyncProperty(callersOf(operation), fuzzRequest(operation), async (caller, request) => {
        const response = await send(operation, caller, request, tokens)
        checkAnswer(response.statusCode, String(response.headers['content-type'] ?? ''), response.body)
        if (![401, 403, 429].includes(response.statusCode)) pastGuards += 1
        if (response.statusCode === 429) rateLimited += 1
      })
      const result = await fc.check(property, { seed: SEED, numRuns: RUNS, endOnFailure: true })
      if (result.failed) {
        throw new Error(
          `${label} failed with API_FUZZ_SEED=${SEED} (fast-check path ${result.counterexamplePath}):\n` +
            `${printable(result.counterexample)}\n${String(result.errorInstance)}`,
        )
      }
      expect(pastGuards, `${label}: no request got past the login and rate-limit guards`).toBeGreaterThan(0)
      expect(rateLimited, `${label}: most requests stopped by a rate limit`).toBeLessThan(RUNS / 2)
    },
    OPERATION_TIMEOUT_MS,
  )
})
