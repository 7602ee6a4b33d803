// Accessibility budget: Lighthouse's accessibility score (axe-core under WCAG rules, plus
// tap targets and contrast as a phone shows them) on the public pages and the account
// pages a visitor can open without logging in, mobile preset, production build with the
// demo content. The logged-in pages are held to the same rules by axe in the layout test
// (tests/e2e/layout.e2e.ts). Budget: every page ≥ 95.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts'
import { machineLine, recordSection, startServer } from './lib.ts'

const PAGES = [
  '/',
  '/aboutUs',
  '/geneEditing/geneEditingIndex',
  '/dynamicDetail?id=31',
  '/plasmidPlatform/plasmidPlatformList',
  '/plasmidPlatformDetail?listId=1',
  '/newsCenter',
  '/newsCenter/newsCenterDetail?newsId=1',
  '/recruitment',
  '/contactUs',
  '/searchResult?keyword=CRISPR',
  '/crispr-help',
  '/login',
  '/register',
  '/forgetPwd',
]
const BUDGET = 95

interface Figures {
  page: string
  score: number
  failed: string[]
}

async function measure(url: string, page: string, port: number): Promise<Figures> {
  const result = await lighthouse(url + page, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['accessibility'],
  })
  if (!result) throw new Error('Lighthouse returned no result')
  const { audits, categories } = result.lhr
  const refs = categories.accessibility?.auditRefs ?? []
  const failed = refs.filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0).map((ref) => ref.id)
  return { page, score: Math.round((categories.accessibility?.score ?? 0) * 100), failed }
}

const server = await startServer()
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
})
const figures: Figures[] = []
try {
  for (const page of PAGES) figures.push(await measure(server.url, page, chrome.port))
} finally {
  chrome.kill()
  await server.stop()
}

const rows = figures.map(
  (f) => `| ${f.page} | ${f.score} | ${f.failed.join(', ') || '–'} | ${f.score >= BUDGET ? 'yes' : '**no**'} |`,
)
const markdown = `## Accessibility (Lighthouse)

Command: \`npm run build && npx tsx bench/accessibility.bench.ts\` (part of \`npm run bench\`).
Lighthouse 12.8 accessibility category on Debian's Chromium, mobile preset, production build with
the demo content. Budget: ≥ ${BUDGET} on every page. Pages behind the login are checked by axe-core
(WCAG 2.2 A/AA) in \`tests/e2e/layout.e2e.ts\` at 375 and 1440 px.
Machine: ${machineLine()}. Run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.

| page | score | failed audits | within budget |
| --- | ---: | --- | --- |
${rows.join('\n')}`

console.log(markdown)
recordSection('accessibility', markdown)
if (!figures.every((f) => f.score >= BUDGET)) process.exitCode = 1
