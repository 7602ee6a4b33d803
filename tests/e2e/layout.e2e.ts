// Every page of the route table, at a phone's and a desktop's width: the
// document is never wider than the screen, nothing but the content of a scroll container
// reaches past its right edge, the page logs no console error, and axe-core, the engine of
// Lighthouse's accessibility score, finds no WCAG 2.2 A/AA violation at the width its users
// mostly read it at. The pages come from web/routes.ts itself, so a route added later is held to
// this too: it fails here until VISITS says how to open it (with real ids from the seed, logged
// in where needed).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import type { Browser, BrowserContextOptions, Page, Request } from '@playwright/test'
import type AxeCore from 'axe-core'
import routes from '../../web/routes.ts'
import { expect, test } from '@playwright/test'

interface Visit {
  /** What to open: the route with real query values. */
  url: string
  /** Open it as the logged-in demo customer. */
  customer?: boolean
  /** Open it as the demo admin of the staff console. */
  staff?: boolean
  /** The status the page answers with, when not 200 (the 404 page). */
  status?: number
  /** API calls the page makes that are expected to be refused (the browser logs each). */
  refusedCalls?: number[]
}

const DEMO_CUSTOMER = { email: 'demo2@example.com', password: 'Demo@12345' }
const DEMO_ADMIN = { email: 'admin@example.com', password: 'Admin@12345' }
/** Replaced by a CRISPR-Net job of the demo customer, made before the visits. */
const CRISPR_JOB_ID = '{crisprJobId}'
/** The demo customer's GUIDE-seq order 10 is named by its number, which the seed's date decides. */
const GUIDE_ORDERNO = '{guideOrderno}'

