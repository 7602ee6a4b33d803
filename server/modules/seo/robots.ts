// What crawlers may fetch: the public pages, not the customer area, the admin console,
// search results (endless, thin pages) or the API.

/**
 * Pages that are private or not worth indexing. Rules match by prefix; `$` ends one where a
 * public page shares the prefix (/crispr-help is public, the CRISPR-Net workspace is not).
 */
export const DISALLOWED_PATHS = [
  '/admin',
  '/api/',
  '/account',
  '/addressManagement',
  '/order',
  '/crispr$',
  '/crispr-result',
  '/login',
  '/register',
  '/forgetPwd',
  '/activate',
  '/confirmation',
  '/searchResult',
  '/lang/',
]

export function robotsTxt(origin: string): string {
  const rules = DISALLOWED_PATHS.map((path) => `Disallow: ${path}`).join('\n')
  return `User-agent: *\n${rules}\n\nSitemap: ${origin}/sitemap.xml\n`
}
