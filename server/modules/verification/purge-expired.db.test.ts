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
  it('删除过期一小时以上的验证码与所有已过期的验证挑战，保留其余', async () => {
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

    expect(await purgeExpired(db, NOW)).toEqual({ codes: 1, challenges: 1 })

    const codes = await db.selectFrom('verificationCode').select('target').orderBy('target').execute()
    expect(codes.map((row) => row.target)).toEqual(['just-expired', 'valid'])
    const challenges = await db.selectFrom('captchaChallenge').select('id').execute()
    expect(challenges.map((row) => row.id)).toEqual(['open'])
  })
})
