import { type Locator, type Page as PwPage, expect, test } from '@playwright/test'
import type { Lang } from '#common/i18n/lang.ts'
import type { Welfare, WebSettings, WorkPlace } from '#common/schemas/cms.ts'
import { CONTACT_TEXT } from '#web/features/contact/contact-text.ts'
import { api, chooseOption, expectInHtml, serverHtml } from './page-helpers.ts'

const REQUIRED_MESSAGES = [
  '请输入名字',
  '请输入姓氏',
  '请输入邮箱!',
  '请选择所属行业',
  '请选择国家!',
  '请输入单位名称!',
  '请输入留言内容',
]

/** antd spaces a two-character Chinese label (提 交), and names its loading icon first. */
const SUBMIT = /提\s?交$/

async function openForm(page: PwPage, formName = '在线留言表单') {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/contactUs')
  const form = page.getByRole('form', { name: formName })
  await expect(form).toBeVisible()
  return form
}

const choose = (page: PwPage, field: string, option: string) =>
  chooseOption(page, page.getByRole('combobox', { name: field }), option)

/** A complete message in each interface language, options as the form shows them. */
const FILLED = {
  zh: {
    fname: '伟',
    lname: '张',
    industry: '工业生物技术',
    country: '中国',
    company: '苏州生物医学工程技术研究所',
    body: '希望了解 3 条 sgRNA 的 GUIDE-seq 脱靶检测报价。',
  },
  en: {
    fname: 'Wei',
    lname: 'Zhang',
    industry: 'Industrial Biotech',
    country: 'China',
    company: 'Suzhou Institute of Biomedical Engineering',
    body: 'We would like a quote for GUIDE-seq off-target analysis of 3 sgRNAs.',
  },
}

async function fillForm(page: PwPage, form: Locator, lang: Lang) {
  const text = CONTACT_TEXT[lang]
  const values = FILLED[lang]
  await form.getByLabel(text.fname).fill(values.fname)
  await form.getByLabel(text.lname).fill(values.lname)
  await form.getByLabel(text.email).fill('zhang.wei@example.edu.cn')
  await choose(page, text.industry, values.industry)
  await choose(page, text.country, values.country)
  await form.getByLabel(text.company).fill(values.company)
  await form.getByLabel(text.body).fill(values.body)
}

test('联系页的联系方式在服务端 HTML 中，表单不在（antd 只在浏览器加载）', async ({ page }) => {
  const settings = await api<WebSettings>(page, '/help/getWebseting')
  const html = await serverHtml(page.request, '/contactUs')
  expectInHtml(html, [
    settings.xxl_tel,
    settings.xxl_qq,
    settings.contact_address,
    settings.comany_map,
    'aria-busy="true"',
  ])
  expect(html.includes('ant-form'), 'no antd markup in the server HTML').toBe(false)

  await openForm(page)
  await expect(page.getByRole('img', { name: '公司位置地图' })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: '联系我们栏目' }).getByRole('link', { name: '联系我们' }),
  ).toHaveAttribute('aria-current', 'page')
})

test('空表单提交显示各字段的中文提示，错误邮箱提示格式错误', async ({ page }) => {
  const form = await openForm(page)
  await form.getByRole('button', { name: SUBMIT }).click()
  for (const message of REQUIRED_MESSAGES) await expect(form.getByText(message, { exact: true })).toBeVisible()

  await form.getByLabel('电子邮箱').fill('not-an-email')
  await expect(form.getByText('邮箱地址不合法!', { exact: true })).toBeVisible()
  await form.getByLabel('电子邮箱').fill('zhang.wei@example.edu.cn')
  await expect(form.getByText('邮箱地址不合法!', { exact: true })).toBeHidden()
})

test('填写完整后提交成功；发送中按钮不可用', async ({ page }) => {
  const form = await openForm(page)
  await fillForm(page, form, 'zh')
  await form.getByLabel('邮编').fill('215123')

  const submit = form.getByRole('button', { name: SUBMIT })
  await page.route('**/api/v1/message/addMessage', async (route) => {
    await expect(submit).toBeDisabled()
    await route.continue()
  })
  const requestPromise = page.waitForRequest('**/api/v1/message/addMessage')
  await submit.click()
  const sent = (await requestPromise).postDataJSON() as Record<string, string>
  expect(sent).toMatchObject({ industry: 'Commerical', country: 'China', sourcePage: '/contactUs', fname: '伟' })

  await expect(page.getByText('提交成功，感谢您的留言')).toBeVisible()
  await expect(form.getByLabel('名字')).toHaveValue('')
  await expect(submit).toBeEnabled()
})

test('英文界面：英文标签、英文字段提示与英文成功提示', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/lang/en?redirect=/contactUs')
  const form = page.getByRole('form', { name: 'Contact form' })
  await expect(form).toBeVisible()
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(form.getByText('Please enter your first name.', { exact: true })).toBeVisible()
  await expect(form.getByText('Please select your industry.', { exact: true })).toBeVisible()
  await form.getByLabel('E-mail').fill('not-an-email')
  await expect(form.getByText('Please enter a valid e-mail address.', { exact: true })).toBeVisible()

  await fillForm(page, form, 'en')
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Submitted successfully. Thank you for your message!')).toBeVisible()
})

test('服务器拒绝时显示服务器的消息', async ({ page }) => {
  const form = await openForm(page)
  await page.route('**/api/v1/message/addMessage', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ code: 429, message: '操作过于频繁，请稍后再试', data: null, error: 'RATE_LIMITED' }),
    }),
  )
  await fillForm(page, form, 'zh')
  await form.getByRole('button', { name: SUBMIT }).click()
  await expect(page.getByText('操作过于频繁，请稍后再试')).toBeVisible()
  await expect(form.getByLabel('名字')).toHaveValue('伟')
})

test('联系我们下的社会招聘、校园招聘：福利、工作地点与地图、热线和简历邮箱', async ({ page }) => {
  const [welfare, places, contacts] = await Promise.all([
    api<Welfare[]>(page, '/article/fulidaiyu'),
    api<WorkPlace[]>(page, '/article/gzdidian'),
    api<{ email: string; hotlines: string[] }>(page, '/article/tdyouxiang'),
  ])
  const html = await serverHtml(page.request, '/contactUs/enterpriseRecruitment')
  expectInHtml(html, [
    ...welfare.map((w) => w.title),
    ...places.map((p) => p.keywords),
    ...contacts.hotlines,
    contacts.email,
  ])

  await page.goto('/contactUs')
  const tabs = page.getByRole('navigation', { name: '联系我们栏目' })
  await tabs.getByRole('link', { name: '校园招聘' }).click()
  await expect(page).toHaveURL('/contactUs/schoolRecruitment')
  await expect(tabs.getByRole('link', { name: '校园招聘' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('heading', { level: 2, name: '校园招聘' })).toBeVisible()
  await expect(page.getByRole('img', { name: '公司位置地图' })).toBeVisible()
  for (const place of places) await expect(page.getByRole('heading', { name: place.title })).toBeVisible()
  await page.getByRole('link', { name: '查看在招职位 →' }).click()
  await expect(page).toHaveURL('/recruitment/school')
})
