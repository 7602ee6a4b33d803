import { describe, expect, it } from 'vitest'
import { maskUrl } from './logger.ts'

describe('maskUrl', () => {
  it('隐藏查询串中的密码、验证码与令牌', () => {
    const masked = maskUrl('/api/v1/user/login?email=a%40b.cn&password=Secret%401&smscode=123456&token=abc')
    expect(masked).not.toMatch(/Secret|123456|abc$/)
    expect(masked).toContain('email=a%40b.cn')
    expect(masked).toContain('password=***')
  })

  it('没有查询串时原样返回', () => {
    expect(maskUrl('/api/v1/category/allcate')).toBe('/api/v1/category/allcate')
  })
})
