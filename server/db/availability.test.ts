import { describe, expect, it } from 'vitest'
import { MigrationError } from './migrate.ts'
import { isDatabaseUnavailable } from './availability.ts'

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code })

describe(isDatabaseUnavailable.name, () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset socket', withCode('ECONNRESET')],
    [
      'an administrator terminating the backend',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['a server shutting down', withCode('57P02')],
    ['a server still starting', withCode('57P03', 'the database system is starting up')],
    ['too many connections', withCode('53300')],
    ['a connection exception (class 08)', withCode('08006')],
    ['a socket pg saw close', new Error('Connection terminated unexpectedly')],
    ['a connect time-out', new Error('timeout exceeded when trying to connect')],
    ['a client whose connection broke', new Error('Client has encountered a connection error and is not queryable')],
    ['SQLite locked by another process', withCode('SQLITE_BUSY', 'database is locked')],
    [
      'a migration that failed because of one',
      new MigrationError('Migration failed', { cause: withCode('ECONNREFUSED') }),
    ],
    ['one of several connection attempts', new AggregateError([withCode('ECONNREFUSED')], 'all failed')],
  ])('是：%s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', withCode('42601')],
    ['a missing table', withCode('42P01', 'relation "x" does not exist')],
    ['SQLite constraint', withCode('SQLITE_CONSTRAINT_UNIQUE')],
    ['a plain bug', new TypeError('cannot read properties of undefined')],
    ['not an error at all', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('否：%s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})