/** How to open each route of web/routes.ts, by its full path. */
const VISITS: Record<string, Visit[]> = {
  '/': [{ url: '/' }],
  '/lang/:lang': [{ url: '/lang/en?redirect=%2FaboutUs' }],
  '/dynamicIndex': [{ url: '/dynamicIndex?id=10' }, { url: '/dynamicIndex?id=13' }],
  '/dynamicDetail': [{ url: '/dynamicDetail?id=31' }],
  '/productDetail': [{ url: '/productDetail?id=36' }],
  '/geneEditing/geneEditingIndex': [{ url: '/geneEditing/geneEditingIndex' }],
  '/searchResult': [{ url: '/searchResult?keyword=CRISPR' }],
  '/searchResultDetail': [{ url: '/searchResultDetail?kind=news&id=1&keyword=CRISPR' }],
  '/aboutUs': [{ url: '/aboutUs' }],
  '/crispr-help': [{ url: '/crispr-help' }],
  '/newsCenter': [{ url: '/newsCenter' }],
  '/newsCenter/newsCenterDetail': [{ url: '/newsCenter/newsCenterDetail?newsId=1' }],
  '/recruitment': [{ url: '/recruitment' }],
  '/recruitment/enterprise': [{ url: '/recruitment/enterprise' }],
  '/recruitment/school': [{ url: '/recruitment/school' }],
  '/talentRecruitmentDetail': [{ url: '/talentRecruitmentDetail?key=1' }],
  '/contactUs': [{ url: '/contactUs' }],
  '/contactUs/enterpriseRecruitment': [{ url: '/contactUs/enterpriseRecruitment' }],
  '/contactUs/schoolRecruitment': [{ url: '/contactUs/schoolRecruitment' }],
  '/privacyPolicy': [{ url: '/privacyPolicy' }],
  '/plasmidPlatform': [{ url: '/plasmidPlatform' }],
  '/plasmidPlatform/plasmidPlatformList': [{ url: '/plasmidPlatform/plasmidPlatformList' }],
  '/plasmidPlatformDetail': [{ url: '/plasmidPlatformDetail?listId=1' }],
  '/login': [{ url: '/login' }],
  '/register': [{ url: '/register' }],
  '/confirmation': [{ url: '/confirmation' }],
  // A link that is not (or no longer) valid: the page says so; the API refuses the token.
  '/activate': [{ url: '/activate?token=0000000000000000000000000000000000000000000', refusedCalls: [400] }],
  '/forgetPwd': [{ url: '/forgetPwd' }],
  '/account': [{ url: '/account', customer: true }],
  '/addressManagement': [{ url: '/addressManagement', customer: true }],
  '/order': [
    { url: '/order', customer: true },
    { url: '/order?type=3', customer: true },
  ],
  // The demo customer's seeded orders: GUIDE-seq 10 (sample 10), cell line 11, amplicon 12 (sample 11).
  '/orderSeqList': [{ url: '/orderSeqList?oid=10', customer: true }],
  '/orderSeqDetail': [{ url: '/orderSeqDetail?id=10&oid=10', customer: true }],
  '/orderSeqAction': [{ url: '/orderSeqAction', customer: true }],
  '/orderAmpliconList': [{ url: '/orderAmpliconList?oid=12', customer: true }],
  '/orderAmpliconDetail': [{ url: '/orderAmpliconDetail?id=11&oid=12', customer: true }],
  '/orderAmpliconAction': [{ url: '/orderAmpliconAction?id=11&oid=12', customer: true }],
  '/orderCellList': [{ url: '/orderCellList?oid=11', customer: true }],
  '/orderCellDetail': [{ url: '/orderCellDetail?id=11&oid=11', customer: true }],
  '/orderCellAction': [{ url: '/orderCellAction', customer: true }],
  '/orderSheet': [{ url: `/orderSheet?orderno=${GUIDE_ORDERNO}`, customer: true }],
  '/invoices': [{ url: '/invoices', customer: true }],
  '/orderImport': [{ url: '/orderImport?kind=amplicon', customer: true }],
  '/crispr': [{ url: '/crispr', customer: true }],
  '/crispr-result': [{ url: `/crispr-result?id=${CRISPR_JOB_ID}`, customer: true }],
  '/sgrna-tools': [{ url: '/sgrna-tools' }],
  // A link that was revoked (or never made): the page says so; the API answers 404. The result
  // it shows for a live link is the result page's table, visited above (crispr.e2e.ts opens one).
  '/crispr/shared/:token': [{ url: `/crispr/shared/${'A'.repeat(43)}`, refusedCalls: [404] }],
  '/admin/login': [{ url: '/admin/login' }],
  '/admin': [{ url: '/admin', staff: true }],
  '/admin/categories': [{ url: '/admin/categories', staff: true }],
  '/admin/news': [{ url: '/admin/news', staff: true }],
  '/admin/news/:id': [
    { url: '/admin/news/new', staff: true },
    { url: '/admin/news/1', staff: true },
  ],
  '/admin/articles': [{ url: '/admin/articles', staff: true }],
  '/admin/articles/:id': [{ url: '/admin/articles/36', staff: true }],
  '/admin/ads': [{ url: '/admin/ads', staff: true }],
  '/admin/ads/:id': [{ url: '/admin/ads/1', staff: true }],
  '/admin/blocks': [{ url: '/admin/blocks', staff: true }],
  '/admin/jobs': [{ url: '/admin/jobs', staff: true }],
  '/admin/jobs/:id': [{ url: '/admin/jobs/1', staff: true }],
  '/admin/welfare': [{ url: '/admin/welfare', staff: true }],
  '/admin/welfare/:id': [{ url: '/admin/welfare/1', staff: true }],
  '/admin/work-places': [{ url: '/admin/work-places', staff: true }],
  '/admin/work-places/:id': [{ url: '/admin/work-places/1', staff: true }],
  '/admin/plasmids': [{ url: '/admin/plasmids', staff: true }],
  '/admin/plasmids/new': [{ url: '/admin/plasmids/new', staff: true }],
  '/admin/plasmids/import': [{ url: '/admin/plasmids/import', staff: true }],
  '/admin/plasmids/:id': [{ url: '/admin/plasmids/1', staff: true }],
  '/admin/plasmid-filters': [{ url: '/admin/plasmid-filters', staff: true }],
  '/admin/orders': [{ url: '/admin/orders', staff: true }],
  '/admin/orders/:id': [{ url: '/admin/orders/1', staff: true }],
  '/admin/fapiao-requests': [{ url: '/admin/fapiao-requests', staff: true }],
  // The seed has no fapiao request: the page's not-found state inside the console's frame.
  '/admin/fapiao-requests/:id': [{ url: '/admin/fapiao-requests/999999', staff: true, refusedCalls: [404] }],
  '/admin/customers': [{ url: '/admin/customers', staff: true }],
  '/admin/customers/:id': [{ url: '/admin/customers/1', staff: true }],
  '/admin/inbox': [{ url: '/admin/inbox', staff: true }],
  '/admin/outboxes': [{ url: '/admin/outboxes', staff: true }],
  '/admin/crispr-jobs': [{ url: '/admin/crispr-jobs', staff: true }],
  '/admin/crispr-jobs/:id': [{ url: `/admin/crispr-jobs/${CRISPR_JOB_ID}`, staff: true }],
  '/admin/staff': [{ url: '/admin/staff', staff: true }],
  '/admin/settings': [{ url: '/admin/settings', staff: true }],
  '/admin/audit': [{ url: '/admin/audit', staff: true }],
  // The console's own catch-all is one too: its 404 inside the console's frame.
  '*': [
    { url: '/no/such/page', status: 404 },
    { url: '/admin/no/such/page', staff: true, status: 404 },
  ],
}

