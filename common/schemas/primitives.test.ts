import { describe, expect, it } from 'vitest'
import { IdSchema, MAX_ROW_ID } from './primitives.ts'

describe('IdSchema', () => {
  it('accepts ids up to the 32-bit column bound, as numbers or text', () => {
    expect(IdSchema.parse('12')).toBe(12)
    expect(IdSchema.parse(MAX_ROW_ID)).toBe(MAX_ROW_ID)
  })

  it.each([MAX_ROW_ID + 1, 2 ** 32, Number.MAX_SAFE_INTEGER, '9223372036854775808'])(
    'refuses %s, past what an id column holds, with the id message',
    (id) => {
      const result = IdSchema.safeParse(id)
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toBe('参数 id 无效')
    },
  )
})
