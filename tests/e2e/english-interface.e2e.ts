// The English interface (/lang/en): the customer area, the order pages, the booking form,
// the login, registration and password pages and CRISPR-Net show their headings, labels,
// buttons, empty states and form checks in English, rendered so on the server and after
// hydration (a mismatch fails through the console check); the Chinese home page has its
// section kickers in Chinese, the Chinese login page its labels. The plasmid list and detail
// pages and the contact page's details likewise, with their Chinese kept on /lang/zh.
import type { Locator, Page } from '@playwright/test'
import { allowFailedLoads, expect, test } from './fixtures.ts'
import { insertFailedCrisprJob } from './server-store.ts'

const DEMO = { email: 'demo2@example.com', password: 'Demo@12345' }
const CJK = /[\u4e00-\u9fff]/
const SHOTS = process.env.I18N_SHOTS_DIR
/**
 * The antd forms of the sign-in and CRISPR-Net pages arrive after hydration; a page that had
 * none loads and runs antd first, which on a busy machine takes longer than 5 s.
 */
const ANTD_LOADED = { timeout: 15_000 }

let session: { token: string; user: unknown } | undefined

/** Logs in once through the API and keeps the session in sessionStorage, as the login page does. */
async function logIn(page: Page) {
  if (!session) {
    const response = await page.request.post('/api/v1/user/login', { data: DEMO })
    session = ((await response.json()) as { data: { info: typeof session } }).data.info
  }
  await page.addInitScript((stored) => {
    if (!stored) return
    sessionStorage.setItem('token', stored.token)
    sessionStorage.setItem('user', JSON.stringify(stored.user))
  }, session)
}

