// The same query code must read back the same values on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestDatabase, createTestDatabase } from '#tests/setup/test-database.ts'
import { syncIdSequence } from './dialect.ts'
import { migrateToLatest } from './migrate.ts'

let t: TestDatabase
beforeAll(async () => {
  t = await createTestDatabase()
})
afterAll(() => t.drop())

describe('dialect', () => {
  it('时间与 0/1 标志原样读回', async () => {
    const { db } = t.database
    const time = '2026-11-22T08:30:00.000Z'
    await db.insertInto('category').values({ id: 7, pid: 0, catname: '测试', type: 1, trait: 1 }).execute()
    const inserted = await db
      .insertInto('news')
      .values({ tid: 7, title: '标题', createTime: time, updateTime: time })
      .returning('id')
      .executeTakeFirstOrThrow()
    const row = await db.selectFrom('news').selectAll().where('id', '=', inserted.id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ tid: 7, title: '标题', createTime: time, body: '', description: '' })
    const category = await db
      .selectFrom('category')
      .select(['trait', 'sort'])
      .where('id', '=', 7)
      .executeTakeFirstOrThrow()
    expect(category).toEqual({ trait: 1, sort: 0 })
  })

  it('显式 id 之后，自动生成的 id 不冲突', async () => {
    const { db } = t.database
    await db.insertInto('category').values({ id: 500, pid: 0, catname: '显式' }).execute()
    await syncIdSequence(db, 'category')
    const next = await db
      .insertInto('category')
      .values({ pid: 0, catname: '自动' })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect(next.id).toBeGreaterThan(500)
  })

  it('重复迁移不做任何事', async () => {
    expect(await migrateToLatest(t.database.db)).toEqual([])
  })
})
