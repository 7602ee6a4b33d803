// The sitemap protocol (sitemaps.org): at most 50,000 URLs per file; past that, /sitemap.xml
// is an index of numbered files (/sitemap-1.xml, …).

export interface SitemapUrl {
  /** Site-relative path with its query, as the pages link to it. */
  path: string
  /** When the content last changed: a stored timestamp, 'YYYY-MM-DD …'. */
  lastmod?: string | undefined
}

export const URLS_PER_SITEMAP = 50_000

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`)

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/
const lastmod = (stamp: string | undefined) => {
  const date = stamp ? ISO_DATE.exec(stamp)?.[0] : undefined
  return date ? `<lastmod>${date}</lastmod>` : ''
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'

export function urlSet(origin: string, urls: readonly SitemapUrl[]): string {
  const entries = urls.map((url) => `<url><loc>${escapeXml(origin + url.path)}</loc>${lastmod(url.lastmod)}</url>`)
  return `${XML_HEAD}<urlset ${NAMESPACE}>\n${entries.join('\n')}\n</urlset>\n`
}

export function sitemapIndex(origin: string, files: number): string {
  const entries = Array.from(
    { length: files },
    (_, index) => `<sitemap><loc>${origin}/sitemap-${index + 1}.xml</loc></sitemap>`,
  )
  return `${XML_HEAD}<sitemapindex ${NAMESPACE}>\n${entries.join('\n')}\n</sitemapindex>\n`
}

/**
 * What /sitemap.xml answers, and the numbered file `part` (1-based) when it is an index;
 * undefined for a part that does not exist.
 */
export function sitemapDocument(
  origin: string,
  urls: readonly SitemapUrl[],
  part?: number,
  perFile = URLS_PER_SITEMAP,
): string | undefined {
  const files = Math.ceil(urls.length / perFile)
  if (part === undefined) return files <= 1 ? urlSet(origin, urls) : sitemapIndex(origin, files)
  if (files <= 1 || !Number.isSafeInteger(part) || part < 1 || part > files) return undefined
  return urlSet(origin, urls.slice((part - 1) * perFile, part * perFile))
}
