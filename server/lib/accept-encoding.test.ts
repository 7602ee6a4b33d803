import { describe, expect, it } from 'vitest'
import { storedEncodingFor } from './accept-encoding.ts'

describe('storedEncodingFor', () => {
  it('优先 br，其次 gzip，按 q 值排除', () => {
    expect(storedEncodingFor('gzip, deflate, br')).toBe('br')
    expect(storedEncodingFor('gzip, br;q=0')).toBe('gzip')
    expect(storedEncodingFor('*')).toBe('br')
    expect(storedEncodingFor('*;q=0, gzip')).toBe('gzip')
    expect(storedEncodingFor('deflate')).toBeUndefined()
    expect(storedEncodingFor('identity')).toBeUndefined()
    expect(storedEncodingFor(undefined)).toBeUndefined()
  })
})
