import { type Page as PwPage, expect, test } from '@playwright/test'
import type { Welfare, WebSettings, WorkPlace } from '#common/schemas/cms.ts'
import { api, chooseOption, expectInHtml, serverHtml } from './page-helpers.ts'

const REQUIRED_MESSAGES = [
  'Please enter a valid First Name!',
  'Please enter a valid Last Name!',
  'Please enter your E-mail!',
  'Please select your Industry!',
  'Please select your Country!',
  'Please enter a valid Company!',
  'Please enter your Message!',
]

async function openForm(page: PwPage) {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/contactUs')
  const form = page.getByRole('form', { name: 'Contact form' })
  await expect(form).toBeVisible()
  return form
}

const choose = (page: PwPage, field: string, option: string) =>
  chooseOption(page, page.getByRole('combobox', { name: field }), option)

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

test('空表单提交显示各字段的英文提示，错误邮箱提示格式错误', async ({ page }) => {
  const form = await openForm(page)
  await form.getByRole('button', { name: 'Submit' }).click()
  for (const message of REQUIRED_MESSAGES) await expect(form.getByText(message, { exact: true })).toBeVisible()

  await form.getByLabel('E-mail').fill('not-an-email')
  await expect(form.getByText('The input is not valid E-mail!', { exact: true })).toBeVisible()
  await form.getByLabel('E-mail').fill('zhang.wei@example.edu.cn')
  await expect(form.getByText('The input is not valid E-mail!', { exact: true })).toBeHidden()
})

test('填写完整后提交成功；发送中按钮不可用', async ({ page }) => {
  const form = await openForm(page)
  await form.getByLabel('First Name').fill('Wei')
  await form.getByLabel('Last Name').fill('Zhang')
  await form.getByLabel('E-mail').fill('zhang.wei@example.edu.cn')
  await choose(page, 'Industry', 'Industrial Biotech')
  await choose(page, 'Country', 'China')
  await form.getByLabel('Zip Code').fill('215123')
  await form.getByLabel('Company').fill('Suzhou Institute of Biomedical Engineering')
  await form.getByLabel('Message').fill('We would like a quote for GUIDE-seq off-target analysis of 3 sgRNAs.')

  const submit = form.getByRole('button', { name: 'Submit' })
  await page.route('**/api/v1/message/addMessage', async (route) => {
    await expect(submit).toBeDisabled()
    await route.continue()
  })
  const requestPromise = page.waitForRequest('**/api/v1/message/addMessage')
  await submit.click()
  const sent = (await requestPromise).postDataJSON() as Record<string, string>
  expect(sent).toMatchObject({ industry: 'Commerical', country: 'China', sourcePage: '/contactUs', fname: 'Wei' })

  await expect(page.getByText('Your have submit successfully, thank you for your participation!')).toBeVisible()
  await expect(form.getByLabel('First Name')).toHaveValue('')
  await expect(submit).toBeEnabled()
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
  await form.getByLabel('First Name').fill('Wei')
  await form.getByLabel('Last Name').fill('Zhang')
  await form.getByLabel('E-mail').fill('zhang.wei@example.edu.cn')
  await choose(page, 'Industry', 'Academic')
  await choose(page, 'Country', 'China')
  await form.getByLabel('Company').fill('Soochow University')
  await form.getByLabel('Message').fill('Please send the price list.')
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('操作过于频繁，请稍后再试')).toBeVisible()
  await expect(form.getByLabel('First Name')).toHaveValue('Wei')
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
