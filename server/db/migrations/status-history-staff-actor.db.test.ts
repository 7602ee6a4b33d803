import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMigrator, migrateToLatest } from '#server/db/migrate.ts'
import { type TestDatabase, createTestDatabase } from '#tests/setup/test-database.ts'

const PREVIOUS_MIGRATION = '202611251230_inbox_handling'

let t: TestDatabase
beforeAll(async () => {
  t = await createTestDatabase()
})
afterAll(() => t.drop())

describe('202611251300_status_history_staff_actor', () => {
  it('keeps the existing steps with no staff actor and takes a staff member on new ones', async () => {
    const db = t.database.db
    expect((await (await createMigrator(db)).migrateTo(PREVIOUS_MIGRATION)).error).toBeUndefined()
    const now = new Date().toISOString()
    await sql`
      insert into member (email, password_hash, is_active, create_time, update_time)
      values ('client@example.com', 'x', 1, ${now}, ${now})
    `.execute(db)
    await sql`
      insert into service_order (orderno, member_id, order_type, create_time, update_time)
      select 'AM-20261101-0001', id, 2, ${now}, ${now} from member
    `.execute(db)
    await sql`
      insert into order_status_history (order_id, to_status, actor_member_id, create_time)
      select o.id, 0, o.member_id, ${now} from service_order o
    `.execute(db)
    await sql`
      insert into staff (email, password_hash, role, create_time, update_time)
      values ('ops@example.com', 'x', 'operator', ${now}, ${now})
    `.execute(db)

    await migrateToLatest(db)

    const [order] = await db.selectFrom('serviceOrder').select(['id', 'memberId']).execute()
    const staff = await db.selectFrom('staff').select('id').executeTakeFirstOrThrow()
    await db
      .insertInto('orderStatusHistory')
      .values({
        orderId: order!.id,
        sampleId: null,
        fromStatus: 0,
        toStatus: 1,
        actorMemberId: null,
        actorStaffId: staff.id,
        createTime: now,
      })
      .execute()
    const steps = await db
      .selectFrom('orderStatusHistory')
      .select(['toStatus', 'actorMemberId', 'actorStaffId'])
      .orderBy('id')
      .execute()
    expect(steps).toEqual([
      { toStatus: 0, actorMemberId: order!.memberId, actorStaffId: null },
      { toStatus: 1, actorMemberId: null, actorStaffId: staff.id },
    ])
  })
})
