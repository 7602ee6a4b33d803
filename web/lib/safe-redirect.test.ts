import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './safe-redirect.ts'

describe('safeRedirectPath', () => {
  it('保留站内路径', () => {
    expect(safeRedirectPath('/newsCenter?type=6&id=4')).toBe('/newsCenter?type=6&id=4')
  })
  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'crispr', '', null, undefined])(
    '拒绝 %s',
    (target) => {
      expect(safeRedirectPath(target, '/order')).toBe('/order')
    },
  )
})