/** Switches to English the way a visitor does (the language cookie) and opens the page. */
async function openInEnglish(page: Page, path: string) {
  await page.goto(`/lang/en?redirect=${encodeURIComponent(path)}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
}

/**
 * The region's visible text with what is Chinese by design taken out: content the company
 * writes in the CMS (special order categories, services), the customer's own name and the
 * names of Chinese provinces and cities from the region data.
 */
async function interfaceText(region: Locator, cmsOrData: string[] = []): Promise<string> {
  let text = await region.innerText()
  for (const value of cmsOrData) text = text.split(value).join('')
  return text
}

async function cmsTexts(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).allInnerTexts()
}

async function screenshot(page: Page, name: string) {
  if (!SHOTS) return
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
}

test('order centre in English: menu, columns, search and add button, no Chinese', async ({ page }) => {
  await logIn(page)
  await openInEnglish(page, '/order')
  const main = page.locator('.customer-main')
  await expect(main.getByRole('heading', { level: 1, name: 'Order Centre' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Customer Centre' })).toBeVisible()
  await expect(main.getByRole('link', { name: 'GUIDE-seq off-target detection' })).toBeVisible()
  await expect(main.getByRole('button', { name: 'New off-target detection' })).toBeVisible()
  await expect(main.getByRole('columnheader', { name: 'Order number' })).toBeVisible()
  await expect(main.getByPlaceholder('Search by order number')).toBeVisible()
  // antd's own texts (pagination) come from its en_US locale.
  await expect(main.getByText('10 / page')).toBeVisible()
  const exempt = [...(await cmsTexts(page, '.order-menu a[href*="category="]')), '李 静', '李静', '静 李']
  expect(await interfaceText(main, exempt)).not.toMatch(CJK)

  // An order's samples and a sample's detail page (the seeded GUIDE-seq order of demo2).
  await main.locator('a.order-no').first().click()
  await expect(main.getByRole('columnheader', { name: 'Sample name' })).toBeVisible()
  await expect(main.getByText('Order progress')).toBeVisible()
  expect(await interfaceText(main, exempt)).not.toMatch(CJK)
  await main.getByRole('link', { name: 'View' }).first().click()
  await expect(main.getByText('Sample information')).toBeVisible()
  await expect(main.getByText('Pending confirmation')).toBeVisible()
  expect(await interfaceText(main, exempt)).not.toMatch(CJK)

  await openInEnglish(page, '/order')
  await main.getByRole('link', { name: 'Cell line construction' }).click()
  await expect(main.getByRole('button', { name: 'New cell line construction' })).toBeVisible()
  await expect(main.getByRole('columnheader', { name: 'Copy number' })).toBeVisible()
  expect(await interfaceText(main, exempt)).not.toMatch(CJK)
})

test('amplicon order form in English: cards, field and option labels, hints and buttons', async ({ page }) => {
  await logIn(page)
  await openInEnglish(page, '/orderAmpliconAction')
  const main = page.locator('.customer-main')
  await expect(main.getByRole('heading', { level: 1, name: 'New amplicon sequencing order' })).toBeVisible()
  await expect(main.getByText('Sample information')).toBeVisible()
  await expect(main.getByText('Sample name', { exact: true })).toBeVisible()
  await expect(main.getByText('Cell pellet', { exact: true })).toBeVisible()
  await expect(main.getByText('Annealing temperature (°C)')).toBeVisible()
  await expect(main.getByRole('button', { name: 'Submit' })).toBeVisible()
  await expect(main.getByRole('button', { name: 'Reset' })).toBeVisible()
  expect(await interfaceText(main)).not.toMatch(CJK)
  await screenshot(page, 'order-form-en')
})

test('account page in English: sections, labels and buttons', async ({ page }) => {
  await logIn(page)
  await openInEnglish(page, '/account')
  const main = page.locator('.customer-main')
  await expect(main.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible()
  await expect(main.getByText('Basic information')).toBeVisible()
  await expect(main.getByText('Login e-mail', { exact: true })).toBeVisible()
  await expect(main.getByRole('button', { name: 'Update' })).toBeVisible()
  // The chosen province and city are names from the (Chinese) region data.
  const regions = await cmsTexts(
    page,
    '.customer-main .ant-select .ant-select-content, .customer-main .ant-select-selection-item',
  )
  expect(await interfaceText(main, regions)).not.toMatch(CJK)
  await screenshot(page, 'account-en')
})

test('booking form in English: labels, slider captcha and submit button', async ({ page }) => {
  await openInEnglish(page, '/dynamicDetail?id=111')
  const booking = page.getByRole('complementary', { name: 'Book online' })
  await expect(booking.getByLabel('Name')).toBeVisible()
  await expect(booking.getByRole('button', { name: 'Get code' })).toBeVisible()
  await expect(booking.getByText('Drag the slider to the right to complete the puzzle')).toBeVisible()
  await expect(booking.getByRole('button', { name: 'Submit booking' })).toBeVisible()
  expect(await interfaceText(booking)).not.toMatch(CJK)
})

test('the Chinese home page has its kickers in Chinese, the English one in English', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('.section-kicker').first()).toBeVisible()
  await expect(page.locator('.section-kicker', { hasText: '关于我们' })).toBeVisible()
  await expect(page.getByText('ABOUT US', { exact: true })).toHaveCount(0)
  for (const kicker of await page.locator('.section-kicker').allInnerTexts()) expect(kicker).toMatch(CJK)

  await openInEnglish(page, '/')
  await expect(page.locator('.section-kicker', { hasText: /^About Us$/i })).toBeVisible()
})

test("the news list in English: breadcrumb, buttons, pagination and the footer's labels", async ({ page }) => {
  await openInEnglish(page, '/newsCenter')
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(breadcrumb).toHaveText(/^Home\s*News$/)
  const main = page.locator('#main')
  await expect(main.getByRole('link', { name: /^Learn more: / }).first()).toHaveText('Learn more')
  const pagination = main.getByRole('navigation', { name: 'Pagination' })
  await expect(pagination).toContainText(/\d+ in total/)
  expect(await interfaceText(pagination)).not.toMatch(CJK)
  const footer = page.locator('footer')
  await expect(footer.getByText('Address:', { exact: true })).toBeVisible()
  await expect(footer.getByText('E-mail:', { exact: true })).toBeVisible()

  await page.goto('/lang/zh?redirect=%2FnewsCenter')
  await expect(page.getByRole('navigation', { name: '面包屑' })).toHaveText(/^首页\s*新闻中心$/)
  await expect(page.locator('footer').getByText('地址：', { exact: true })).toBeVisible()
})

test('login page in English: both tabs, the form checks of an empty submit, no Chinese', async ({ page }) => {
  await openInEnglish(page, '/login')
  const main = page.locator('#main')
  await expect(main.getByRole('heading', { level: 1, name: 'Log in to the Customer Centre' })).toBeVisible()
  await expect(main.getByRole('tab', { name: 'Password login' })).toHaveAttribute('aria-selected', 'true', ANTD_LOADED)
  await expect(main.getByRole('link', { name: 'Forgot password?' })).toBeVisible()
  await expect(main.getByRole('button', { name: 'Create an account' })).toBeVisible()
  await expect(main.getByRole('link', { name: 'Privacy Policy' })).toBeVisible()
  await main.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(main.getByText('Please enter your e-mail address.')).toBeVisible()
  await expect(main.getByText('Please enter your password.')).toBeVisible()
  await expect(main.getByPlaceholder('Enter your password')).toBeVisible()
  expect(await interfaceText(main)).not.toMatch(CJK)

  await main.getByRole('tab', { name: 'SMS login' }).click()
  const sms = main.getByRole('tabpanel', { name: 'SMS login' })
  await expect(sms.getByLabel('Country code')).toBeVisible()
  await expect(sms.getByRole('button', { name: 'Get code' })).toBeVisible()
  await sms.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(sms.getByText('Please enter your mobile number.')).toBeVisible()
  await expect(sms.getByText('Please enter the verification code.')).toBeVisible()
  expect(await interfaceText(main)).not.toMatch(CJK)
  await screenshot(page, 'login-en')
})

test('the Chinese login page keeps its Chinese labels', async ({ page }) => {
  await page.goto('/login')
  const main = page.locator('#main')
  await expect(main.getByRole('heading', { level: 1, name: '登录客户中心' })).toBeVisible()
  await expect(main.getByRole('tab', { name: '账号密码登录' })).toBeVisible(ANTD_LOADED)
  await main.getByRole('button', { name: '登 录' }).click()
  await expect(main.getByText('邮箱不能为空')).toBeVisible()
  await expect(main.getByRole('button', { name: 'Log in' })).toHaveCount(0)
  await expect(page.locator('html')).toHaveAttribute('lang', /^zh/)
})

test('register page in English: cards, labels, captcha and the checks of an empty submit', async ({ page }) => {
  await openInEnglish(page, '/register')
  const main = page.locator('#main')
  await expect(main.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Create an account')
  for (const card of ['Account', 'You and your institution', 'Contact details']) {
    await expect(main.getByText(card, { exact: true })).toBeVisible(ANTD_LOADED)
  }
  await expect(main.getByLabel('Mobile number (for SMS login)')).toBeVisible()
  await expect(main.getByAltText('Image code, click for a new one')).toBeVisible()
  await main.getByRole('button', { name: 'Register', exact: true }).click()
  await expect(main.getByText('Please accept the privacy policy first.')).toBeVisible()
  await expect(main.getByText('Please enter your last name.')).toBeVisible()
  expect(await interfaceText(main)).not.toMatch(CJK)
})

test('password reset and activation pages in English', async ({ page, consoleErrors }) => {
  await openInEnglish(page, '/forgetPwd')
  const main = page.locator('#main')
  await expect(main.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible()
  await expect(main.getByText('Verify e-mail')).toBeVisible()
  await expect(main.getByLabel('Registered e-mail')).toBeVisible(ANTD_LOADED)
  await main.getByRole('button', { name: 'Next' }).click()
  await expect(main.getByText('Please enter your e-mail address.')).toBeVisible()
  expect(await interfaceText(main)).not.toMatch(CJK)

  await openInEnglish(page, '/activate?token=not-a-token')
  await expect(main.getByRole('heading', { level: 1, name: 'Activate account' })).toBeVisible()
  await expect(main.getByRole('alert')).toContainText('The activation link is not valid.')
  await expect(main.getByRole('link', { name: 'Go to login' })).toBeVisible()
  expect(await interfaceText(main)).not.toMatch(CJK)
  allowFailedLoads(consoleErrors, 400)
})

test('CRISPR-Net in English: the login prompt, the form and its checks, a finished job', async ({ page }) => {
  test.setTimeout(60_000)
  await openInEnglish(page, '/crispr')
  const main = page.locator('#main')
  await expect(main.getByRole('heading', { level: 1, name: 'CRISPR-Net off-target scoring' })).toBeVisible()
  await expect(main.getByRole('heading', { name: 'Please log in' })).toBeVisible()
  await expect(main.getByRole('button', { name: 'Back' })).toBeVisible()
  await expect(main.getByRole('heading', { name: 'Input format' })).toBeVisible()
  expect(await interfaceText(main)).not.toMatch(CJK)
  await screenshot(page, 'crispr-login-en')

  await logIn(page)
  await page.reload()
  await expect(main.getByText('Submit a scoring job')).toBeVisible(ANTD_LOADED)
  // Its empty state or earlier jobs, depending on what ran before: the interface in English
  // either way (below), the titles of earlier jobs in the customer's own words.
  await expect(main.getByText('My jobs')).toBeVisible()
  await main.getByRole('button', { name: 'Submit job' }).click()
  await expect(main.getByText('Please enter a job title.')).toBeVisible()
  await expect(main.getByText('Please upload a CSV file or enter the sequences.')).toBeVisible()
  expect(await interfaceText(main, await cmsTexts(page, '#main a[href^="/crispr-result"]'))).not.toMatch(CJK)
  await screenshot(page, 'crispr-en')

  // The job's title and sequences are the customer's data; everything else is interface.
  await main.getByLabel('Job title').fill('EMX1 off-target check')
  await main.getByRole('button', { name: 'Fill in example' }).click()
  await expect(main.getByText('3 pairs recognised (up to 999)')).toBeVisible()
  await main.getByRole('button', { name: 'Submit job' }).click()
  await expect(page).toHaveURL(/\/crispr-result\?id=\d+$/)
  await expect(main.getByText('Finished', { exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(main.getByRole('columnheader', { name: /CRISPR-Net score/ })).toBeVisible()
  await expect(main.getByRole('status').filter({ hasText: 'Showing' })).toHaveText('Showing 3 of 3')
  expect(await interfaceText(main)).not.toMatch(CJK)
  await screenshot(page, 'crispr-result-en')
})

test("a failed CRISPR-Net job's reason in the interface's language, as it was stored", async ({ page }) => {
  const modelMissing = await insertFailedCrisprJob(
    DEMO.email,
    'CRISPR-Net 模型未安装，暂时无法评分。请联系我们，或稍后重新提交。',
  )
  const badPair = await insertFailedCrisprJob(
    DEMO.email,
    '序列无法评分：GACCCCCTCCACCCCGCCTCCGG,GACCCCCTCCACCCCGCCTCC（两条序列长度不一致）',
  )
  await logIn(page)
  const main = page.locator('#main')
  await openInEnglish(page, `/crispr-result?id=${modelMissing}`)
  await expect(main.getByRole('alert')).toContainText(
    'The CRISPR-Net model is not installed, so the job cannot be scored for now.',
  )
  expect(await interfaceText(main, ['VEGFA site 2'])).not.toMatch(CJK)
  await page.goto(`/crispr-result?id=${badPair}`)
  await expect(main.getByRole('alert')).toContainText(
    'The pair GACCCCCTCCACCCCGCCTCCGG,GACCCCCTCCACCCCGCCTCC cannot be scored: the two sequences differ in length.',
  )
  expect(await interfaceText(main, ['VEGFA site 2'])).not.toMatch(CJK)

  await page.goto(`/lang/zh?redirect=${encodeURIComponent(`/crispr-result?id=${modelMissing}`)}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  await expect(main.getByRole('alert')).toContainText('CRISPR-Net 模型未安装，暂时无法评分。')
})

