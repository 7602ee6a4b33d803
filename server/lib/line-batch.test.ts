import { afterEach, describe, expect, it, vi } from 'vitest'
import { LineBatch } from './line-batch.ts'

/** A target that records what it is handed. */
function recorder() {
  const chunks: string[] = []
  let syncs = 0
  return {
    chunks,
    syncs: () => syncs,
    target: { write: (chunk: string) => chunks.push(chunk), flushSync: () => syncs++ },
  }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('LineBatch', () => {
  it('满几 KB 才交给目标，一次一批，顺序不变', () => {
    const { chunks, target } = recorder()
    const batch = new LineBatch(target, { minLength: 20 })
    batch.write('line-1\n')
    batch.write('line-2\n')
    expect(chunks).toEqual([])
    batch.write('line-3\n')
    expect(chunks).toEqual(['line-1\nline-2\nline-3\n'])
    batch.close()
  })

  it('不满一批的行在最长等待时间后交出', () => {
    vi.useFakeTimers()
    const { chunks, target } = recorder()
    const batch = new LineBatch(target, { minLength: 4096, maxWaitMs: 250 })
    batch.write('alone\n')
    vi.advanceTimersByTime(249)
    expect(chunks).toEqual([])
    vi.advanceTimersByTime(1)
    expect(chunks).toEqual(['alone\n'])
    batch.close()
  })

  it('关闭时交出剩下的行；flushSync 还让目标同步写完', () => {
    const { chunks, syncs, target } = recorder()
    const batch = new LineBatch(target)
    batch.write('a\n')
    batch.flushSync()
    expect([chunks, syncs()]).toEqual([['a\n'], 1])
    batch.write('b\n')
    batch.close()
    expect(chunks).toEqual(['a\n', 'b\n'])
    batch.close()
    expect(chunks).toEqual(['a\n', 'b\n'])
  })
})