/** Full paths of the route table ('*' for the catch-all), children joined to their parents. */
function routePaths(entries: RouteConfigEntry[], parent = ''): string[] {
  const paths = entries.flatMap((entry): string[] => {
    const path = entry.path === '*' ? '*' : entry.index ? parent || '/' : `${parent}/${entry.path ?? ''}`
    return [path, ...routePaths(entry.children ?? [], path)]
  })
  return [...new Set(paths)]
}

const WIDTHS: { name: '375' | '1440'; options: BrowserContextOptions }[] = [
  {
    name: '375',
    // A phone's screen at one device pixel per CSS pixel: layout in CSS pixels is the same at
    // any density, and drawing four times the pixels only slows the test machine.
    options: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
  },
  { name: '1440', options: { viewport: { width: 1440, height: 900 } } },
]

/**
 * The widths at which axe looks at a page: the public site and the customer area are read on
 * phones first, the console at the staff's desks. Most of what axe checks (names, labels,
 * contrast, structure) is the same at either width, and one look per page halves its share of
 * the suite's time; the home page is looked at at both, for the header's desktop menu, which
 * the phone shows in a drawer.
 */
const accessibilityWidths = (url: string) =>
  url === '/' ? ['375', '1440'] : url.startsWith('/admin') ? ['1440'] : ['375']

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** axe-core's WCAG A/AA violations on the page: rule, and where. */
async function accessibilityViolations(page: Page): Promise<string[]> {
  // Evaluated through the debugging protocol, so the page's CSP does not stop it.
  await page.evaluate(AXE_SOURCE)
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe
    // Only violations are read: axe then keeps one node of each passed or inapplicable rule
    // instead of describing every node, a good part of its time on a long page.
    const { violations } = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })
    return violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    )
  }, WCAG_TAGS)
}

test('路由表中的每个页面都在布局检查的访问表中', () => {
  const paths = routePaths(routes)
  expect(
    paths.filter((path) => !VISITS[path]),
    'routes without an entry in VISITS',
  ).toEqual([])
  expect(
    Object.keys(VISITS).filter((path) => !paths.includes(path)),
    'VISITS entries of routes that no longer exist',
  ).toEqual([])
})

/** What reaches past the right edge of the viewport outside any scroll container. */
function overflowReport() {
  const limit = document.documentElement.clientWidth
  const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible'
  const describe = (element: Element) => {
    const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 2) : []
    const text = (element.textContent ?? '').trim().slice(0, 30)
    const right = Math.round(element.getBoundingClientRect().right)
    return `${element.tagName.toLowerCase()}${classes.map((name) => `.${name}`).join('')} right=${right} "${text}"`
  }
  const offenders = new Set<Element>()
  for (const element of document.body.querySelectorAll('*')) {
    const rect = element.getBoundingClientRect()
    if (rect.width === 0 || rect.height === 0 || rect.right <= limit + 1) continue
    if (getComputedStyle(element).visibility === 'hidden') continue
    // Content of a scroll (or clipping) container that itself fits the screen is fine.
    let container = element.parentElement
    while (container && container !== document.body) {
      if (clips(container) && container.getBoundingClientRect().right <= limit + 1) break
      container = container.parentElement
    }
    if (container && container !== document.body) continue
    // The outermost offender says it all; its descendants are left out.
    let ancestor = element.parentElement
    while (ancestor && !offenders.has(ancestor)) ancestor = ancestor.parentElement
    if (!ancestor) offenders.add(element)
  }
  return {
    documentWidth: document.documentElement.scrollWidth,
    limit,
    offenders: [...offenders].slice(0, 8).map(describe),
  }
}

