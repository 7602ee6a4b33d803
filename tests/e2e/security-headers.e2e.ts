// The security headers on each kind of response the built server sends: a public page (from
// the page cache), a JSON call, the admin console and a file download. The e2e server trusts one proxy hop
// (TRUST_PROXY=1), as behind a TLS-terminating load balancer.
import type { APIResponse } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { serverStore } from './server-store.ts'
import { cspSources, inlineScriptSources } from '#tests/setup/csp.ts'

async function downloadPath(): Promise<string> {
  const plasmid = await serverStore()
    .selectFrom('plasmid')
    .select('id')
    .where('sequenceId', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  return `/api/v1/plasmid/${plasmid.id}/genbank`
}

function expectCommonHeaders(response: APIResponse, what: string) {
  const headers = response.headers()
  expect(response.status(), what).toBe(200)
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['x-frame-options'], what).toBe('DENY')
  expect(headers['referrer-policy'], what).toBe('no-referrer')
  expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'")
}

test('公开页面、接口、管理后台与下载都带安全响应头；HSTS 只在经可信代理的 HTTPS 请求上发送', async ({ request }) => {
  const targets = [
    { what: 'public page', url: '/', method: 'GET', kind: 'cached page' },
    { what: 'admin console', url: '/admin/login', method: 'GET', kind: 'page' },
    { what: 'API call', url: '/api/v1/category/allcate', method: 'POST', kind: 'api' },
    { what: 'download', url: await downloadPath(), method: 'GET', kind: 'download' },
  ] as const
  for (const { what, url, method, kind } of targets) {
    const overTls = await request.fetch(url, { method, headers: { 'x-forwarded-proto': 'https' } })
    expectCommonHeaders(overTls, what)
    expect(overTls.headers()['strict-transport-security'], what).toBe('max-age=31536000; includeSubDomains')

    const plain = await request.fetch(url, { method })
    expectCommonHeaders(plain, what)
    expect(plain.headers()['strict-transport-security'], what).toBeUndefined()

    const csp = plain.headers()['content-security-policy']!
    if (kind === 'page') {
      // Inline scripts only with this response's nonce, which the HTML carries.
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
      expect(nonce, what).toBeTruthy()
      expect(await plain.text(), what).toContain(`nonce="${nonce}"`)
      expect(csp, what).toContain("object-src 'none'")
    } else if (kind === 'cached page') {
      // A cached page cannot carry a fresh nonce: exactly its inline scripts, by hash (ADR 014).
      const scripts = cspSources(csp, 'script-src')
      expect(scripts[0], what).toBe("'self'")
      expect(scripts.slice(1).sort(), what).toEqual(inlineScriptSources(await plain.text()))
      expect(csp, what).toContain("object-src 'none'")
    } else {
      expect(csp, what).toBe("default-src 'none';frame-ancestors 'none'")
    }
    if (kind === 'download') expect(plain.headers()['content-disposition'], what).toMatch(/^attachment;/)
  }
})
