import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMigrator, migrateToLatest } from '#server/db/migrate.ts'
import { verifyPassword, hashPassword } from '#server/lib/password.ts'
import { type TestDatabase, createTestDatabase } from '#tests/setup/test-database.ts'

const PREVIOUS_MIGRATION = '202611251000_member_phone_verification'

let t: TestDatabase
beforeAll(async () => {
  t = await createTestDatabase()
})
afterAll(() => t.drop())

describe('202611251200_create_staff', () => {
  it('moves members of role admin to staff with their password, keeps customers, drops member.role', async () => {
    const db = t.database.db
    expect((await (await createMigrator(db)).migrateTo(PREVIOUS_MIGRATION)).error).toBeUndefined()
    const now = new Date().toISOString()
    const passwordHash = await hashPassword('Boss@12345')
    await sql`
      insert into member (email, password_hash, role, is_active, fname, lname, create_time, update_time)
      values ('boss@example.com', ${passwordHash}, 'admin', 1, '王', '总', ${now}, ${now}),
             ('client@example.com', 'x', 'customer', 1, '李', '四', ${now}, ${now})
    `.execute(db)

    await migrateToLatest(db)

    const staff = await db.selectFrom('staff').select(['email', 'name', 'role', 'isActive', 'passwordHash']).execute()
    expect(staff).toEqual([{ email: 'boss@example.com', name: '王总', role: 'admin', isActive: 1, passwordHash }])
    expect(await verifyPassword(staff[0]?.passwordHash ?? '', 'Boss@12345')).toBe(true)
    const members = await db.selectFrom('member').selectAll().execute()
    expect(members.map((member) => member.email)).toEqual(['client@example.com'])
    expect(members[0]).not.toHaveProperty('role')
  })
})
