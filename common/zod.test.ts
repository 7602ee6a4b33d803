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

  it('say a wrong type in Chinese words, and a missing value as required', () => {
    expect(messageOf(z.string(), { a: 1 })).toBe('格式不正确，应为文字')
    expect(messageOf(z.string(), null)).toBe('格式不正确，应为文字')
    expect(messageOf(z.object({ name: z.string() }), 'x')).toBe('格式不正确，应为一组字段（对象）')
    expect(messageOf(z.array(z.string()), 'x')).toBe('格式不正确，应为列表')
    expect(messageOf(z.boolean(), 1)).toBe('格式不正确，应为是或否（true/false）')
    expect(messageOf(z.object({ name: z.string() }), {})).toBe('此项必填')
    for (const [schema, value] of [
      [z.string(), 5],
      [z.object({}), []],
      [z.array(z.number()), {}],
    ] as const) {
      expect(messageOf(schema, value)).not.toMatch(/[a-z]{3,}/i)
    }
  })

  it('leave a schema’s own message alone', () => {
    expect(messageOf(z.number().min(0, '排序不能为负数'), -1)).toBe('排序不能为负数')
  })
})
