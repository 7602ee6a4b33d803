import { describe, expect, it } from 'vitest'
import { MASKED, auditChanges, auditStates } from './audit-diff.ts'

describe('auditStates', () => {
  it('keeps only the changed fields of two records, without the bookkeeping time', () => {
    expect(
      auditStates(
        { a: 1, b: 'x', list: [1, 2], updateTime: '2026-01-01' },
        { a: 1, b: 'y', list: [1, 2], updateTime: '2026-01-02' },
      ),
    ).toEqual({ before: { b: 'x' }, after: { b: 'y' } })
  })

  it('masks passwords, their hashes, tokens and keys, at any depth', () => {
    const { before, after } = auditStates(
      { smtp_pass: 'old-secret', passwordHash: 'h1', name: 'a', nested: { accessToken: 't1' } },
      { smtp_pass: 'new-secret', passwordHash: 'h2', name: 'b', nested: { accessToken: 't2' } },
    )
    expect(before).toEqual({ smtp_pass: MASKED, passwordHash: MASKED, name: 'a', nested: { accessToken: MASKED } })
    expect(after).toEqual({ smtp_pass: MASKED, passwordHash: MASKED, name: 'b', nested: { accessToken: MASKED } })
    expect(JSON.stringify(auditStates(null, { apiKey: 'k', password: 'p' }))).not.toMatch(/"k"|"p"/)
  })

  it('keeps a created or deleted record whole, and a value that is not a record as it is', () => {
    expect(auditStates(null, { a: 1 })).toEqual({ before: null, after: { a: 1 } })
    expect(auditStates({ a: 1 }, null)).toEqual({ before: { a: 1 }, after: null })
    expect(auditStates([1, 2], [2, 1])).toEqual({ before: [1, 2], after: [2, 1] })
  })
})

describe('auditChanges', () => {
  it('lists field, old and new value', () => {
    expect(auditChanges({ role: 'editor', name: 'a' }, { role: 'operator', name: 'a' })).toEqual([
      { field: 'role', before: 'editor', after: 'operator' },
    ])
    expect(auditChanges(null, { title: 't' })).toEqual([{ field: 'title', before: null, after: 't' }])
    expect(auditChanges({ title: 't' }, null)).toEqual([{ field: 'title', before: 't', after: null }])
    expect(auditChanges([1, 2], [2, 1])).toEqual([{ field: '', before: [1, 2], after: [2, 1] }])
    expect(auditChanges(null, null)).toEqual([])
  })
})
