// The confirmed-session memory of the session service: several calls of one page ask the
// database once, and nothing revoked here is accepted again.
import { describe, expect, it } from 'vitest'
import type { SessionRepo } from './session.repo.ts'
import { CONFIRMED_SESSION_MS, createSessionService } from './session.service.ts'
import { tokenHash } from './token.ts'

interface Row {
  memberId: number
  email: string
  expiresAt: string
}

/** A session table in memory that counts the lookups. */
function fakeRepo() {
  const rows = new Map<string, Row>()
  let lookups = 0
  const repo = {
    async insert(row: { memberId: number; tokenHash: string; expiresAt: string }) {
      rows.set(row.tokenHash, {
        memberId: row.memberId,
        email: `m${row.memberId}@example.com`,
        expiresAt: row.expiresAt,
      })
    },
    async findActive(hash: string, now: string) {
      lookups += 1
      const row = rows.get(hash)
      return row && row.expiresAt > now ? { id: row.memberId, email: row.email, expiresAt: row.expiresAt } : undefined
    },
    async deleteByHash(hash: string) {
      rows.delete(hash)
    },
    async deleteAllOf(memberId: number) {
      for (const [hash, row] of rows) if (row.memberId === memberId) rows.delete(hash)
    },
    async deleteExpiredOf() {},
  }
  return {
    repo: repo as unknown as SessionRepo,
    rows,
    lookups: () => lookups,
  }
}

function setUp() {
  const table = fakeRepo()
  let clock = Date.parse('2026-11-25T08:00:00.000Z')
  const sessions = createSessionService(table.repo, { now: () => clock })
  return {
    ...table,
    sessions,
    advance: (ms: number) => {
      clock += ms
    },
  }
}

describe('confirmed sessions', () => {
  it('一个页面同时发出的几个请求只查询一次数据库', async () => {
    const { sessions, lookups } = setUp()
    const token = await sessions.issue(7, false)
    const members = await Promise.all([1, 2, 3].map(() => sessions.resolve(token)))
    await sessions.resolve(token)
    expect(members).toEqual([1, 2, 3].map(() => ({ id: 7, email: 'm7@example.com' })))
    // The three concurrent calls miss together; the fourth finds the confirmation.
    expect(lookups()).toBe(3)
  })

  it('确认过期后重新查询：别处删除的会话随即失效', async () => {
    const { sessions, rows, lookups, advance } = setUp()
    const token = await sessions.issue(7, false)
    await sessions.resolve(token)
    rows.delete(tokenHash(token))
    advance(CONFIRMED_SESSION_MS - 1)
    expect(await sessions.resolve(token)).toEqual({ id: 7, email: 'm7@example.com' })
    advance(1)
    expect(await sessions.resolve(token)).toBeUndefined()
    expect(lookups()).toBe(2)
  })

  it('退出登录后同一令牌立即被拒', async () => {
    const { sessions } = setUp()
    const token = await sessions.issue(7, false)
    await sessions.resolve(token)
    await sessions.revoke(token)
    expect(await sessions.resolve(token)).toBeUndefined()
  })

  it('结束一个会员的全部会话（重置密码、停用账号）不影响其他会员', async () => {
    const { sessions, rows } = setUp()
    const first = await sessions.issue(7, false)
    const second = await sessions.issue(7, true)
    const other = await sessions.issue(8, false)
    for (const token of [first, second, other]) await sessions.resolve(token)

    await sessions.revokeAll(7)
    expect(await sessions.resolve(first)).toBeUndefined()
    expect(await sessions.resolve(second)).toBeUndefined()
    expect(await sessions.resolve(other)).toEqual({ id: 8, email: 'm8@example.com' })

    // Staff deactivation deletes the rows in its own transaction, then tells the service.
    rows.delete(tokenHash(other))
    sessions.forgetMember(8)
    expect(await sessions.resolve(other)).toBeUndefined()
  })

  it('确认不会超过会话本身的有效期', async () => {
    const { sessions, rows, advance } = setUp()
    const token = await sessions.issue(7, false)
    const row = rows.get(tokenHash(token))!
    // A session with half a confirmation period left.
    row.expiresAt = new Date(Date.parse('2026-11-25T08:00:00.000Z') + CONFIRMED_SESSION_MS / 2).toISOString()
    expect(await sessions.resolve(token)).toBeDefined()
    advance(CONFIRMED_SESSION_MS / 2)
    expect(await sessions.resolve(token)).toBeUndefined()
  })
})
