import { describe, expect, it } from 'vitest'
import { staffReturnPath } from '#web/admin/lib/staff-session.ts'
import { safeRedirectPath } from './safe-redirect.ts'

describe('safeRedirectPath', () => {
  it.each([
    ['/newsCenter?type=6&id=4', '/newsCenter?type=6&id=4'],
    ['/crispr-result?id=5#scores', '/crispr-result?id=5#scores'],
    ['/searchResult?keyword=a b', '/searchResult?keyword=a%20b'],
    ['/aboutUs', '/aboutUs'],
  ])('保留站内路径 %s', (target, path) => {
    expect(safeRedirectPath(target, '/order')).toBe(path)
  })

  it.each([
    ['crispr', '/crispr'],
    ['crispr-result?id=5', '/crispr-result?id=5'],
  ])('把规格中不带斜杠的页面名 %s 当作站内路径', (target, path) => {
    expect(safeRedirectPath(target, '/order')).toBe(path)
  })

  it.each([
    // Other origins, written every way a browser would still follow.
    'https://evil.example',
    'http://evil.example/path',
    'https:evil.example',
    'https:x',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    'evil.example/x',
    // Schemes that run code or embed data.
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    // Control characters anywhere: dropped by browsers, or a header split on the server.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/a\r\nX-Y: 1',
    '/a\u0000b',
    '\t/aboutUs',
    '/aboutUs\u007f',
    // Leading white space.
    ' /aboutUs',
    ' //evil.example',
    '\u00a0//evil.example',
    // Dot segments that resolve to another origin: the resolved path is what counts.
    '/..//evil.example/phish',
    '/a/..//evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E//evil.example',
    '/.%2e//evil.example',
    '/a/b/../..//evil.example',
    '..//evil.example',
    'crispr/..//evil.example',
    '/..\\evil.example',
    '/.%2e/\\evil.example',
    // Nothing at all.
    '',
    null,
    undefined,
  ])('拒绝 %j', (target) => {
    expect(safeRedirectPath(target, '/order')).toBe('/order')
  })

  it('返回的路径经过规范化：不能再被浏览器解读成另一个站点', () => {
    for (const target of ['/./evil', '/a/../b', '/%2F%2Fevil.example', '/@evil.example']) {
      const path = safeRedirectPath(target, '/order')
      expect(path.startsWith('/')).toBe(true)
      expect(path.startsWith('//')).toBe(false)
      expect(new URL(path, 'https://www.langene.example').origin).toBe('https://www.langene.example')
    }
  })
})

describe('staffReturnPath', () => {
  it.each([
    ['/admin', '/admin'],
    ['/admin/orders?status=1', '/admin/orders?status=1'],
    ['/admin/x/../orders', '/admin/orders'],
  ])('控制台内的页面 %s 保留', (target, path) => {
    expect(staffReturnPath(target)).toBe(path)
  })

  it.each([
    '/aboutUs',
    '/administrator',
    '/admin/../aboutUs',
    '/admin/..//evil.example',
    '/admin/%2e%2e/%2e%2e//evil.example',
    '/admin/..\\evil.example',
    '//evil.example/admin',
    'https://evil.example/admin',
    null,
  ])('控制台以外的目标 %j 被拒绝', (target) => {
    expect(staffReturnPath(target)).toBeUndefined()
  })
})
