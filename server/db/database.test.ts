import SQLite from 'better-sqlite3'
import { describe, expect, it, vi } from 'vitest'
import { withStatementCache } from './database.ts'

describe('withStatementCache', () => {
  it('prepares each SQL text once, keeps the most recently used ones and closes the database', () => {
    const sqlite = new SQLite(':memory:')
    const prepare = vi.spyOn(sqlite, 'prepare')
    const database = withStatementCache(sqlite, 2)

    const first = database.prepare('select 1 as n')
    expect(database.prepare('select 1 as n')).toBe(first)
    database.prepare('select 2 as n')
    database.prepare('select 1 as n') // now the most recent
    database.prepare('select 3 as n') // evicts 'select 2'
    expect(prepare.mock.calls.map(([sql]) => sql)).toEqual(['select 1 as n', 'select 2 as n', 'select 3 as n'])
    expect(database.prepare('select 1 as n')).toBe(first)
    database.prepare('select 2 as n')
    expect(prepare).toHaveBeenCalledTimes(4)

    database.close()
    expect(sqlite.open).toBe(false)
  })

  it('a reused statement sees the schema and data as they are now', () => {
    const database = withStatementCache(new SQLite(':memory:'))
    database.prepare('create table t (v integer)').run([])
    const count = () => (database.prepare('select count(*) as n from t').all([]) as { n: number }[])[0]!.n
    expect(count()).toBe(0)
    database.prepare('insert into t (v) values (1)').run([])
    database.prepare('alter table t add column w integer').run([])
    expect(count()).toBe(1)
    database.close()
  })
})
