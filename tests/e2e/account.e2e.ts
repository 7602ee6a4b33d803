// Customer accounts as a new customer goes through them: register,
// activate by the e-mailed link, log in, complete the profile, manage addresses, log
// out, log in by SMS, reset the password by e-mail code.
import type { Page } from '@playwright/test'
import { allowFailedLoads, expect, test } from './fixtures.ts'
import { chooseOption as choose, openedDialog } from './page-helpers.ts'
import { latestCaptchaAnswer, deliveredMailText, latestSmsCode } from './server-store.ts'

const PASSWORD = 'Gene@2026'
const NEW_PASSWORD = 'Crispr#2027'

const sessionToken = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'))

test('新客户：注册 → 激活 → 登录 → 完善资料 → 地址 → 退出 → 短信登录 → 邮件验证码重置密码', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  const unique = String(Date.now()).slice(-8)
  const email = `zhou.min${unique}@lab.example.cn`
  const tel = `136${unique}`
  const newTel = `135${unique}`

  await test.step('注册：三张卡片、服务器验证的图形验证码、隐私政策', async () => {
    await page.goto('/register')
    await expect(page.getByRole('navigation', { name: '面包屑' })).toContainText('注册账号')
    await page.getByLabel('邮箱', { exact: true }).fill(email)
    await page.getByLabel('密码', { exact: true }).fill(PASSWORD)
    await page.getByLabel('确认密码').fill('Other@2026')
    await page.getByLabel('姓氏').fill('周')
    await page.getByLabel('名字').fill('敏')
    await page.getByLabel('工作单位').fill('上海交通大学医学院')
    // A municipality offers its districts at the city level.
    await choose(page, page.getByLabel('省份'), '上海市')
    await choose(page, page.getByLabel('城市'), '徐汇区')
    await page.getByLabel('手机号（短信登录）').fill(tel)
    await page.getByRole('button', { name: '注 册' }).click()
    await expect(page.getByText('密码不一致!')).toBeVisible()
    await expect(page.getByText('请先同意隐私政策!')).toBeVisible()

    await page.getByLabel('确认密码').fill(PASSWORD)
    await page.getByRole('checkbox', { name: /隐私政策/ }).check()
    await expect(page.getByAltText('图形验证码，点击更换')).toBeVisible()
    await page.getByLabel('验证码').fill(await latestCaptchaAnswer())
    await page.getByRole('button', { name: '注 册' }).click()
    await expect(page).toHaveURL(/\/confirmation\?email=/)
    await expect(page.getByRole('heading', { name: '激活邮件已发送' })).toBeVisible()
    await expect(page.getByText(/^注册成功！/)).toBeVisible()
    await expect(page.getByText(email)).toBeVisible()
    await expect(page.getByText(/5 分钟内送达/)).toBeVisible()
  })

  await test.step('激活：打开邮件中的链接', async () => {
    const link = /https?:\/\/[^/\s]+(\/activate\?token=[\w-]+)/.exec(await deliveredMailText(email, '激活'))
    expect(link, 'activation link in the mail').not.toBeNull()
    await page.goto(link![1]!)
    await expect(page.getByText('账号激活成功')).toBeVisible()
    await page.getByRole('link', { name: '立即登录' }).click()
    await expect(page).toHaveURL(/\/login$/)
  })

  await test.step('密码登录，记住账号，登录后进入 /order，页头显示用户', async () => {
    await page.getByLabel('邮箱').fill(`  ${email} `)
    await page.getByLabel('密码', { exact: true }).fill(PASSWORD)
    await page.getByRole('checkbox', { name: '记住账号' }).check()
    await page.getByRole('button', { name: '登 录' }).click()
    await expect(page).toHaveURL(/\/order$/)
    await expect(page.getByRole('heading', { name: '订单中心' })).toBeVisible()
    await expect(page.getByText('欢迎回来，周敏')).toBeVisible()
    expect(await sessionToken(page)).toMatch(/^[\w-]{43}$/)
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('user')))!)).toMatchObject({
      email,
      fname: '周',
    })
  })

  await test.step('完善资料：手机号短信确认后保存', async () => {
    await page.getByRole('button', { name: '用户菜单：周敏' }).click()
    await page.getByRole('list', { name: '用户菜单' }).getByRole('link', { name: '账户信息' }).click()
    await expect(page).toHaveURL(/\/account$/)
    await expect(page.getByLabel('登录邮箱')).toHaveValue(email)
    // The number given at registration is no SMS login until confirmed.
    await expect(page.getByText('未验证', { exact: true })).toBeVisible()
    await expect(page.getByText('手机号尚未验证：请获取短信验证码并确认，验证后即可使用短信登录。')).toBeVisible()

    await page.getByLabel('部门').fill('遗传学系')
    await page.getByLabel('PI 姓氏').fill('张')
    await page.getByLabel('PI 名字').fill('建国')
    const address = page.locator('.ant-card', { hasText: '默认收货地址' })
    await expect(address.getByLabel('收货人', { exact: true })).toHaveValue('周敏')
    await choose(page, address.getByLabel('省份'), '江苏省')
    await choose(page, address.getByLabel('城市'), '苏州市')
    await address.getByLabel('详细地址').fill('工业园区星湖街 218 号 B3 楼')

    await page.getByLabel('手机号', { exact: true }).fill(newTel)
    await page.getByRole('button', { name: '更 新' }).click()
    await expect(page.getByText('请提交手机验证码')).toBeVisible()
    await page.getByRole('button', { name: '获取验证码' }).click()
    await expect(page.getByRole('button', { name: /\d+ s 后获取/ })).toBeDisabled()
    await page.getByLabel('短信验证码').fill(await latestSmsCode(newTel))
    await page.getByRole('button', { name: '确认手机号' }).click()
    await expect(page.getByText('手机号更新成功')).toBeVisible()
    await expect(page.getByText('已验证')).toBeVisible()

    await page.getByRole('button', { name: '更 新' }).click()
    await expect(page.getByText('更新成功', { exact: true })).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('部门')).toHaveValue('遗传学系')
    await expect(page.getByLabel('手机号', { exact: true })).toHaveValue(newTel)
  })

  await test.step('收货地址：新增两个，设为默认，默认地址不能删除', async () => {
    await page.getByRole('button', { name: '管理更多地址' }).click()
    await expect(page).toHaveURL(/\/addressManagement$/)
    const rows = page.locator('.ant-table-tbody tr.ant-table-row')
    await expect(rows).toHaveCount(1)

    for (const [index, [name, city]] of (
      [
        ['陈思远', '南京市'],
        ['刘洋', '无锡市'],
      ] as const
    ).entries()) {
      await page.getByRole('button', { name: '新增地址' }).click()
      const dialog = await openedDialog(page, '新增收货地址')
      await dialog.getByLabel('联系人').fill(name)
      await dialog.getByLabel('单位名称').fill('南京大学模式动物研究所')
      await choose(page, dialog.getByLabel('省份'), '江苏省')
      await choose(page, dialog.getByLabel('城市'), city)
      await dialog.getByLabel('详细地址').fill('江北新区学府路 12 号')
      await dialog.getByLabel('联系电话').fill('025-58641500')
      await dialog.getByRole('button', { name: '保 存' }).click()
      await expect(dialog).toBeHidden()
      await expect(rows).toHaveCount(2 + index)
      await expect(rows.filter({ hasText: name })).toContainText(`江苏省 ${city}`)
    }
    await expect(page.getByText('新增成功').first()).toBeVisible()

    const liu = rows.filter({ hasText: '刘洋' })
    await liu.getByRole('button', { name: '设为默认' }).click()
    await expect(page.getByText('已设为默认地址')).toBeVisible()
    await expect(rows.first()).toContainText('刘洋')
    await expect(rows.first()).toContainText('默认')

    const defaultRow = rows.first()
    await expect(defaultRow.getByRole('button', { name: '删除' })).toBeDisabled()
    await expect(defaultRow.getByRole('button', { name: '编辑' })).toBeDisabled()
    // The server refuses it as well, whatever the page offers.
    const { data } = await (
      await page.request.post('/api/v1/user/addrList', {
        headers: { authorization: `Bearer ${await sessionToken(page)}` },
      })
    ).json()
    const refused = await page.request.post('/api/v1/user/delAddr', {
      headers: { authorization: `Bearer ${await sessionToken(page)}` },
      data: { id: data.data[0].id },
    })
    expect(refused.status()).toBe(409)
    expect((await refused.json()).message).toBe('默认地址不能删除')

    await rows.filter({ hasText: '陈思远' }).getByRole('button', { name: '删除' }).click()
    await expect(page.getByText('你确定要删除当前地址么？')).toBeVisible()
    await page.getByRole('button', { name: '确 认' }).click()
    await expect(page.getByText('删除成功')).toBeVisible()
    await expect(rows).toHaveCount(2)
  })

  await test.step('退出登录：会话清除，回到首页，令牌失效', async () => {
    const token = await sessionToken(page)
    await page.getByRole('button', { name: '用户菜单：周敏' }).click()
    await page.getByRole('list', { name: '用户菜单' }).getByRole('button', { name: '退出登录' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('link', { name: '登录', exact: true })).toBeVisible()
    expect(await sessionToken(page)).toBeNull()
    const after = await page.request.post('/api/v1/user/getMyinfo', { headers: { authorization: `Bearer ${token}` } })
    expect(after.status()).toBe(401)
  })

  await test.step('短信登录（新手机号）', async () => {
    await page.getByRole('link', { name: '登录', exact: true }).click()
    await expect(page.getByLabel('邮箱')).toHaveValue(email)
    await page.getByRole('tab', { name: '短信登录' }).click()
    await page.getByLabel('手机号').fill(newTel)
    await page.getByRole('button', { name: '获取验证码' }).click()
    await expect(page.getByRole('button', { name: /\d+ s 后获取/ })).toBeDisabled()
    await page.getByLabel('验证码', { exact: true }).fill(await latestSmsCode(newTel))
    await page.getByRole('tabpanel', { name: '短信登录' }).getByRole('button', { name: '登 录' }).click()
    await expect(page).toHaveURL(/\/order$/)
    await expect(page.getByText('欢迎回来，周敏')).toBeVisible()
  })

  await test.step('邮件验证码重置密码：旧密码被拒绝，新密码可登录', async () => {
    await page.goto('/forgetPwd')
    await page.getByLabel('注册邮箱').fill(email)
    await page.getByRole('button', { name: '下一步' }).click()
    await expect(page.getByText('验证码已发送到您的邮箱，请查收')).toBeVisible()
    const code = /验证码为 (\d{6})/.exec(await deliveredMailText(email, '找回密码'))![1]!
    await page.getByLabel('验证码').fill(code)
    await page.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD)
    await page.getByLabel('确认新密码').fill(NEW_PASSWORD)
    await page.getByRole('button', { name: '完 成' }).click()
    await expect(page.getByText('修改成功!!!')).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    expect(await sessionToken(page)).toBeNull()

    await page.goto('/login')
    await page.getByLabel('邮箱').fill(email)
    await page.getByLabel('密码', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: '登 录' }).click()
    await expect(page.getByText('邮箱或密码错误')).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
    allowFailedLoads(consoleErrors, 400)

    await page.getByLabel('密码', { exact: true }).fill(NEW_PASSWORD)
    await page.getByRole('button', { name: '登 录' }).click()
    await expect(page).toHaveURL(/\/order$/)
  })
})

