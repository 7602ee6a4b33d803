import { describe, expect, it } from 'vitest'
import { PageStore, type StoredPage } from './page-store.ts'

/** A page of `size` bytes in all (identity, br and gzip together). */
const page = (size: number, text = 'x'): StoredPage => ({
  answers: {
    identity: { headers: ['content-type', 'text/html'], body: Buffer.alloc(size - 2, text) },
    br: { headers: [], body: Buffer.alloc(1) },
    gzip: { headers: [], body: Buffer.alloc(1) },
  },
})

describe('PageStore', () => {
  it('按字节数限制容量，先淘汰最久未用的页面', () => {
    let now = 0
    const store = new PageStore({ maxBytes: 300, maxAgeMs: 60_000, now: () => now })
    store.get('v1', 'a')
    store.set('v1', 'a', page(100))
    store.set('v1', 'b', page(100))
    store.set('v1', 'c', page(100))
    now += 999
    expect(store.get('v1', 'a')).toBeDefined()
    now += 1
    expect(store.get('v1', 'a')).toBeDefined()
    store.set('v1', 'd', page(100))
    expect(store.get('v1', 'b')).toBeUndefined()
    expect(store.get('v1', 'a')).toBeDefined()
    expect(store.get('v1', 'c')).toBeDefined()
    expect(store.get('v1', 'd')).toBeDefined()
    expect(store.bytes).toBe(300)
  })

  it('一秒内再次读取的页面保持原来的位置', () => {
    let now = 0
    const store = new PageStore({ maxBytes: 300, maxAgeMs: 60_000, now: () => now })
    store.get('v1', 'a')
    for (const key of ['a', 'b', 'c']) store.set('v1', key, page(100))
    now += 500
    expect(store.get('v1', 'a')).toBeDefined()
    store.set('v1', 'd', page(100))
    expect(store.get('v1', 'a')).toBeUndefined()
    expect(store.get('v1', 'b')).toBeDefined()
  })

  it('单个页面超过容量时不保存；同一键再次保存时替换并重新计数', () => {
    const store = new PageStore({ maxBytes: 300, maxAgeMs: 60_000 })
    store.get('v1', 'a')
    store.set('v1', 'big', page(301))
    expect(store.get('v1', 'big')).toBeUndefined()
    store.set('v1', 'a', page(100, 'x'))
    store.set('v1', 'a', page(200, 'y'))
    expect(store.bytes).toBe(200)
    expect(store.get('v1', 'a')?.answers.identity.body[0]).toBe('y'.charCodeAt(0))
  })

  it('内容版本变化时丢弃全部页面，旧版本渲染的页面不再保存', () => {
    const store = new PageStore({ maxBytes: 1000, maxAgeMs: 60_000 })
    store.get('v1', 'a')
    store.set('v1', 'a', page(100))
    expect(store.get('v2', 'a')).toBeUndefined()
    expect(store.bytes).toBe(0)
    store.set('v1', 'a', page(100))
    expect(store.get('v2', 'a')).toBeUndefined()
    store.set('v2', 'a', page(100))
    expect(store.get('v2', 'a')).toBeDefined()
  })

  it('页面保存的时间有限：到期后不再返回，也不再占用容量', () => {
    let now = 1_000
    const store = new PageStore({ maxBytes: 1000, maxAgeMs: 60_000, now: () => now })
    store.get('v1', 'a')
    store.set('v1', 'a', page(100))
    now += 59_999
    expect(store.get('v1', 'a')).toBeDefined()
    now += 1
    expect(store.get('v1', 'a')).toBeUndefined()
    expect(store.bytes).toBe(0)
  })
})