interface StoredSession {
  token: string
  user: unknown
}

async function logIn(browser: Browser, path: string, account: object, ip: string): Promise<StoredSession> {
  const context = await browser.newContext()
  const response = await context.request.post(path, { data: account, headers: { 'x-forwarded-for': ip } })
  const info = ((await response.json()) as { data: { info: StoredSession } }).data.info
  await context.close()
  return info
}

/**
 * A CRISPR-Net job of the demo customer for the result page: the newest one, or a new one.
 * Each Playwright worker running these pages asks at the same time; of two submissions within
 * 30 s the second is refused, so the job is read back from the list either way.
 */
/** The number of the demo customer's GUIDE-seq order 10. */
async function guideOrdernoOf(browser: Browser, token: string): Promise<string> {
  const context = await browser.newContext()
  try {
    const response = await context.request.post('/api/v1/guide/myGuideInfo', {
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '10.250.0.2' },
      data: { id: 10 },
    })
    return ((await response.json()) as { data: { orderno: string } }).data.orderno
  } finally {
    await context.close()
  }
}

async function crisprJobOf(browser: Browser, token: string): Promise<number> {
  const context = await browser.newContext()
  const call = async (name: string, data: object) => {
    const response = await context.request.post(`/api/v1/crisprNet/${name}`, {
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '10.250.0.2' },
      data,
    })
    return ((await response.json()) as { data: any }).data
  }
  try {
    const newest = async () => ((await call('list', {})) as { data: { id: number }[] }).data[0]?.id
    const known = await newest()
    if (known !== undefined) return known
    await call('addJob', {
      title: 'EMX1 脱靶评估',
      email: DEMO_CUSTOMER.email,
      xulie: 'GAGTCCGAGCAGAAGAAGAAGGG,GAGTCCGAGCAGAAGAAGAAGGG\nGAGTCCGAGCAGAAGAAGAAGGG,GAGTCCTAGCAGAAGAAGAAGAG',
      type: 1,
      type1: 1,
    })
    const added = await newest()
    expect(added, 'a CRISPR-Net job of the demo customer').toBeDefined()
    return added!
  } finally {
    await context.close()
  }
}

let session: StoredSession | undefined
let staff: StoredSession | undefined
let crisprJobId: number | undefined
let guideOrderno = ''

/** A tab of one visitor's browser, the console errors of the page it shows now, and its requests still under way. */
interface Tab {
  page: Page
  errors: string[]
  pending: Set<Request>
}

/**
 * One browser tab per width and kind of visitor, going from page to page as a visitor does:
 * scripts come from the browser's cache, compiled once, and each page costs a fraction of
 * a fresh browser's time. Each page is still a full load of its address.
 */
const tabs = new Map<string, Promise<Tab>>()

function tabFor(browser: Browser, width: (typeof WIDTHS)[number], visit: Visit): Promise<Tab> {
  const role = visit.staff ? 'staff' : visit.customer ? 'customer' : 'visitor'
  const key = `${width.name}:${role}`
  let tab = tabs.get(key)
  if (!tab) {
    tab = openTab(browser, width.options, role)
    tabs.set(key, tab)
  }
  return tab
}

