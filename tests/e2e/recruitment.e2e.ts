import { type Page as PwPage, expect, test } from '@playwright/test'
import type { Job, JobDetail, Page } from '#common/schemas/cms.ts'
import { api, expectInHtml, serverHtml } from './page-helpers.ts'

const jobs = async (page: PwPage, type: number, size = 50) =>
  (await api<{ info: Page<Job> }>(page, '/article/zhaopin', { type, page: 1, size })).info

const chinaDate = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10)

test('/recruitment 跳转到社会招聘；职位表在服务端 HTML 中，点击职位进入详情', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const enterprise = await jobs(page, 0)
  const html = await serverHtml(page.request, '/recruitment/enterprise')
  expectInHtml(html, [...enterprise.data.slice(0, 10).map((job) => job.title), `共 ${enterprise.total} 条`])

  await page.goto('/recruitment')
  await expect(page).toHaveURL('/recruitment/enterprise')
  await expect(
    page.getByRole('navigation', { name: '招聘类别' }).getByRole('link', { name: '社会招聘' }),
  ).toHaveAttribute('aria-current', 'page')
  const table = page.getByRole('table')
  await expect(table.getByRole('columnheader')).toHaveText(['职位名称', '职位类别', '工作地点', '招聘人数', '发布时间'])
  await expect(table.getByRole('row')).toHaveCount(1 + Math.min(enterprise.total, 10))
  await expect(page.getByText(`共 ${enterprise.total} 条`)).toBeVisible()

  const job = enterprise.data[0]!
  const row = table.getByRole('row').nth(1)
  await expect(row.getByRole('cell')).toHaveText([
    job.title,
    job.leixing,
    job.didian,
    String(job.renshu),
    chinaDate(job.create_time),
  ])
  await expect(row.getByRole('cell').nth(3)).toHaveCSS('text-align', 'right')

  await row.getByRole('link', { name: job.title }).click()
  await expect(page).toHaveURL(`/talentRecruitmentDetail?key=${job.id}`)
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible()
  const meta = page.getByRole('list', { name: '职位信息' })
  for (const text of [job.leixing, job.didian, `${job.renshu} 人`, chinaDate(job.create_time)])
    await expect(meta).toContainText(text)
  const { email } = await api<{ email: string }>(page, '/article/tdyouxiang')
  await expect(page.getByRole('link', { name: email })).toHaveAttribute('href', new RegExp(`^mailto:${email}`))

  await page.getByRole('link', { name: '← 返回社会招聘列表' }).click()
  await expect(page).toHaveURL('/recruitment/enterprise')
})

test('职位详情在服务端 HTML 中；不存在的职位显示 404', async ({ page }) => {
  const [job] = (await jobs(page, 1)).data
  const detail = (await (await page.request.get(`/api/v1/jobs/${job!.id}`)).json()) as { data: JobDetail }
  const html = await serverHtml(page.request, `/talentRecruitmentDetail?key=${job!.id}`)
  expectInHtml(html, [detail.data.title, detail.data.body.match(/<li>([^<]{8,30})/)![1]!])

  const response = await page.goto('/talentRecruitmentDetail?key=99999999')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible()
})

test('校园招聘标签与每页 50 条', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const school = await jobs(page, 1)
  await page.goto('/recruitment/enterprise')
  await page.getByRole('navigation', { name: '招聘类别' }).getByRole('link', { name: '校园招聘' }).click()
  await expect(page).toHaveURL('/recruitment/school')
  await expect(page.getByRole('navigation', { name: '面包屑' })).toContainText('校园招聘')
  for (const job of school.data.slice(0, 10)) await expect(page.getByRole('link', { name: job.title })).toBeVisible()

  const pagination = page.getByRole('navigation', { name: '分页' })
  await expect(pagination.getByText('10 条/页')).toHaveAttribute('aria-current', 'true')
  await pagination.getByRole('link', { name: '50 条/页' }).click()
  await expect(page).toHaveURL(/\/recruitment\/school\?size=50&page=1$/)
  await expect(pagination.getByText('50 条/页')).toHaveAttribute('aria-current', 'true')
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(1 + Math.min(school.total, 50))
  await expect(page.getByRole('heading', { name: '福利待遇' })).toBeVisible()
})

test('手机上职位表变为卡片，页面不横向滚动', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/recruitment/enterprise')
  await expect(page.getByRole('table').locator('thead')).toBeHidden()
  const firstJob = page.getByRole('table').getByRole('row').nth(1)
  await expect(firstJob).toHaveCSS('display', 'grid')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})