test('the sgRNA platform page in English: steps, input format and references', async ({ page }) => {
  await openInEnglish(page, '/crispr-help')
  const main = page.locator('#main')
  await expect(main.getByRole('heading', { level: 1, name: 'sgRNA Design and Off-target Assessment' })).toBeVisible()
  await expect(main.getByText('Step 1', { exact: true })).toBeVisible()
  await expect(main.getByRole('link', { name: 'Cas-OFFinder tutorial' })).toBeVisible()
  await expect(main.getByRole('heading', { name: 'CRISPR-Net input format' })).toBeVisible()
  expect(await interfaceText(main)).not.toMatch(CJK)
})

test('the sgRNA utilities in English: the form, the checks of each guide and its links', async ({ page }) => {
  await openInEnglish(page, '/sgrna-tools')
  const main = page.locator('#main')
  await expect(main.getByRole('heading', { level: 1, name: 'sgRNA utilities' })).toBeVisible()
  await main
    .getByLabel('sgRNA sequences (one per line, with the PAM)')
    .fill('GAGTCTTTTCAGAAGAAGAATGG\nGAGTCCGAGCAGAAGAAGAA')
  const results = main.getByRole('list', { name: 'Check results' }).locator(':scope > li')
  await expect(results.nth(0)).toContainText('Contains TTTT, which ends transcription early under a U6 promoter.')
  await expect(results.nth(0).getByRole('link', { name: 'New amplicon sequencing order' })).toBeVisible()
  await expect(results.nth(1)).toContainText('The PAM (NGG) is missing.')
  expect(await interfaceText(main)).not.toMatch(CJK)
})

