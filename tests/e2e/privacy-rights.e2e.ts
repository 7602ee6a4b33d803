// A customer's personal information rights: the privacy policy accepted when the customer area
// asks for it, and on the account page marketing consent withdrawn,
// a copy of their data downloaded (a ZIP with data.json and a README), the account deleted
// with the password, after which the browser is logged out and the login is refused. The
// server's log lines of the customer's logins, by password and by SMS, hold neither the
// e-mail address nor the phone number in full.
import fs from 'node:fs'
import path from 'node:path'
import JSZip from 'jszip'
import { allowFailedLoads, expect, test } from './fixtures.ts'
import { openedDialog } from './page-helpers.ts'
import { copyOfDemoCustomer, latestSmsCode, serverStore } from './server-store.ts'

const PASSWORD = 'Demo@12345'

/** The server's log lines written since `offset` (the log's length when the test began). */
function serverLogSince(offset: number): string {
  return fs
    .readFileSync(path.join(process.env.E2E_DATA_DIR ?? '', 'server.log'))
    .subarray(offset)
    .toString('utf8')
}

const serverLogLength = () => fs.statSync(path.join(process.env.E2E_DATA_DIR ?? '', 'server.log')).size

test('客户同意隐私政策、撤回营销授权、下载个人数据副本、注销账户后退出登录；登录的日志行不含完整邮箱与手机号', async ({
  page,
  consoleErrors,
}) => {
  // Four pieces of work, each with its page loads: longer than one step's default on a slow machine.
  test.setTimeout(90_000)
  const email = `pipl-${Date.now()}@example.com`
  const tel = `139${String(Date.now()).slice(-8)}`
  await copyOfDemoCustomer(email)
  const { id } = await serverStore()
    .updateTable('member')
    .set({ tel, telVerified: 1, isSendup: 1 })
    .where('email', '=', email)
    .returning('id')
    .executeTakeFirstOrThrow()
  // An account from before the policy's versions were kept: it has accepted none.
  await serverStore().deleteFrom('memberConsent').where('memberId', '=', id).where('kind', '=', 'privacy').execute()
  const logOffset = serverLogLength()

  await test.step('短信登录后再用密码登录', async () => {
    await page.goto('/login')
    await page.getByRole('tab', { name: '短信登录' }).click()
    await page.getByLabel('手机号').fill(tel)
    await page.getByRole('button', { name: '获取验证码' }).click()
    await expect(page.getByRole('button', { name: /\d+ s 后获取/ })).toBeDisabled()
    await page.getByLabel('验证码', { exact: true }).fill(await latestSmsCode(tel))
    await page.getByRole('tabpanel', { name: '短信登录' }).getByRole('button', { name: '登 录' }).click()
    await expect(page).toHaveURL(/\/order$/)

    await page.evaluate(() => sessionStorage.clear())
    await page.goto('/login?redirect=/account')
    await page.getByLabel('邮箱').fill(email)
    await page.getByLabel('密码', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: '登 录' }).click()
    await expect(page).toHaveURL(/\/account$/)
  })

  await test.step('客户中心先请客户同意隐私政策', async () => {
    const prompt = await openedDialog(page, '请同意隐私政策')
    await expect(prompt.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute('href', '/privacyPolicy')
    await prompt.getByRole('button', { name: '同 意' }).click()
    await expect(prompt).toBeHidden()
    // The message is the next step's to see again: this one goes first.
    const saved = page.getByText('授权已更新')
    await expect(saved).toBeVisible()
    await expect(saved).toBeHidden()
    await expect(page.locator('.customer-card', { hasText: '隐私与授权' })).toContainText('已同意第 1 版')
  })

  await test.step('撤回营销授权', async () => {
    const consents = page.locator('.customer-card', { hasText: '隐私与授权' })
    const marketing = consents.getByRole('switch', { name: '接收产品与活动资讯' })
    await expect(marketing).toBeChecked()
    await marketing.click()
    await expect(page.getByText('授权已更新')).toBeVisible()
    await expect(marketing).not.toBeChecked()
    await expect(consents.getByText(/最近更改：/)).toBeVisible()
    // The account form's checkbox shows the same choice.
    await expect(page.getByRole('checkbox', { name: '接收澜基生物的产品与活动资讯邮件' })).not.toBeChecked()
  })

  await test.step('下载个人数据副本', async () => {
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: '下载我的数据' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/\.zip$/)
    const zip = await JSZip.loadAsync(fs.readFileSync(await download.path()))
    expect(Object.keys(zip.files).sort()).toEqual(['README.txt', 'data.json'])
    const data = JSON.parse(await zip.file('data.json')!.async('string')) as Record<string, any>
    expect(data.profile).toMatchObject({ email, tel })
    expect(data.consents[0]).toMatchObject({ kind: 'marketing', granted: 0 })
    expect(data.logins.map((login: { method: string }) => login.method)).toEqual(['password', 'sms'])
    expect(await zip.file('README.txt')!.async('string')).toContain('个人数据副本')
  })

  await test.step('用登录密码注销账户：退出登录回到首页，之后无法登录', async () => {
    await page.getByRole('button', { name: '注销账户' }).click()
    const dialog = await openedDialog(page, '注销账户')
    // With a confirmed phone the dialog offers an SMS code too; the password is chosen first.
    const password = dialog.getByRole('textbox', { name: /登录密码/ })
    await password.fill('Wrong@12345')
    await dialog.getByRole('button', { name: '确认注销' }).click()
    await expect(page.getByText('密码错误，账户未注销')).toBeVisible()
    allowFailedLoads(consoleErrors, 400)
    await password.fill(PASSWORD)
    await dialog.getByRole('button', { name: '确认注销' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('link', { name: '登录', exact: true })).toBeVisible()
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull()

    const again = await page.request.post('/api/v1/user/login', { data: { email, password: PASSWORD } })
    expect(((await again.json()) as { code: number }).code).not.toBe(200)
  })

  const logged = serverLogSince(logOffset)
  expect(logged).toContain('/api/v1/user/login')
  expect(logged).not.toContain(email)
  expect(logged).not.toContain(tel)
})
