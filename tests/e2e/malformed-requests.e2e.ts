// Requests a script or a mangled link sends: none is answered 5xx. Deep page numbers go to
// the last page, control characters in a search are ignored, and methods no page takes are
// refused. Redirect targets are checked through the API (tests/api/redirects.routes.test.ts).
import { expect, test } from './fixtures.ts'

const HUGE = '99999999999999999999'

test('超大或超出末页的页码跳到最后一页，而不是 500', async ({ request }) => {
  for (const path of ['/newsCenter', '/recruitment/enterprise', '/plasmidPlatform/plasmidPlatformList']) {
    for (const page of [HUGE, '9999']) {
      const response = await request.get(`${path}?page=${page}`, { maxRedirects: 0 })
      expect(response.status(), `${path}?page=${page}`).toBe(302)
      const location = new URL(response.headers()['location']!, 'http://x')
      expect(location.pathname).toBe(path)
      const last = Number(location.searchParams.get('page'))
      expect(last).toBeGreaterThanOrEqual(1)
      expect(last).toBeLessThan(1000)
      expect((await request.get(`${path}?page=${last}`)).status()).toBe(200)
    }
  }
  const search = await request.get(`/searchResult?keyword=CRISPR&page=${HUGE}`, { maxRedirects: 0 })
  expect(search.status()).toBe(302)
})

test('搜索词中的 NUL 等控制字符被忽略', async ({ request }) => {
  for (const keyword of ['a%00b', 'CRISPR%00', '%01%02', '%0D%0A']) {
    const response = await request.get(`/searchResult?keyword=${keyword}`)
    expect(response.status(), keyword).toBe(200)
  }
  const plasmids = await request.get('/plasmidPlatform/plasmidPlatformList?keyword=pUC%00')
  expect(plasmids.status()).toBe(200)
  expect(await plasmids.text()).toContain('pUC19')
})

test('页面不接受的请求方法：405 与 Allow，而不是 500', async ({ request }) => {
  for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH']) {
    const response = await request.fetch('/', { method })
    expect(response.status(), method).toBe(405)
    expect(response.headers()['allow'], method).toBe('GET, HEAD, POST')
  }
  const post = await request.post('/aboutUs', { form: { x: '1' } })
  expect(post.status()).toBe(405)
})

test('每个页面都带 Permissions-Policy 安全头', async ({ request }) => {
  const response = await request.get('/')
  expect(response.headers()['permissions-policy']).toContain('camera=()')
})
