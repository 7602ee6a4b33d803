import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type TestDatabase, createTestDatabase } from '#tests/setup/test-database.ts'
import { createQueryTemplates } from './query-templates.ts'

let t: TestDatabase
beforeAll(async () => {
  t = await createTestDatabase()
  await t.database.db
    .insertInto('category')
    .values([
      { id: 1, pid: 0, catname: '基因编辑', trait: 1 },
      { id: 2, pid: 1, catname: '脱靶检测', trait: 1 },
      { id: 3, pid: 1, catname: '细胞系构建', trait: 0 },
      { id: 4, pid: 2, catname: '扩增子测序', trait: 1 },
    ])
    .execute()
})
afterAll(() => t.drop())

type Values = { pid: number | undefined; namePart: string | undefined; limit: number }

function categoryQuery() {
  const { db } = t.database
  const build = vi.fn((values: Values) => {
    // trait = 1 is a constant of the query, not one of its values.
    let query = db.selectFrom('category').select(['id', 'catname']).where('trait', '=', 1)
    if (values.pid !== undefined) query = query.where('pid', '=', values.pid)
    if (values.namePart !== undefined) query = query.where('catname', 'like', values.namePart)
    return query.orderBy('id').limit(values.limit)
  })
  return { build, compile: createQueryTemplates(build) }
}

const ids = async (query: Parameters<TestDatabase['database']['db']['executeQuery']>[0]) =>
  (await t.database.db.executeQuery<{ id: number }>(query)).rows.map((row) => row.id)

describe('createQueryTemplates', () => {
  it('compiles a shape once and fills in each call’s values, constants kept', async () => {
    const { build, compile } = categoryQuery()
    expect(await ids(compile({ pid: 1, namePart: undefined, limit: 10 }))).toEqual([2])
    expect(await ids(compile({ pid: 0, namePart: undefined, limit: 10 }))).toEqual([1])
    expect(await ids(compile({ pid: 2, namePart: undefined, limit: 10 }))).toEqual([4])
    expect(build).toHaveBeenCalledTimes(1)
  })

  it('absent values give another shape with its own SQL', async () => {
    const { build, compile } = categoryQuery()
    expect(await ids(compile({ pid: undefined, namePart: undefined, limit: 2 }))).toEqual([1, 2])
    expect(await ids(compile({ pid: undefined, namePart: '%测%', limit: 10 }))).toEqual([2, 4])
    expect(await ids(compile({ pid: 1, namePart: '%脱靶%', limit: 10 }))).toEqual([2])
    expect(await ids(compile({ pid: undefined, namePart: undefined, limit: 10 }))).toEqual([1, 2, 4])
    expect(build).toHaveBeenCalledTimes(3)
  })

  it('a value derived inside the builder is refused, since the template would keep its first result', () => {
    const compile = createQueryTemplates((values: { name: string }) =>
      t.database.db.selectFrom('category').select('id').where('catname', 'like', `%${values.name}%`),
    )
    expect(() => compile({ name: '脱靶' })).toThrow('name did not reach the SQL as parameters')
  })
})
