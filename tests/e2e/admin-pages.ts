// The admin console as its journeys see it: the demo staff, the login page, the menu and
// tables, and the console's API for what a journey sets up and cleans away (news, orders and
// catalogue entries of its own, so that other journeys find the seeded data as it was).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { GENBANK_IMPORT_DEFAULTS } from '#common/plasmid-filters.ts'
import { ampliconForm } from '#tests/factories/orders.ts'
import { expect } from './fixtures.ts'

export interface Account {
  email: string
  password: string
}

export const ADMIN: Account = { email: 'admin@example.com', password: 'Admin@12345' }
export const EDITOR: Account = { email: 'editor@example.com', password: 'Editor@12345' }
export const OPERATOR: Account = { email: 'operator@example.com', password: 'Operator@12345' }
/** The demo customer whose orders the staff journeys work on. */
export const CUSTOMER: Account = { email: 'demo2@example.com', password: 'Demo@12345' }

/** The seed's 公司新闻 channel. */
export const COMPANY_NEWS = 41

export const adminMenu = (page: Page) => page.getByRole('navigation', { name: '后台菜单' })
export const tableRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row')

/**
 * Waits until a list has the query in its URL and is not loading. A list keeps showing the
 * rows of the query before while the new ones load, and the URL changes a moment before the
 * list starts loading: check the rows themselves with a retrying assertion.
 */
export async function listLoaded(page: Page, url: RegExp) {
  await expect(page).toHaveURL(url)
  await expect(page.locator('.ant-table-wrapper .ant-spin-spinning')).toHaveCount(0)
}

/** Fills the console's login form on screen and submits it. */
export async function submitLogin(page: Page, account: Account) {
  await page.getByLabel('邮箱').fill(account.email)
  await page.getByLabel('密码').fill(account.password)
  // antd spaces out a two-character label (登 录). After a refused login answered within a few
  // milliseconds, antd's loading icon can stay in the button (its leave motion waits for a
  // transition that never runs), and the button is then named "loading 登 录": still the button
  // to press, and it takes the click.
  await page.getByRole('button', { name: /登\s?录$/ }).click()
}

/** Logs in at /admin/login, then goes on to `redirect` (the console's home without it). */
export async function logIn(page: Page, account: Account, redirect?: string) {
  await page.goto(redirect ? `/admin/login?redirect=${encodeURIComponent(redirect)}` : '/admin/login')
  await submitLogin(page, account)
}

export interface Session {
  token: string
  user: unknown
}

/**
 * One API login per account for all the journeys of a worker: staff logins are limited per
 * account (10 in 15 minutes), and journeys also log the demo staff in through the form.
 */
const sessions = new Map<string, Session>()

/** A staff session through the API, for a journey that starts inside the console or calls its API. */
export async function staffSession(request: APIRequestContext, account: Account): Promise<Session> {
  const known = sessions.get(account.email)
  if (known) return known
  const response = await request.post('/api/v1/admin/auth/login', { data: account })
  expect(response.status(), `login of ${account.email}`).toBe(200)
  const { info } = ((await response.json()) as { data: { info: Session } }).data
  sessions.set(account.email, info)
  return info
}

/** Opens the console with a session from staffSession, kept where the login page keeps it. */
export async function openConsole(page: Page, session: Session, url: string) {
  await page.addInitScript((stored) => {
    sessionStorage.setItem('adminToken', stored.token)
    sessionStorage.setItem('adminUser', JSON.stringify(stored.user))
  }, session)
  await page.goto(url)
}

/** The Authorization header of a session. */
export const bearer = (session: { token: string }) => ({ authorization: `Bearer ${session.token}` })

/** The Authorization header of the console's session in the page (after a login through the form). */
export async function consoleHeaders(page: Page) {
  return bearer({ token: String(await page.evaluate(() => sessionStorage.getItem('adminToken'))) })
}

/** Searches the console's news list for one title, which must match one row. */
export async function searchNews(page: Page, title: string) {
  const search = page.getByRole('searchbox', { name: '按标题搜索新闻' })
  await search.fill(title)
  await search.press('Enter')
  await expect(tableRows(page)).toHaveCount(1)
}

/** A new pending amplicon order of the demo customer, placed through the customer API. */
export async function placeOrder(
  request: APIRequestContext,
  sampleName: string,
): Promise<{ orderno: string; session: Session }> {
  const login = await request.post('/api/v1/user/login', { data: CUSTOMER })
  const session = ((await login.json()) as { data: { info: Session } }).data.info
  const created = await request.post('/api/v1/amplicon/addAmpliconOrder', {
    headers: { authorization: `Bearer ${session.token}` },
    data: ampliconForm({ name: sampleName }),
  })
  return { orderno: ((await created.json()) as { data: { orderno: string } }).data.orderno, session }
}

/** The GenBank records the server seeds from (server/env.ts: ../shared/plasmids/genbank unless set). */
const GENBANK_DIR =
  process.env.PLASMID_GENBANK_DIR ?? path.resolve(import.meta.dirname, '../../../shared/plasmids/genbank')

export interface GenbankRecord {
  itemNo: string
  /** The file's name without .gb: the name of the entry it creates. */
  name: string
  /** Bases, as the console's lists show it. */
  length: string
  content: string
}

/**
 * Real records under LOCUS names of their own (the LOCUS name is the item number), so an
 * import creates new entries whatever ran before it: item numbers E2E<stamp><index>.
 */
export function genbankRecords(stamp: string, files: readonly { file: string; length: string }[]): GenbankRecord[] {
  return files.map(({ file, length }, index) => {
    const itemNo = `E2E${stamp}${index}`
    return {
      itemNo,
      name: `${file.replace(/\.gb$/, '')}-${stamp}`,
      length,
      content: readFileSync(path.join(GENBANK_DIR, file), 'utf8').replace(/^LOCUS( +)\S+/m, `LOCUS$1${itemNo}`),
    }
  })
}

/** Imports records through the API (the console's own import page is the admin journey's step). */
export async function importPlasmids(
  request: APIRequestContext,
  headers: Record<string, string>,
  records: GenbankRecord[],
) {
  const imported = await request.post('/api/v1/admin/plasmid-import/apply', {
    headers,
    data: {
      format: 'genbank',
      files: records.map(({ name, content }) => ({ name: `${name}.gb`, content })),
      defaults: { ...GENBANK_IMPORT_DEFAULTS, price: 980 },
    },
  })
  expect(imported.status(), await imported.text()).toBe(200)
}

/** Removes catalogue entries, also after a failure: other journeys count the seeded catalogue. */
export async function removePlasmids(request: APIRequestContext, headers: Record<string, string>, itemNos: string[]) {
  for (const itemNo of itemNos) {
    const found = await request.get(`/api/v1/admin/plasmids?keyword=${itemNo}`, { headers })
    const rows = ((await found.json()) as { data: { data: { id: number }[] } }).data.data
    for (const { id } of rows)
      expect((await request.delete(`/api/v1/admin/plasmids/${id}`, { headers })).status()).toBe(200)
  }
}

/** How many entries the public catalogue lists under an item number (a prefix). */
export const publicPlasmidTotal = async (request: APIRequestContext, itemNo: string) =>
  ((await (await request.post('/api/v1/plasmid/list', { data: { itemNo } })).json()) as { data: { total: number } })
    .data.total