async function openTab(
  browser: Browser,
  options: BrowserContextOptions,
  role: 'staff' | 'customer' | 'visitor',
): Promise<Tab> {
  const context = await browser.newContext({ ...options, locale: 'zh-CN' })
  if (role === 'customer') {
    await context.addInitScript((stored) => {
      sessionStorage.setItem('token', stored.token)
      sessionStorage.setItem('user', JSON.stringify(stored.user))
    }, session!)
  }
  if (role === 'staff') {
    await context.addInitScript((stored) => {
      sessionStorage.setItem('adminToken', stored.token)
      sessionStorage.setItem('adminUser', JSON.stringify(stored.user))
    }, staff!)
  }
  const page = await context.newPage()
  const tab: Tab = { page, errors: [], pending: new Set() }
  page.on('console', (message) => {
    if (message.type() === 'error') tab.errors.push(message.text())
  })
  page.on('pageerror', (error) => tab.errors.push(error.message))
  page.on('request', (request) => tab.pending.add(request))
  page.on('requestfinished', (request) => tab.pending.delete(request))
  page.on('requestfailed', (request) => tab.pending.delete(request))
  return tab
}

test.describe('375、1440 像素宽度下的页面布局', () => {
  // The longest suite: its pages are shared out between the workers, each with its own tabs.
  test.describe.configure({ mode: 'parallel' })

  test.beforeAll(async ({ browser }) => {
    session = await logIn(browser, '/api/v1/user/login', DEMO_CUSTOMER, '10.250.0.1')
    staff = await logIn(browser, '/api/v1/admin/auth/login', DEMO_ADMIN, '10.250.0.3')
    crisprJobId = await crisprJobOf(browser, session.token)
    guideOrderno = await guideOrdernoOf(browser, session.token)
  })

  test.afterAll(async () => {
    for (const tab of tabs.values()) await (await tab).page.context().close()
    tabs.clear()
  })

  for (const [path, visits] of Object.entries(VISITS)) {
    for (const visit of visits) {
      for (const width of WIDTHS) {
        test(`${visit.url} @ ${width.name}px`, async ({ browser }) => {
          expect(session, 'the demo customer is logged in').toBeDefined()
          const tab = await tabFor(browser, width, visit)
          const { page, errors } = tab
          errors.length = 0
          try {
            const url = visit.url.replace(CRISPR_JOB_ID, String(crisprJobId)).replace(GUIDE_ORDERNO, guideOrderno)
            const response = await page.goto(url)
            expect(response?.status(), `${path}: status`).toBe(visit.status ?? 200)
            await settle(tab)
            // Client-rendered parts (antd tables measuring their sticky headers, the console's
            // lazily loaded editor) may take a moment to find their final width, several
            // seconds while both cores of the CI machine are busy; what is still too wide after
            // that fails.
            await expect
              .poll(() => page.evaluate(overflowReport), {
                message: `${url} at ${width.name}px: the document fits the screen`,
                timeout: 10_000,
              })
              .toMatchObject({ offenders: [] })
            const { documentWidth, limit } = await page.evaluate(overflowReport)
            expect(documentWidth, `${url} at ${width.name}px: document width`).toBeLessThanOrEqual(limit)
            // The browser reports a 404 document, or a refused call, as a failed load.
            const expected = [visit.status, ...(visit.refusedCalls ?? [])].filter(Boolean)
            const unexpected = errors.filter((text) => !expected.some((status) => text.includes(`status of ${status}`)))
            expect(unexpected, `${url} at ${width.name}px: console errors`).toEqual([])
            if (accessibilityWidths(visit.url).includes(width.name)) {
              expect(await accessibilityViolations(page), `${url} at ${width.name}px: WCAG violations`).toEqual([])
            }
          } finally {
            // The language switch's cookie would turn the tab's next pages English.
            await page.context().clearCookies()
          }
        })
      }
    }
  }
})

/**
 * Lets client-rendered parts (the customer area, lazy antd panels) finish appearing: their
 * placeholders are gone and every request the page made has been answered, so what the page
 * shows and what the browser logs about its calls are final. Waiting for the requests
 * themselves, rather than for half a second without any (Playwright's networkidle), costs
 * nothing on a page that has finished.
 */
async function settle({ page, pending }: Tab) {
  await page.waitForFunction(
    () => !document.querySelector('.ant-skeleton, .panel-skeleton, .admin-loading'),
    undefined,
    {
      timeout: 10_000,
    },
  )
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  await expect
    .poll(() => [...pending].map((request) => request.url()), {
      message: `${page.url()}: requests still under way`,
      timeout: 10_000,
    })
    .toEqual([])
}
