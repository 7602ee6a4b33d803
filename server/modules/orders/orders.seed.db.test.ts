import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authed, login } from '#tests/setup/account-helpers.ts'
import { type TestApp, createTestApp } from '#tests/setup/test-app.ts'

let t: TestApp
let demo1: string
let demo2: string
beforeAll(async () => {
  t = await createTestApp({ demoAccounts: true })
  demo1 = await login(t.app, 'demo1@example.com', 'Demo@12345')
  demo2 = await login(t.app, 'demo2@example.com', 'Demo@12345')
})
afterAll(() => t.close())

const LISTS = [
  ['/api/v1/guide/myGuideOrder', 0],
  ['/api/v1/amplicon/myAmpliconOrder', 0],
  ['/api/v1/cellsline/myCellslineOrder', 1],
] as const

describe('演示订单', () => {
  it('demo1 每种订单都有待确认、进行中和已完成的，各带状态历史', async () => {
    for (const [url, page] of LISTS) {
      const { body } = await authed(t.app, demo1, url, { page })
      const statuses = body.data.data.map((row: { status: number }) => row.status).sort()
      expect(statuses).toHaveLength(3)
      expect(statuses[0]).toBe(0)
      expect(statuses[1]).toBeGreaterThan(0)
      expect(statuses[1]).toBeLessThan(6)
      expect(statuses[2]).toBe(6)
    }
    const amplicons = (await authed(t.app, demo1, '/api/v1/amplicon/myAmpliconOrder', {})).body.data.data
    const pending = amplicons.find((row: { status: number }) => row.status === 0)
    expect(pending.yangben_nums).toBe(3)
    const samples = (await authed(t.app, demo1, '/api/v1/amplicon/myAmpliconYangben', { oid: pending.id })).body.data
    expect(samples.map((sample: { name: string }) => sample.name)).toEqual(['EMX1-KO-1', 'EMX1-KO-2', 'EMX1-WT'])

    const done = amplicons.find((row: { status: number }) => row.status === 6)
    const detail = (await authed(t.app, demo1, '/api/v1/amplicon/myAmpliconInfo', { id: done.id })).body.data
    expect(detail.history.map((step: { to_status: number }) => step.to_status)).toEqual([0, 1, 2, 3, 4, 5, 6])
    const dates = detail.history.map((step: { create_time: string }) => step.create_time)
    expect([...dates].sort()).toEqual(dates)
  })

  it('demo2 有自己的几个订单，看不到 demo1 的', async () => {
    let total = 0
    for (const [url, page] of LISTS) {
      total += (await authed(t.app, demo2, url, { page })).body.data.total
    }
    expect(total).toBe(3)
    const demo1Order = (await authed(t.app, demo1, '/api/v1/guide/myGuideOrder', {})).body.data.data[0]
    expect((await authed(t.app, demo2, '/api/v1/guide/myGuideInfo', { id: demo1Order.id })).status).toBe(404)
  })
})
