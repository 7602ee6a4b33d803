import { expect, test } from './fixtures.ts'
import { openedDialog } from './page-helpers.ts'

test('搜索结果高亮关键词，二次搜索缩小范围，查看详情', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/')
  await page.getByRole('searchbox', { name: '请输入产品名称或货号' }).fill('脱靶')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/searchResult\?keyword=/)
  const cards = page.locator('.search-card')
  await expect(cards.first()).toBeVisible()
  const total = Number(await page.locator('.search-page__title strong').textContent())
  expect(total).toBeGreaterThan(1)
  await expect(cards.first().locator('mark').first()).toHaveText('脱靶')

  await page.getByPlaceholder('请输入二次搜索内容').fill('GUIDE-seq')
  await page.getByRole('button', { name: '搜索', exact: true }).last().click()
  await expect(page).toHaveURL(/keyword2=GUIDE-seq/)
  const narrowed = Number(await page.locator('.search-page__title strong').textContent())
  expect(narrowed).toBeGreaterThan(0)
  expect(narrowed).toBeLessThan(total)

  await cards.first().getByRole('link', { name: '查看详情' }).click()
  await expect(page).toHaveURL(/\/searchResultDetail\?kind=/)
  await expect(page.locator('h1 mark').first()).toBeVisible()
})

test('产品页询价：必填提示，提交后提示邮件已发送', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/dynamicIndex?id=13')
  await page
    .getByRole('link', { name: /SpCas9 核酸酶/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/productDetail\?id=\d+/)
  await page.getByRole('button', { name: '询价购买' }).click()
  const dialog = await openedDialog(page, '询价购买')
  await expect(dialog.getByLabel('产品名称')).toHaveValue(/SpCas9 核酸酶/)
  await dialog.getByRole('button', { name: '提交询价' }).click()
  await expect(dialog.getByText('请输入姓名')).toBeVisible()
  await expect(dialog.getByText('请输入手机号')).toBeVisible()
  await expect(dialog.getByText('请输入邮箱!')).toBeVisible()

  await dialog.getByLabel('姓名').fill('赵敏')
  await dialog.getByLabel('手机').fill('13655556666')
  await dialog.getByLabel('邮箱').fill('zhaomin@lab.example.cn')
  await dialog.getByLabel('单位').fill('南京大学')
  await dialog.getByRole('button', { name: '提交询价' }).click()
  await expect(page.getByText('发送成功')).toBeVisible()
  await expect(dialog).toBeHidden()
})
