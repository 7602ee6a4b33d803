import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { latestSliderAnswer, latestSmsCode } from './server-store.ts'

/** Drags the puzzle piece to x like a person: pressed, moved in steps over about half a second. */
async function solveSlider(page: Page) {
  const handle = page.getByRole('button', { name: '拖动滑块' })
  await expect(page.getByAltText('拼图验证背景')).toBeVisible()
  const x = await latestSliderAnswer()
  await handle.scrollIntoViewIfNeeded()
  const box = (await handle.boundingBox())!
  const startX = box.x + box.width / 2
  const y = box.y + box.height / 2
  await page.mouse.move(startX, y)
  await page.mouse.down()
  for (let step = 1; step <= 12; step++) {
    await page.mouse.move(startX + (x * step) / 12, y)
    await page.waitForTimeout(45)
  }
  await page.mouse.up()
  await expect(page.getByText('验证通过')).toBeVisible()
}

test('服务页预约：短信验证码 + 滑块验证，成功后回显提交的信息', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/dynamicDetail?id=111')
  const form = page.getByRole('complementary', { name: '在线预约' })
  await expect(form.getByLabel('姓名')).toBeVisible()
  await expect(form.getByLabel('预约产品')).toHaveValue(/GUIDE-seq/)

  await form.getByRole('button', { name: '提交预约' }).click()
  await expect(form.getByText('请输入姓名')).toBeVisible()
  await expect(form.getByText('请先完成滑块验证')).toBeVisible()

  const phone = `139${String(Date.now()).slice(-8)}`
  await form.getByLabel('姓名').fill('陈晨')
  await form.getByLabel('手机号').fill('1391234')
  await form.getByRole('button', { name: '获取验证码' }).click()
  await expect(page.getByText('请输入正确手机号').first()).toBeVisible()

  await form.getByLabel('手机号').fill(phone)
  await form.getByRole('button', { name: '获取验证码' }).click()
  await expect(form.getByRole('button', { name: /\d+ s 后获取/ })).toBeDisabled()
  await form.getByLabel('短信验证码').fill(await latestSmsCode(phone))
  await form.getByLabel('电子邮箱').fill('chenchen@lab.example.cn')
  await form.getByLabel('单位名称').fill('中国科学院上海营养与健康研究所')
  await solveSlider(page)
  await form.getByRole('button', { name: '提交预约' }).click()

  const dialog = page.getByRole('dialog', { name: '提交成功' })
  await expect(dialog).toBeVisible()
  for (const text of ['陈晨', phone, 'chenchen@lab.example.cn', '中国科学院上海营养与健康研究所', 'GUIDE-seq']) {
    await expect(dialog.getByText(text, { exact: false })).toBeVisible()
  }
})

test('返回顶部按钮在滚动超过 120px 后固定显示', async ({ page }) => {
  await page.goto('/dynamicDetail?id=111')
  const button = page.getByRole('button', { name: '返回顶部' })
  await expect(button).toBeHidden()
  await page.evaluate(() => window.scrollTo(0, 400))
  await expect(button).toBeVisible()
  await expect(button).toHaveClass(/is-fixed/)
  await button.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('列表页展示子服务并链接到服务页', async ({ page }) => {
  const html = await (await page.request.get('/dynamicIndex?id=10')).text()
  expect(html).toContain('细胞基因编辑')
  await page.goto('/dynamicIndex?id=10')
  await page
    .getByRole('link', { name: /细胞基因敲除/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/dynamicDetail\?id=\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('不存在的栏目显示 404 页面', async ({ page, consoleErrors }) => {
  const response = await page.goto('/dynamicDetail?id=999999')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible()
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !text.includes('404')))
})
