// Speed budget of five public pages (home, plasmid list and detail, a news item, a content
// page): Lighthouse on the system Chromium, mobile and desktop, against the production build
// with the demo content. Mobile budget: performance ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.05,
// TBT ≤ 150 ms. The home page's first-load JavaScript, every script the browser fetched while
// loading it (the preloads of its HTML and what hydration imports after them), ≤ 200 KB gzip.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result, desktopConfig } from 'lighthouse'
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
  scriptUrls: string[]
}

interface NetworkItem {
  url: string
  resourceType?: string
  transferSize?: number
}

/** One Lighthouse run; a run Lighthouse itself reports as failed (a lost trace) is run again. */
async function measure(url: string, page: string, formFactor: Figures['formFactor'], port: number): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      url + page,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    )
    if (!result) throw new Error('Lighthouse returned no result')
    if (!result.lhr.runtimeError) return figuresOf(result.lhr, page, formFactor)
    if (attempt === 3) throw new Error(`Lighthouse failed on ${page}: ${result.lhr.runtimeError.message}`)
  }
}

function figuresOf(lhr: Result, page: string, formFactor: Figures['formFactor']): Figures {
  const { audits, categories } = lhr
  const requests = (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
  const scripts = requests.filter((item) => item.resourceType === 'Script')
  const scriptBytes = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
  return {
    page,
    formFactor,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    scriptKb: Math.round(scriptBytes / 1024),
    scriptUrls: scripts.map((item) => item.url),
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

/** Gzip size of the given scripts, read from the client build by their paths. */
function gzipKb(urls: string[]): number {
  let bytes = 0
  for (const path of new Set(urls.map((url) => new URL(url).pathname)))
    bytes += gzipSync(readFileSync(`build/client${path}`)).length
  return Math.round(bytes / 1024)
}

const server = await startServer()
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
})
/** Runs per page and form factor: Lighthouse's simulation varies from run to run, the median less. */
const RUNS = 3

/** The run with the median performance score. */
async function medianRun(page: string, formFactor: Figures['formFactor']): Promise<Figures> {
  const runs: Figures[] = []
  for (let run = 0; run < RUNS; run++) runs.push(await measure(server.url, page, formFactor, chrome.port))
  return runs.sort((a, b) => a.performance - b.performance)[Math.floor(RUNS / 2)]!
}

const figures: Figures[] = []
try {
  for (const page of await pagePaths(server.url)) {
    // A warm-up run fills the server's caches and the OS page cache.
    await measure(server.url, page, 'mobile', chrome.port)
    figures.push(await medianRun(page, 'mobile'))
    figures.push(await medianRun(page, 'desktop'))
  }
} finally {
  chrome.kill()
  await server.stop()
}

const homeScriptKb = gzipKb(figures.find((f) => f.page === '/' && f.formFactor === 'mobile')!.scriptUrls)
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
the run with the median performance score of ${RUNS} per page and form factor, production build with the demo content, compression on. Mobile budget: performance ≥ ${BUDGET.performance},
LCP ≤ ${BUDGET.lcpMs} ms, CLS ≤ ${BUDGET.cls}, TBT ≤ ${BUDGET.tbtMs} ms; desktop CLS ≤ ${BUDGET.cls}. The JS column is what
Lighthouse saw transferred (brotli). First-load JavaScript of /, every script the mobile run fetched, gzip: ${homeScriptKb} KB (budget ≤ ${BUDGET.scriptKb} KB, ${homeScriptKb <= BUDGET.scriptKb ? 'met' : '**missed**'}).
Machine: ${machineLine()}. Run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.

| page | form factor | performance | FCP ms | LCP ms | TBT ms | CLS | JS KB (gzip) | within budget |
| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |
${rows.join('\n')}`

console.log(markdown)
recordSection('lighthouse', markdown)
if (!figures.every(within) || homeScriptKb > BUDGET.scriptKb) process.exitCode = 1
