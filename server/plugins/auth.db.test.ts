// The guards later modules put on their routes, with real sessions of the seeded accounts.
import type { FastifyRequest } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppError } from '#server/errors.ts'
import { login } from '#tests/setup/account-helpers.ts'
import { type TestApp, createTestApp } from '#tests/setup/test-app.ts'
import { currentMember, requireCustomer } from './auth.ts'

let t: TestApp
let customer: string

beforeAll(async () => {
  t = await createTestApp({ demoAccounts: true })
  customer = await login(t.app, 'demo1@example.com', 'Demo@12345')
})
afterAll(() => t.close())

/** The part of a request the guards read: its headers, and the app for the sessions. */
const requestWith = (authorization?: string) =>
  ({ headers: authorization ? { authorization } : {}, server: t.app, member: null }) as unknown as FastifyRequest

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

describe('auth guards', () => {
  it('requireCustomer 接受有效令牌并记下当前会员', async () => {
    const request = requestWith(`Bearer ${customer}`)
    await requireCustomer(request)
    expect(currentMember(request)).toMatchObject({
      email: 'demo1@example.com',
      id: expect.any(Number),
    })
  })

  it('requireCustomer 拒绝缺少、格式错误或未知的令牌', async () => {
    expect(await refusal(requireCustomer(requestWith()))).toMatchObject({
      kind: 'UNAUTHENTICATED',
      message: '请先登录',
    })
    expect(await refusal(requireCustomer(requestWith(customer)))).toMatchObject({ message: '请先登录' })
    expect(await refusal(requireCustomer(requestWith('Bearer nope')))).toMatchObject({
      kind: 'UNAUTHENTICATED',
      message: '登录已过期，请重新登录',
    })
  })

  it('没有守卫的请求没有当前会员', async () => {
    expect(() => currentMember(requestWith())).toThrow(AppError)
  })
})