test('未登录访问客户页面：先登录，再回到原页面', async ({ page }) => {
  await page.goto('/addressManagement')
  await expect(page).toHaveURL(/\/login\?redirect=%2FaddressManagement$/)
  await page.getByLabel('邮箱').fill('demo2@example.com')
  await page.getByLabel('密码', { exact: true }).fill('Demo@12345')
  await page.getByRole('button', { name: '登 录' }).click()
  await expect(page).toHaveURL(/\/addressManagement$/)
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(2)
  await expect(page.getByRole('cell', { name: /李静/ })).toBeVisible()
})

test('登录已失效（401）时清除会话并带上当前地址去登录', async ({ page, consoleErrors }) => {
  await page.goto('/')
  await page.evaluate(() => {
    sessionStorage.setItem('token', 'expired-token')
    sessionStorage.setItem('user', JSON.stringify({ id: 1, email: 'demo1@example.com', fname: '王', lname: '晓明' }))
  })
  await page.goto('/account')
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/)
  expect(await sessionToken(page)).toBeNull()
  allowFailedLoads(consoleErrors, 401)
})

test('375px：登录页与客户中心可用，页头显示用户入口', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/login?redirect=/account')
  await page.getByLabel('邮箱').fill('demo1@example.com')
  await page.getByLabel('密码', { exact: true }).fill('Demo@12345')
  await page.getByRole('button', { name: '登 录' }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByLabel('部门')).toHaveValue('遗传工程国家重点实验室')
  await expect(page.getByRole('button', { name: '用户菜单：王晓明' })).toBeVisible()
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(await overflow()).toBeLessThanOrEqual(0)

  await page.getByRole('navigation', { name: '客户中心' }).getByRole('link', { name: '收货地址' }).click()
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(2)
  await expect(page.getByRole('button', { name: '新增地址' })).toBeInViewport()
  // The table scrolls inside its own box; the page itself never scrolls sideways.
  expect(await overflow()).toBeLessThanOrEqual(0)
})
