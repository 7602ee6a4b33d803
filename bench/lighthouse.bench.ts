// Speed budget of five public pages (home, plasmid list and detail, a news item, a content
// page): Lighthouse on the system Chromium, mobile and desktop, against the production build
// with the demo content. Mobile budget: performance ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.05,
// TBT ≤ 150 ms. The home page's first-load JavaScript, as the build serves it (the scripts
// and module preloads of its HTML), ≤ 200 KB gzip.
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts'
import { machineLine, recordSection, startServer } from './lib.ts'

/** The pages, the detail pages as the first of their kind in the sitemap. */
const PAGES = [
  '/',
  '/plasmidPlatform/plasmidPlatformList',
  /\/plasmidPlatformDetail\?listId=\d+/,
  /\/newsCenter\/newsCenterDetail\?newsId=\d+/,
  /\/dynamicDetail\?id=\d+/,
]
const BUDGET = { performance: 95, lcpMs: 2000, cls: 0.05, tbtMs: 150, scriptKb: 200 }

interface Figures {
  page: string
  formFactor: 'mobile' | 'desktop'
  performance: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  scriptKb: number
}

interface NetworkItem {
  resourceType?: string
  transferSize?: number
}

async function measure(url: string, page: string, formFactor: Figures['formFactor'], port: number): Promise<Figures> {
  const result = await lighthouse(
    url + page,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    formFactor === 'desktop' ? desktopConfig : undefined,
  )
  if (!result) throw new Error('Lighthouse returned no result')
  const { audits, categories } = result.lhr
  const requests = (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
  const scriptBytes = requests
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
  return {
    page,
    formFactor,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    scriptKb: Math.round(scriptBytes / 1024),
  }
}

/** Each page's path: a fixed one as it is, a pattern as the sitemap's first match. */
async function pagePaths(serverUrl: string): Promise<string[]> {
  const sitemap = await (await fetch(`${serverUrl}/sitemap.xml`)).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc!).pathname + new URL(loc!).search,
  )
  return PAGES.map((page) => {
    if (typeof page === 'string') return page
    const found = paths.find((candidate) => page.test(candidate))
    if (!found) throw new Error(`no page like ${page} in the sitemap`)
    return found
  })
}

/** Gzip size of the scripts the home page's server HTML loads or preloads, from the build. */
async function firstLoadScriptKb(serverUrl: string): Promise<number> {
  const html = await (await fetch(serverUrl)).text()
  const sources = new Set(
    [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(([, src]) => src!),
  )
  let bytes = 0
  for (const src of sources) bytes += gzipSync(Buffer.from(await (await fetch(serverUrl + src)).arrayBuffer())).length
  return Math.round(bytes / 1024)
}

const server = await startServer()
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
})
const figures: Figures[] = []
let homeScriptKb: number
try {
  homeScriptKb = await firstLoadScriptKb(server.url)
  for (const page of await pagePaths(server.url)) {
    // A warm-up run fills the server's caches and the OS page cache.
    await measure(server.url, page, 'mobile', chrome.port)
    figures.push(await measure(server.url, page, 'mobile', chrome.port))
    figures.push(await measure(server.url, page, 'desktop', chrome.port))
  }
} finally {
  chrome.kill()
  await server.stop()
}

const within = (f: Figures) =>
  f.formFactor === 'desktop'
    ? f.cls <= BUDGET.cls
    : f.performance >= BUDGET.performance && f.lcpMs <= BUDGET.lcpMs && f.cls <= BUDGET.cls && f.tbtMs <= BUDGET.tbtMs
const rows = figures.map(
  (f) =>
    `| ${f.page} | ${f.formFactor} | ${f.performance} | ${f.fcpMs} | ${f.lcpMs} | ${f.tbtMs} | ${f.cls} | ${f.scriptKb} | ${within(f) ? 'yes' : '**no**'} |`,
)
const markdown = `## Lighthouse (public pages)

Command: \`npm run build && npx tsx bench/lighthouse.bench.ts\` (part of \`npm run bench\`).
Lighthouse 12.8 on Debian's Chromium, default mobile (simulated slow 4G, 4× CPU slowdown) and desktop presets,
production build with the demo content, compression on. Mobile budget: performance ≥ ${BUDGET.performance},
LCP ≤ ${BUDGET.lcpMs} ms, CLS ≤ ${BUDGET.cls}, TBT ≤ ${BUDGET.tbtMs} ms; desktop CLS ≤ ${BUDGET.cls}. The JS column is what
Lighthouse saw transferred. First-load JavaScript of /, the scripts and module preloads of its server HTML from
the build, gzip: ${homeScriptKb} KB (budget ≤ ${BUDGET.scriptKb} KB, ${homeScriptKb <= BUDGET.scriptKb ? 'met' : '**missed**'}).
Machine: ${machineLine()}. Run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.

| page | form factor | performance | FCP ms | LCP ms | TBT ms | CLS | JS KB (gzip) | within budget |
| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |
${rows.join('\n')}`

console.log(markdown)
recordSection('lighthouse', markdown)
if (!figures.every(within) || homeScriptKb > BUDGET.scriptKb) process.exitCode = 1
