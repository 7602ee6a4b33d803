// Speed budget of the public home page: Lighthouse on the system
// Chromium, mobile and desktop, against the production build with the demo content.
// Budget: first-load JavaScript ≤ 200 KB gzip, mobile performance ≥ 90, CLS ≤ 0.05.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts'
import { machineLine, recordSection, startServer } from './lib.ts'

const PAGES = ['/']
const BUDGET = { performance: 90, cls: 0.05, scriptKb: 200 }

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

const server = await startServer()
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
})
const figures: Figures[] = []
try {
  for (const page of PAGES) {
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
  f.cls <= BUDGET.cls &&
  f.scriptKb <= BUDGET.scriptKb &&
  (f.formFactor === 'desktop' || f.performance >= BUDGET.performance)
const rows = figures.map(
  (f) =>
    `| ${f.page} | ${f.formFactor} | ${f.performance} | ${f.fcpMs} | ${f.lcpMs} | ${f.tbtMs} | ${f.cls} | ${f.scriptKb} | ${within(f) ? 'yes' : '**no**'} |`,
)
const markdown = `## Lighthouse (public pages)

Command: \`npm run build && npx tsx bench/lighthouse.bench.ts\` (part of \`npm run bench\`).
Lighthouse 12.8 on Debian's Chromium, default mobile (simulated slow 4G, 4× CPU slowdown) and desktop presets,
production build with the demo content, compression on. Budget: mobile performance ≥ ${BUDGET.performance},
CLS ≤ ${BUDGET.cls}, first-load JavaScript ≤ ${BUDGET.scriptKb} KB (transferred, gzip).
Machine: ${machineLine()}. Run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.

| page | form factor | performance | FCP ms | LCP ms | TBT ms | CLS | JS KB (gzip) | within budget |
| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |
${rows.join('\n')}`

console.log(markdown)
recordSection('lighthouse', markdown)
if (!figures.every(within)) process.exitCode = 1