const PLASMID_LIST = '/plasmidPlatform/plasmidPlatformList'

test('the plasmid list in English: search, filters, column titles, count and pagination', async ({ page }) => {
  await openInEnglish(page, PLASMID_LIST)
  const main = page.locator('#main')
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/^Home\s*Plasmids\s*Plasmid list$/)
  await expect(main.getByRole('heading', { level: 1, name: 'Plasmid list' })).toBeVisible()
  await expect(main.getByLabel('Search by')).toContainText('Product name')
  await expect(main.getByPlaceholder('e.g. EGFP')).toBeVisible()
  await expect(main.getByRole('button', { name: 'Search', exact: true })).toBeVisible()
  const host = main.getByLabel('Host', { exact: true })
  await expect(host).toBeVisible()
  await expect(host.locator('option').first()).toHaveText('All')
  for (const label of ['Usage', 'Fragment type', 'Species', 'Prokaryotic resistance', 'Eukaryotic resistance']) {
    await expect(main.getByLabel(label, { exact: true })).toBeVisible()
  }
  await expect(main.getByLabel('Fluorescent marker', { exact: true })).toBeVisible()
  const columns = main.locator('table.plasmid-table thead th')
  await expect(columns).toHaveText([
    'Product name',
    'Item no.',
    'Host',
    'Usage',
    'Fragment type',
    'Species',
    'Prokaryotic resistance',
    'Eukaryotic resistance',
    'Fluorescent marker',
    'Actions',
  ])
  await expect(main.getByRole('status')).toContainText(/^[\d,]+ plasmids found/)
  await expect(main.getByRole('link', { name: /^Details: / }).first()).toHaveText('Details')
  const pagination = main.getByRole('navigation', { name: 'Pagination' })
  await expect(pagination.getByRole('link', { name: 'Next page' })).toBeVisible()
  expect(await interfaceText(pagination)).not.toMatch(CJK)

  // A filter: its chip names the filter in English and keeps the stored value; no match reads in English.
  await openInEnglish(page, `${PLASMID_LIST}?host=${encodeURIComponent('大肠杆菌')}&keyword=no-such-plasmid-xyz`)
  await expect(main.locator('.chip')).toHaveText('Host: 大肠杆菌')
  await expect(main.getByText('No plasmids match. Try other filters or search terms.')).toBeVisible()
  await expect(main.getByRole('link', { name: 'Clear filters' })).toBeVisible()
  await screenshot(page, 'plasmid-list-en')

  await page.goto(`/lang/zh?redirect=${encodeURIComponent(PLASMID_LIST)}`)
  await expect(page.locator('html')).toHaveAttribute('lang', /^zh/)
  await expect(main.getByRole('heading', { level: 1, name: '质粒列表' })).toBeVisible()
  await expect(main.getByLabel('宿主', { exact: true })).toBeVisible()
  await expect(main.locator('table.plasmid-table thead th').first()).toHaveText('产品名称')
  await expect(main.getByRole('status')).toContainText(/^共找到 [\d,]+ 个质粒/)
  await expect(main.getByRole('link', { name: /^查看详情：/ }).first()).toHaveText('查看详情')
})

