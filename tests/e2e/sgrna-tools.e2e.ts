// The sgRNA utilities as a biologist uses them: the empty tool in the server's HTML, the
// checks of pasted guides on a phone (a TTTT warning, a missing PAM, AsCpf1's TTTV), and a
// valid guide sent into a new amplicon order through the login, then into a GUIDE-seq order
// and the CRISPR-Net form.
import { expect, test } from './fixtures.ts'
import { expectInHtml, serverHtml } from './page-helpers.ts'

const DEMO = { email: 'demo2@example.com', password: 'Demo@12345' }

const GOOD = 'GAGTCCGAGCAGAAGAAGAAGGG'
const WITH_TTTT = 'gagtcTTTTcagaagaagaa tgg'
const NO_PAM = 'GAGTCCGAGCAGAAGAAGAA'

test('粘贴三条 sgRNA：标出 TTTT 与缺少 PAM；AsCpf1 检查 TTTV；可用的 sgRNA 登录后填入新的扩增子订单、GUIDE-seq 订单与 CRISPR-Net', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)

  await test.step('服务器渲染的页面是空的工具，从帮助页可以找到', async () => {
    const html = await serverHtml(request, '/sgrna-tools')
    expectInHtml(html, ['sgRNA 小工具', 'sgRNA 序列（每行一条，含 PAM）', '粘贴一条或多条 sgRNA，结果会在此显示。'])
    await page.goto('/crispr-help')
    await page.getByRole('link', { name: /使用 sgRNA 小工具/ }).click()
    await expect(page).toHaveURL(/\/sgrna-tools$/)
    await expect(page.getByRole('heading', { name: 'sgRNA 小工具', level: 1 })).toBeVisible()
  })

  await page.setViewportSize({ width: 375, height: 812 })
  const results = page.getByRole('list', { name: '检查结果' }).locator(':scope > li')

  await test.step('SpCas9：逐条给出可用与否、反向互补、GC 与提示', async () => {
    await page.getByLabel('sgRNA 序列（每行一条，含 PAM）').fill([GOOD, '', WITH_TTTT, NO_PAM].join('\n'))
    await expect(results).toHaveCount(3)
    const [good, tttt, noPam] = [results.nth(0), results.nth(1), results.nth(2)]
    await expect(good.getByText('可用', { exact: true })).toBeVisible()
    await expect(good).toContainText('CCCTTCTTCTTCTGCTCGGACTC')
    await expect(good).toContainText('50%')
    await expect(tttt).toContainText('GAGTCTTTTCAGAAGAAGAATGG')
    await expect(tttt).toContainText('含 TTTT，U6 启动子下会提前终止转录')
    await expect(noPam.getByText('不可用', { exact: true })).toBeVisible()
    await expect(noPam).toContainText('缺少 PAM（NGG）')
    await expect(noPam.getByRole('link')).toHaveCount(0)
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(scrollWidth).toBeLessThanOrEqual(375)
  })

  await test.step('AsCpf1：PAM 为 5′ 端的 TTTV', async () => {
    await page.getByLabel(/AsCpf1/).check()
    await expect(results.nth(0)).toContainText('缺少 PAM（TTTV）')
    await page.getByLabel('sgRNA 序列（每行一条，含 PAM）').fill(`TTTA${NO_PAM}`)
    await expect(results).toHaveCount(1)
    await expect(results.nth(0).getByText('可用', { exact: true })).toBeVisible()
    await expect(results.nth(0).getByRole('link', { name: 'CRISPR-Net 打分' })).toHaveCount(0)
    await page.getByLabel(/SpCas9/).check()
  })

  await test.step('新建扩增子检测订单：未登录先登录，回来时 sgRNA 已填入', async () => {
    await page.getByLabel('sgRNA 序列（每行一条，含 PAM）').fill(GOOD.toLowerCase())
    await results.nth(0).getByRole('link', { name: '新建扩增子检测订单' }).click()
    await expect(page).toHaveURL(/\/login\?redirect=/)
    await page.getByLabel('邮箱').fill(DEMO.email)
    await page.getByLabel('密码', { exact: true }).fill(DEMO.password)
    await page.getByRole('button', { name: '登 录' }).click()
    await expect(page).toHaveURL(new RegExp(`/orderAmpliconAction\\?sgrna=${GOOD}&hexuanmei=1$`))
    await expect(page.getByRole('heading', { name: '新建扩增子检测订单' })).toBeVisible()
    await expect(page.getByLabel('sgRNA+PAM序列')).toHaveValue(GOOD)
    // The form gives the same advice as the utilities, under the field, as a caution only.
    await expect(page.getByText('缺少 PAM（NGG）')).toHaveCount(0)
    await page.getByLabel('sgRNA+PAM序列').fill(NO_PAM)
    await expect(page.locator('.sequence-advice')).toHaveText('缺少 PAM（NGG）')
    await page.getByLabel('sgRNA+PAM序列').fill(GOOD)
    await expect(page.locator('.sequence-advice')).toHaveCount(0)
  })

  await test.step('登录后同一条 sgRNA 也可填入 GUIDE-seq 订单与 CRISPR-Net 序列对', async () => {
    for (const [link, field, value] of [
      ['新建GUIDE-seq脱靶检测订单', 'sgRNA+PAM 序列 1', GOOD],
      ['CRISPR-Net 打分', '序列对（每行一对：on_seq,off_seq）', `${GOOD},`],
    ] as const) {
      await page.goto('/sgrna-tools')
      await page.getByLabel('sgRNA 序列（每行一条，含 PAM）').fill(GOOD)
      await results.nth(0).getByRole('link', { name: link }).click()
      await expect(page.getByLabel(field)).toHaveValue(value)
    }
  })

  await test.step('AsCpf1 的 sgRNA 填入订单时带上核酸酶：表单为 AsCpf1，不按 SpCas9 提示缺少 NGG', async () => {
    await page.goto('/sgrna-tools')
    await page.getByLabel(/AsCpf1/).check()
    await page.getByLabel('sgRNA 序列（每行一条，含 PAM）').fill(`TTTA${NO_PAM}`)
    await results.nth(0).getByRole('link', { name: '新建扩增子检测订单' }).click()
    await expect(page.getByLabel('sgRNA+PAM序列')).toHaveValue(`TTTA${NO_PAM}`)
    const nuclease = page
      .locator('.ant-form-item')
      .filter({ has: page.locator('.ant-form-item-label label[title="核酸酶"]') })
    await expect(nuclease.getByLabel('AsCpf1')).toBeChecked()
    // AsCpf1's window comes with it.
    await expect(page.getByLabel('编辑位点距PAM距离 (bp)')).toHaveValue('1')
    await expect(page.getByLabel('编辑窗口大小 (bp)')).toHaveValue('60')
    await expect(page.locator('.sequence-advice')).toHaveCount(0)
  })
})
