// The role × endpoint matrix of the admin console, generated from the OpenAPI document so
// that every admin call, including ones added later, is covered: anonymous callers and
// customers never pass, each staff role passes exactly where the route's x-roles say.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STAFF_ROLES, type StaffRole } from '#common/schemas/admin-auth.ts'
import { loggedInCustomer } from '#tests/setup/account-helpers.ts'
import { adminCall, staffToken } from '#tests/setup/admin-helpers.ts'
import { type ApiOperation, apiOperations, fillPath, isAdminOperation } from '#tests/setup/openapi-operations.ts'
import { type TestApp, createTestApp } from '#tests/setup/test-app.ts'

type AdminOperation = Pick<ApiOperation, 'method' | 'path'> & { access: readonly StaffRole[] | 'public' }

/** Path parameters point at rows that do not exist: an allowed call then fails after its guard, and changes nothing. */
const MISSING_ID = '987654'

let t: TestApp
let operations: AdminOperation[]
const tokens = {} as Record<StaffRole | 'customer', string>

beforeAll(async () => {
  t = await createTestApp({ demoAccounts: true })
  operations = (await apiOperations(t.app)).filter(isAdminOperation).map((operation) => ({
    method: operation.method,
    path: fillPath(operation.path, () => MISSING_ID),
    access: operation.access ?? [],
  }))
  for (const role of STAFF_ROLES) tokens[role] = await staffToken(t.app, role)
  tokens.customer = (await loggedInCustomer(t.app)).token
})
afterAll(() => t.close())

const call = (operation: AdminOperation, token?: string) =>
  adminCall(t.app, token, operation.method, operation.path, operation.method === 'GET' ? undefined : {})

describe('admin role matrix', () => {
  it('every admin call is in the document and declares its roles', () => {
    expect(operations.length).toBeGreaterThan(3)
    for (const operation of operations) {
      expect(
        operation.access === 'public' || operation.access.length > 0,
        `${operation.method} ${operation.path}`,
      ).toBe(true)
    }
  })

  it('anonymous callers get 401 and customers 401 on every guarded call', async () => {
    for (const operation of operations.filter((item) => item.access !== 'public')) {
      const label = `${operation.method} ${operation.path}`
      const anonymous = await call(operation)
      expect(anonymous.status, label).toBe(401)
      expect(anonymous.body.message, label).toBe('请先登录管理后台')
      expect((await call(operation, tokens.customer)).status, label).toBe(401)
    }
  })

  it.each(STAFF_ROLES)(
    '%s: 403 where the route does not admit the role, past the guard where it does',
    async (role) => {
      for (const operation of operations.filter((item) => item.access !== 'public')) {
        const label = `${role} ${operation.method} ${operation.path}`
        const { status, body } = await call(operation, tokens[role])
        if (operation.access.includes(role)) {
          expect([401, 403], label).not.toContain(status)
        } else {
          expect(status, label).toBe(403)
          expect(body.message, label).toBe('无权限执行此操作')
        }
      }
    },
  )
})
