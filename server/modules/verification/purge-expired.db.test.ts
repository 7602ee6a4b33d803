import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestDatabase, createTestDatabase } from '#tests/setup/test-database.ts'
import { purgeExpired } from './purge-expired.ts'

const NOW = new Date('2026-11-22T12:00:00.000Z')
const minutesFromNow = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString()

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.drop())

describe('purgeExpired', () => {
  it('删除过期一小时以上的验证码、已过期的验证挑战与登录会话、过期一周以上的激活链接，保留其余', async () => {
    const { db } = database.database
    const code = (target: string, expiresInMinutes: number) => ({
      purpose: 'sms_login',
      target,
      codeHash: 'x',
      expiresAt: minutesFromNow(expiresInMinutes),
      createTime: minutesFromNow(expiresInMinutes - 5),
    })
    await db
      .insertInto('verificationCode')
      .values([code('long-gone', -61), code('just-expired', -10), code('valid', 4)])
      .execute()
    const challenge = (id: string, expiresInMinutes: number) => ({
      id,
      kind: 'slider',
      answer: '120',
      expiresAt: minutesFromNow(expiresInMinutes),
      createTime: minutesFromNow(expiresInMinutes - 5),
    })
    await db
      .insertInto('captchaChallenge')
      .values([challenge('expired', -1), challenge('open', 3)])
      .execute()

    const member = await db
      .insertInto('member')
      .values({
        email: 'purge@lab.example.cn',
        passwordHash: 'x',
        createTime: NOW.toISOString(),
        updateTime: NOW.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const session = (tokenHash: string, expiresInMinutes: number) => ({
      memberId: member.id,
      tokenHash,
      expiresAt: minutesFromNow(expiresInMinutes),
      createTime: minutesFromNow(-60),
    })
    await db
      .insertInto('memberSession')
      .values([session('ended', -1), session('live', 60)])
      .execute()
    const link = (tokenHash: string, expiresInDays: number) => ({
      memberId: member.id,
      tokenHash,
      expiresAt: minutesFromNow(expiresInDays * 24 * 60),
      createTime: minutesFromNow(-60),
    })
    await db
      .insertInto('activationToken')
      .values([link('week-old', -7.01), link('recently-expired', -6.99), link('open', 1)])
      .execute()
    const loginRecord = (ip: string, daysAgo: number) => ({
      memberId: member.id,
      method: 'password',
      ip,
      createTime: minutesFromNow(-daysAgo * 24 * 60),
    })
    await db
      .insertInto('memberLogin')
      .values([loginRecord('10.0.0.1', 180.01), loginRecord('10.0.0.2', 179.99), loginRecord('10.0.0.3', 1)])
      .execute()

    expect(await purgeExpired(db, NOW)).toEqual({
      codes: 1,
      challenges: 1,
      sessions: 1,
      activationLinks: 1,
      abandonedRegistrations: 0,
      loginRecords: 1,
    })

    const codes = await db.selectFrom('verificationCode').select('target').orderBy('target').execute()
    expect(codes.map((row) => row.target)).toEqual(['just-expired', 'valid'])
    const challenges = await db.selectFrom('captchaChallenge').select('id').execute()
    expect(challenges.map((row) => row.id)).toEqual(['open'])
    const sessions = await db.selectFrom('memberSession').select('tokenHash').execute()
    expect(sessions.map((row) => row.tokenHash)).toEqual(['live'])
    const links = await db.selectFrom('activationToken').select('tokenHash').orderBy('tokenHash').execute()
    expect(links.map((row) => row.tokenHash)).toEqual(['open', 'recently-expired'])
    const logins = await db.selectFrom('memberLogin').select('ip').orderBy('ip').execute()
    expect(logins.map((row) => row.ip)).toEqual(['10.0.0.2', '10.0.0.3'])
  })

  it('删除注册满 7 天、激活链接都已过期、从未激活的注册（连同其授权记录）；保留不满 7 天的、链接仍有效的、激活过的（含已停用的）与已注销账户保留的记录', async () => {
    const { db } = database.database
    const weekAgo = minutesFromNow(-7 * 24 * 60 - 1)
    const member = async (
      email: string,
      fields: { isActive?: number; activateTime?: string; createTime?: string; deletedTime?: string } = {},
    ) => {
      const row = await db
        .insertInto('member')
        .values({ email, passwordHash: 'x', createTime: weekAgo, updateTime: NOW.toISOString(), ...fields })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    }
    const link = async (memberId: number, tokenHash: string, expiresInMinutes: number) =>
      db
        .insertInto('activationToken')
        .values({ memberId, tokenHash, expiresAt: minutesFromNow(expiresInMinutes), createTime: minutesFromNow(-60) })
        .execute()

    const abandoned = await member('abandoned@lab.example.cn')
    await link(abandoned, 'abandoned-link', -1)
    await db
      .insertInto('memberConsent')
      .values({ memberId: abandoned, kind: 'privacy', version: 1, granted: 1, createTime: weekAgo })
      .execute()
    await member('no-link@lab.example.cn')
    const recent = await member('recent@lab.example.cn', { createTime: minutesFromNow(-6 * 24 * 60) })
    await link(recent, 'recent-link', -5 * 24 * 60)
    await link(await member('pending@lab.example.cn', {}), 'pending-link', 30)
    await link(await member('deactivated@lab.example.cn', { activateTime: minutesFromNow(-600) }), 'used-link', -500)
    await member('active@lab.example.cn', { isActive: 1, activateTime: minutesFromNow(-600) })
    // A deleted account never activated (made by staff, or before activation was recorded):
    // its emptied row holds the orders kept for the company's records.
    await member('erased@lab.example.cn', { deletedTime: minutesFromNow(-60) })

    const counts = await purgeExpired(db, NOW)
    expect(counts.abandonedRegistrations).toBe(2)
    const left = await db.selectFrom('member').select('email').where('email', 'like', '%@lab.example.cn').execute()
    expect(left.map((row) => row.email).sort()).toEqual([
      'active@lab.example.cn',
      'deactivated@lab.example.cn',
      'erased@lab.example.cn',
      'pending@lab.example.cn',
      'purge@lab.example.cn',
      'recent@lab.example.cn',
    ])
    const consents = await db.selectFrom('memberConsent').select('memberId').where('memberId', '=', abandoned).execute()
    expect(consents).toEqual([])
    const links = await db.selectFrom('activationToken').select('tokenHash').execute()
    expect(links.map((row) => row.tokenHash)).not.toContain('abandoned-link')
  })
})
