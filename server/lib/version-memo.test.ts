import { describe, expect, it } from 'vitest'
import { VersionMemo } from './version-memo.ts'

const memoAt = (clock: { now: number }, maxEntries = 10) =>
  new VersionMemo<string>({ maxAgeMs: 60_000, maxEntries, now: () => clock.now })

describe('VersionMemo', () => {
  it('同一内容版本内命中；版本变化后全部作废', () => {
    const clock = { now: 0 }
    const memo = memoAt(clock)
    expect(memo.get('v1', 'a')).toBeUndefined()
    memo.set('v1', 'a', 'A')
    expect(memo.get('v1', 'a')).toBe('A')
    expect(memo.get('v2', 'a')).toBeUndefined()
    expect(memo.get('v2', 'a')).toBeUndefined()
  })

  it('为旧版本做出的值不保留', () => {
    const memo = memoAt({ now: 0 })
    memo.get('v2', 'x')
    memo.set('v1', 'a', 'old')
    expect(memo.get('v2', 'a')).toBeUndefined()
  })

  it('超过最长时间的值不再使用', () => {
    const clock = { now: 0 }
    const memo = memoAt(clock)
    memo.get('v1', 'a')
    memo.set('v1', 'a', 'A')
    clock.now = 59_999
    expect(memo.get('v1', 'a')).toBe('A')
    clock.now = 60_000
    expect(memo.get('v1', 'a')).toBeUndefined()
  })

  it('条目达到上限时清空后再存', () => {
    const memo = memoAt({ now: 0 }, 2)
    memo.get('v1', 'a')
    memo.set('v1', 'a', 'A')
    memo.set('v1', 'b', 'B')
    memo.set('v1', 'c', 'C')
    expect([memo.get('v1', 'a'), memo.get('v1', 'b'), memo.get('v1', 'c')]).toEqual([undefined, undefined, 'C'])
  })

  it('可以删除一个值', () => {
    const memo = memoAt({ now: 0 })
    memo.get('v1', 'a')
    memo.set('v1', 'a', 'A')
    memo.delete('a')
    expect(memo.get('v1', 'a')).toBeUndefined()
  })
})