test('a plasmid detail page in English: sections, fields, downloads and the map', async ({ page }) => {
  await openInEnglish(page, `${PLASMID_LIST}?keyword=lentiCRISPRv2`)
  const main = page.locator('#main')
  await main.locator('table.plasmid-table').getByRole('link', { name: 'lentiCRISPRv2', exact: true }).click()
  await expect(page).toHaveURL(/\/plasmidPlatformDetail\?listId=\d+$/)
  const detailUrl = new URL(page.url())
  await expect(main.getByRole('heading', { level: 1, name: 'lentiCRISPRv2' })).toBeVisible()
  await expect(main.getByRole('link', { name: 'Back to the plasmid list' })).toBeVisible()
  await expect(main.getByText(/^Item no\. /).first()).toBeVisible()
  const tabs = main.getByRole('navigation', { name: 'On this page' })
  const sections = [
    'Product information',
    'Basic information',
    'Plasmid properties',
    'Function',
    'Description',
    'Plasmid map',
    'Plasmid sequence',
  ]
  await expect(tabs.getByRole('link')).toHaveText(sections)
  for (const title of sections) await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible()
  const purchase = main.getByRole('complementary', { name: 'Purchase and downloads' })
  await expect(purchase.getByRole('link', { name: 'Download GenBank' })).toBeVisible()
  await expect(purchase.getByRole('link', { name: 'Download FASTA' })).toBeVisible()
  await expect(purchase.getByRole('button', { name: 'Request a quote' })).toBeVisible(ANTD_LOADED)
  await expect(main.getByText('Prokaryotic resistance', { exact: true }).first()).toBeVisible()
  await expect(main.getByRole('img', { name: /^Map of the plasmid lentiCRISPRv2, [\d,]+ bp, circular$/ })).toBeVisible()
  await expect(main.locator('.feature-table caption')).toHaveText(/^Features \(\d+ in all, \* automatic annotation\)$/)
  await expect(main.locator('.feature-table thead th')).toHaveText([
    'Feature',
    'Type',
    'Position',
    'Length',
    'Strand',
    'Source',
  ])
  await expect(main.locator('.cutter-table caption')).toHaveText(/^Unique and double cutters \(\d+ enzymes; /)
  await expect(main.getByLabel('Show unique and double cutters on the map')).toBeChecked()
  await expect(main.getByRole('button', { name: 'Copy sequence' })).toBeVisible()
  // What is left in Chinese is the plasmid's own data, written by the company.
  const labels = main.locator(
    '.field-list dt, .detail-section__title, .detail-tabs, .plasmid-buy__downloads, .cutter-table thead, .cutter-table td:last-child',
  )
  for (const label of await labels.allInnerTexts()) expect(label).not.toMatch(CJK)
  await screenshot(page, 'plasmid-detail-en')

  await page.goto(`/lang/zh?redirect=${encodeURIComponent(detailUrl.pathname + detailUrl.search)}`)
  await expect(page.locator('html')).toHaveAttribute('lang', /^zh/)
  await expect(main.getByRole('heading', { level: 2, name: '产品信息' })).toBeVisible()
  await expect(main.getByRole('link', { name: '下载 GenBank' })).toBeVisible()
  await expect(main.getByRole('link', { name: '返回质粒列表' })).toBeVisible()
  await expect(main.getByRole('button', { name: '询价购买' })).toBeVisible(ANTD_LOADED)
  await expect(main.getByRole('img', { name: /^lentiCRISPRv2 质粒图谱/ })).toBeVisible()
  await expect(main.getByRole('button', { name: '复制序列' })).toBeVisible()
})

test("the contact page's banner, tabs and details in English, in Chinese on the Chinese interface", async ({
  page,
}) => {
  await openInEnglish(page, '/contactUs')
  const details = page.locator('.contact-details')
  await expect(details.getByRole('heading', { level: 3 })).toHaveText(['Service hotline', 'E-mail', 'Address'])
  await expect(page.getByRole('heading', { level: 2, name: 'Contact details' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Send us a message' })).toBeVisible()
  const tabs = page.getByRole('navigation', { name: 'Contact us sections' })
  await expect(tabs.getByRole('link')).toHaveText(['Contact us', 'Professionals', 'Graduates'])
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible()
  await screenshot(page, 'contact-en')

  await page.goto('/lang/zh?redirect=%2FcontactUs')
  await expect(page.locator('html')).toHaveAttribute('lang', /^zh/)
  await expect(details.getByRole('heading', { level: 3 })).toHaveText(['服务热线', '电子邮箱', '公司地址'])
  await expect(page.getByRole('heading', { level: 2, name: '联系方式' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: '联系我们栏目' }).getByRole('link')).toHaveText([
    '联系我们',
    '社会招聘',
    '校园招聘',
  ])
})
