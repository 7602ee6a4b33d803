import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PLASMID_FILTER_DIMENSIONS, PLASMID_HOSTS } from '#common/plasmid-filters.ts'
import { nowIso } from '#server/db/dialect.ts'
import { createMigrator, migrateToLatest } from '#server/db/migrate.ts'
import { type TestDatabase, createTestDatabase } from '#tests/setup/test-database.ts'
import { migrations } from './index.ts'

const MIGRATION = '202611251600_plasmid_filter_value'
const names = Object.keys(migrations)
const PREVIOUS_MIGRATION = names[names.indexOf(MIGRATION) - 1]!

let t: TestDatabase
beforeAll(async () => {
  t = await createTestDatabase()
})
afterAll(() => t.drop())

const db = () => t.database.db
const hosts = () =>
  db()
    .selectFrom('plasmidFilterValue')
    .select(['value', 'sortOrder'])
    .where('field', '=', 'plasmidHost')
    .orderBy('sortOrder')
    .execute()

describe('plasmid_filter_value', () => {
  it('starts with the initial values of each filter, in their order', async () => {
    for (const { field, initialValues } of PLASMID_FILTER_DIMENSIONS) {
      const rows = await db()
        .selectFrom('plasmidFilterValue')
        .select('value')
        .where('field', '=', field)
        .orderBy('sortOrder')
        .execute()
      expect(rows.map((row) => row.value)).toEqual(initialValues)
    }
  })

  it('adds a value entries already carry after the initial ones; down drops the table', async () => {
    const migrator = await createMigrator(db())
    expect((await migrator.migrateTo(PREVIOUS_MIGRATION)).error).toBeUndefined()
    await db()
      .insertInto('plasmid')
      .values({ itemNo: 'FV-MIG-1', name: 'pOld', plasmidHost: '嗜热菌', createTime: nowIso(), updateTime: nowIso() })
      .execute()
    await migrateToLatest(db())
    expect(await hosts()).toEqual([
      ...PLASMID_HOSTS.map((value, index) => ({ value, sortOrder: index + 1 })),
      { value: '嗜热菌', sortOrder: PLASMID_HOSTS.length + 1 },
    ])
    await expect(
      db().insertInto('plasmidFilterValue').values({ field: 'plasmidHost', value: '嗜热菌' }).execute(),
    ).rejects.toThrow()

    expect((await migrator.migrateTo(PREVIOUS_MIGRATION)).error).toBeUndefined()
    await expect(db().selectFrom('plasmidFilterValue').select('id').execute()).rejects.toThrow()
    await migrateToLatest(db())
  })
})
