// Calls of the admin console through the real API, as the seeded demo staff.
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import type { StaffRole } from '#common/schemas/admin-auth.ts'
import { DEMO_STAFF } from '#server/db/seed.ts'
import { createStaffAccount } from '#server/modules/staff/create-staff.ts'
import { freshIdentity, nextIp } from './account-helpers.ts'
import { type TestApp, type TestEnvelope, createTestApp, post } from './test-app.ts'

/** Logs a seeded demo staff member of the role in (needs createTestApp({ demoAccounts: true })). */
export async function staffToken(app: FastifyInstance, role: StaffRole): Promise<string> {
  const account = DEMO_STAFF.find((staff) => staff.role === role)
  if (!account) throw new Error(`no demo staff of role ${role}`)
  const { body } = await post(
    app,
    '/api/v1/admin/auth/login',
    { email: account.email, password: account.password },
    { ip: nextIp() },
  )
  if (body.code !== 200) throw new Error(`staff login failed: ${body.message}`)
  return body.data.info.token as string
}

/** A new staff member of the role, created in the database and logged in (no demo accounts needed). */
export async function freshStaffToken(app: FastifyInstance, role: StaffRole): Promise<string> {
  const { email } = freshIdentity(role)
  const password = 'Staff@2026'
  await createStaffAccount(app.db, { email, password, name: '员工', role })
  const { body } = await post(app, '/api/v1/admin/auth/login', { email, password }, { ip: nextIp() })
  if (body.code !== 200) throw new Error(`staff login failed: ${body.message}`)
  return body.data.info.token as string
}

/**
 * An admin call with `Authorization: Bearer <token>`; JSON payload for writes. A download
 * (CSV) has no envelope: `body` is then empty and `text` holds it.
 */
export async function adminCall(
  app: FastifyInstance,
  token: string | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown> | unknown[],
) {
  const response = await app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  })
  const json = String(response.headers['content-type'] ?? '').startsWith('application/json')
  return { status: response.statusCode, body: (json ? response.json() : {}) as TestEnvelope, text: response.body }
}

/**
 * The test file's app, with the demo accounts and a staff member of the role logged in:
 * opened before the file's tests and closed after them. Read `app` and `token` in tests.
 */
export function staffTestApp(role: StaffRole) {
  let opened: TestApp | undefined
  let token = ''
  beforeAll(async () => {
    opened = await createTestApp({ demoAccounts: true })
    token = await staffToken(opened.app, role)
  })
  afterAll(() => opened?.close())
  return {
    get app(): FastifyInstance {
      if (!opened) throw new Error('staffTestApp: the app opens in beforeAll')
      return opened.app
    },
    get token() {
      return token
    },
  }
}
