import { describe, expect, it } from 'vitest'
import { z } from './zod.ts'

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message

describe('default messages', () => {
  it('say limits in Chinese words, without English type names', () => {
    expect(messageOf(z.number().int().min(0).max(10), -1)).toBe('不能小于 0')
    expect(messageOf(z.number().int().min(0).max(10), 11)).toBe('不能大于 10')
    expect(messageOf(z.string().min(2).max(3), 'a')).toBe('至少 2 个字符')
    expect(messageOf(z.string().min(2).max(3), 'abcd')).toBe('最多 3 个字符')
    expect(messageOf(z.array(z.number()).max(1), [1, 2])).toBe('最多 1 项')
    expect(messageOf(z.number().positive(), 0)).toBe('必须大于 0')
    expect(messageOf(z.number(), 'x')).toBe('请输入数字')
  })

  it('leave a schema’s own message alone', () => {
    expect(messageOf(z.number().min(0, '排序不能为负数'), -1)).toBe('排序不能为负数')
  })
})
