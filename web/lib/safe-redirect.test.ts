import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './safe-redirect.ts'

describe('safeRedirectPath', () => {
  it('保留站内路径', () => {
    expect(safeRedirectPath('/newsCenter?type=6&id=4')).toBe('/newsCenter?type=6&id=4')
  })
  it.each([
    ['crispr', '/crispr'],
    ['crispr-result?id=5', '/crispr-result?id=5'],
  ])('把规格中不带斜杠的页面名 %s 当作站内路径', (target, path) => {
    expect(safeRedirectPath(target, '/order')).toBe(path)
  })
  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'evil.example/x',
    '',
    null,
    undefined,
  ])('拒绝 %s', (target) => {
    expect(safeRedirectPath(target, '/order')).toBe('/order')
  })
})
