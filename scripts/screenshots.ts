// `npm run screenshots`: the pages a new visitor sees first, at a phone's and a desktop's
// width, into docs/screenshots/ — from a running server (BASE_URL, default
// http://localhost:3000, e.g. after `npm start`) with the demo seed, in Debian's Chromium.
// Install a Chinese font first (`apt-get install -y fonts-noto-cjk`): without one, Chinese
// is drawn as empty boxes.
import fs from 'node:fs'
import path from 'node:path'
import { type Browser, type Page, chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'

const baseURL = process.env.BASE_URL ?? 'http://localhost:3000'
const outDir = path.resolve(import.meta.dirname, '../docs/screenshots')
const DEMO_CUSTOMER = { email: 'demo1@example.com', password: 'Demo@12345' }

const WIDTHS = {
  375: { viewport: { width: 375, height: 812 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
  1440: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
} as const
type Width = keyof typeof WIDTHS

interface Shot {
  name: string
  url: string
  customer?: boolean
  /** Only at these widths (default: all). */
  widths?: Width[]
  /** Brings the page into the state worth showing after it has loaded. */
  prepare?: (page: Page) => Promise<void>
}

async function firstPlasmidDetailUrl(page: Page): Promise<string> {
  const link = page.locator('a[href^="/plasmidPlatformDetail"]').first()
  return (await link.getAttribute('href')) ?? '/plasmidPlatform/plasmidPlatformList'
}

const SHOTS: Shot[] = [
  { name: 'home', url: '/' },
  { name: 'plasmid-list', url: '/plasmidPlatform/plasmidPlatformList' },
  {
    name: 'plasmid-list-filters',
    url: '/plasmidPlatform/plasmidPlatformList',
    widths: [375],
    prepare: async (page) => {
      await page.getByRole('button', { name: '筛选', exact: true }).click()
      await page.getByRole('heading', { name: '筛选条件' }).waitFor()
      // The sheet slides in; wait for the end of its transition.
      await page.waitForTimeout(400)
    },
  },
  {
    name: 'plasmid-detail',
    url: '/plasmidPlatform/plasmidPlatformList',
    prepare: async (page) => {
      await page.goto(await firstPlasmidDetailUrl(page))
    },
  },
  { name: 'login', url: '/login' },
  { name: 'account', url: '/account', customer: true },
  {
    name: 'order-list',
    url: '/order?type=2',
    customer: true,
    prepare: async (page) => {
      await page.locator('a.order-no').first().waitFor()
    },
  },
  {
    name: 'order-samples',
    url: '/order?type=2',
    customer: true,
    prepare: async (page) => {
      await page.locator('a.order-no').first().click()
      await page.getByText('样本列表', { exact: true }).waitFor()
    },
  },
]

type CustomerSession = { token: string; user: unknown }
/** One login for the whole run: logins to one account are rate-limited. */
let customerSession: Promise<CustomerSession> | undefined

async function loginOnce(page: Page): Promise<CustomerSession> {
  const response = await page.request.post('/api/v1/user/login', { data: DEMO_CUSTOMER })
  if (!response.ok()) throw new Error(`login of ${DEMO_CUSTOMER.email} failed: ${response.status()}`)
  return ((await response.json()) as { data: { info: CustomerSession } }).data.info
}

async function logIn(page: Page): Promise<void> {
  customerSession ??= loginOnce(page)
  const { token, user } = await customerSession
  await page.context().addInitScript(
    ([storedToken, storedUser]) => {
      sessionStorage.setItem('token', storedToken as string)
      sessionStorage.setItem('user', JSON.stringify(storedUser))
    },
    [token, user],
  )
}

async function take(browser: Browser, shot: Shot, width: Width): Promise<string> {
  const context = await browser.newContext({ ...WIDTHS[width], baseURL, locale: 'zh-CN' })
  const page = await context.newPage()
  try {
    if (shot.customer) await logIn(page)
    await page.goto(shot.url, { waitUntil: 'networkidle' })
    await shot.prepare?.(page)
    await page.waitForLoadState('networkidle')
    // A table fades in once its rows are in: wait for the spinner to go and the fade to end.
    await page.locator('.ant-spin-spinning').waitFor({ state: 'detached' })
    await page.waitForTimeout(300)
    const file = path.join(outDir, `${shot.name}-${width}.png`)
    await page.screenshot({ path: file })
    return file
  } finally {
    await context.close()
  }
}

fs.mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  for (const shot of SHOTS) {
    for (const width of shot.widths ?? ([375, 1440] as const)) {
      console.log(path.relative(process.cwd(), await take(browser, shot, width)))
    }
  }
} finally {
  await browser.close()
}
