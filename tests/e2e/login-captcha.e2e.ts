// A stranger guessing a customer's password: after a few failures the login page asks for
// the image captcha, from any address; the owner, elsewhere, solves it and logs in.
import { allowFailedLoads, expect, test } from './fixtures.ts'
import { copyOfDemoCustomer, latestCaptchaAnswer } from './server-store.ts'

const OWNER_PASSWORD = 'Demo@12345'

test('登录失败 5 次后登录页显示图形验证码；账号主人从另一地址输入验证码后照常登录', async ({
  page,
  browser,
  consoleErrors,
}) => {
  // A journey of several page loads: past the one-step default of 30 s on a slow machine.
  test.setTimeout(60_000)
  const email = `guessed${Date.now()}@lab.example.cn`
  await copyOfDemoCustomer(email)

  await page.goto('/login')
  await page.getByLabel('邮箱').fill(email)
  const password = page.getByLabel('密码', { exact: true })
  const submit = page.getByRole('button', { name: '登 录' })
  for (let i = 0; i < 5; i++) {
    await expect(page.getByLabel('验证码')).toHaveCount(0)
    await password.fill(`Wrong@${i}000`)
    await submit.click()
    await expect(page.getByText('邮箱或密码错误').last()).toBeVisible()
  }
  // The fifth failure's answer asks for the captcha: the page shows it at once.
  await expect(page.getByAltText('图形验证码，点击更换')).toBeVisible()
  await password.fill(OWNER_PASSWORD)
  await submit.click()
  await expect(page.getByText('请输入验证码', { exact: true })).toBeVisible()

  // The owner, from another address, is asked for the captcha too, and gets in with it.
  const owner = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.254.1.2' }, locale: 'zh-CN' })
  const ownerPage = await owner.newPage()
  await ownerPage.goto('/login')
  await ownerPage.getByLabel('邮箱').fill(email)
  await ownerPage.getByLabel('密码', { exact: true }).fill(OWNER_PASSWORD)
  await ownerPage.getByRole('button', { name: '登 录' }).click()
  await expect(ownerPage.getByText('该账号登录失败次数较多，请输入图形验证码后再登录')).toBeVisible()
  await expect(ownerPage.getByAltText('图形验证码，点击更换')).toBeVisible()
  await ownerPage.getByLabel('验证码').fill('WRONG')
  await ownerPage.getByRole('button', { name: '登 录' }).click()
  await expect(ownerPage.getByText('验证码错误')).toBeVisible()
  // Each image is good for one try: a new one is shown, and its answer lets the owner in.
  await expect(ownerPage.getByLabel('验证码')).toHaveValue('')
  await ownerPage.getByLabel('验证码').fill(await latestCaptchaAnswer())
  const [answer] = await Promise.all([
    ownerPage.waitForResponse((response) => response.url().endsWith('/api/v1/user/login')),
    ownerPage.getByRole('button', { name: '登 录' }).click(),
  ])
  expect(await answer.json()).toMatchObject({ code: 200, message: '登录成功' })
  await expect(ownerPage).toHaveURL(/\/order$/)
  await owner.close()
  allowFailedLoads(consoleErrors, 400)
})
