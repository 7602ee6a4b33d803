// Orders as a customer places them: an amplicon order through its form (defaults, the
// nuclease's locked window, the live total, a validation message), a second sample, an edit
// and a delete; a GUIDE-seq order with three sgRNA rows on a phone; a cell line order with a
// proof upload, edited and deleted; the dated status timeline of a detail page.
import type { Locator, Page } from '@playwright/test'
import { allowFailedLoads, expect, test } from './fixtures.ts'
import { openedDialog } from './page-helpers.ts'

const DEMO = { email: 'demo1@example.com', password: 'Demo@12345' }

/** 200 bases of A/T/C/G: an amplicon product within 150-300. */
const PRODUCT = 'ATGCCTGACTCGTAGCATGCAAGT'.repeat(9).slice(0, 200)

interface StoredSession {
  token: string
  user: unknown
}

/**
 * One login for the whole file: the demo customer's logins are limited per account (other
 * journeys log in as them too), and a session serves every test here.
 */
let session: StoredSession | undefined

/** Logs in through the API and keeps the session in sessionStorage, as the login page does. */
async function logIn(page: Page) {
  if (!session) {
    const response = await page.request.post('/api/v1/user/login', {
      data: DEMO,
      headers: { 'x-forwarded-for': '10.253.0.1' },
    })
    session = ((await response.json()) as { data: { info: StoredSession } }).data.info
  }
  const { token, user } = session
  await page.addInitScript(
    (stored) => {
      sessionStorage.setItem('token', stored.token)
      sessionStorage.setItem('user', JSON.stringify(stored.user))
    },
    { token, user },
  )
}

/** A form item by its label: radio groups and uploads have no single control to label. */
const item = (page: Page, label: string): Locator =>
  page.locator('.ant-form-item').filter({ has: page.locator(`.ant-form-item-label label[title="${label}"]`) })

const choose = (page: Page, label: string, option: string) =>
  item(page, label).getByText(option, { exact: true }).click()

async function confirmDialog(page: Page, title: string, button: string) {
  const dialog = await openedDialog(page, title)
  await dialog.getByRole('button', { name: button }).click()
  await expect(dialog).toBeHidden()
}

test('扩增子：默认值、核酸酶锁定、实时总量、校验；继续添加第二个样本，编辑一个，删除一个，详情页时间线', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  await logIn(page)
  const distance = page.getByLabel('编辑位点距PAM距离 (bp)')
  const window = page.getByLabel('编辑窗口大小 (bp)')

  await test.step('订单中心 → 添加扩增子检测：表单带着规格的默认值', async () => {
    await page.goto('/order?type=2')
    await expect(page.getByRole('link', { name: '扩增子检测' })).toHaveAttribute('aria-current', 'page')
    await page.getByRole('button', { name: '添加扩增子检测' }).click()
    await expect(page).toHaveURL(/\/orderAmpliconAction$/)
    await expect(page.getByRole('heading', { name: '新建扩增子检测订单' })).toBeVisible()
    await expect(item(page, '样本类型').getByLabel('DNA')).toBeChecked()
    await expect(item(page, '物种来源').getByLabel('人 (hg38)')).toBeChecked()
    await expect(item(page, '分析类型').getByLabel('实验组')).toBeChecked()
    await expect(item(page, '核酸酶').getByLabel('SpCas9')).toBeChecked()
    await expect(page.getByLabel('样本浓度 (ng/μl)')).toHaveValue('0')
    await expect(distance).toHaveValue('-3')
    await expect(distance).toBeDisabled()
    await expect(window).toHaveValue('20')
    await expect(window).toBeDisabled()
  })

  await test.step('AsCpf1 锁定 1 与 60，其他可编辑，SpCas9 恢复 -3 与 20', async () => {
    await choose(page, '核酸酶', 'AsCpf1')
    await expect(distance).toHaveValue('1')
    await expect(window).toHaveValue('60')
    await expect(distance).toBeDisabled()
    await choose(page, '核酸酶', '其他')
    await expect(distance).toBeEnabled()
    await expect(page.getByLabel('其他核酸酶')).toBeVisible()
    await distance.fill('5')
    await choose(page, '核酸酶', 'SpCas9')
    await expect(distance).toHaveValue('-3')
    await expect(window).toHaveValue('20')
    await expect(distance).toBeDisabled()
  })

  await test.step('总量随体积和浓度实时计算；不合规的名称和浓度显示规格的提示', async () => {
    await page.getByLabel(/样本名称$/).fill('EMX1 sg1')
    await expect(page.getByText('只支持英文/数字/-(横杠)')).toBeVisible()
    await page.getByLabel(/样本名称$/).fill('EMX1-sg1')
    await expect(page.getByText('只支持英文/数字/-(横杠)')).toBeHidden()
    await page.getByLabel('样本浓度 (ng/μl)').fill('150')
    await page.getByLabel('样本体积 (μl)').fill('20')
    await expect(page.getByLabel('样本总量 (μg)')).toHaveValue('3')
    await page.getByLabel('样本体积 (μl)').fill('25')
    await expect(page.getByLabel('样本总量 (μg)')).toHaveValue('3.75')
    await page.getByLabel('样本浓度 (ng/μl)').fill('5')
    await expect(page.getByText('样本浓度范围 10-1000')).toBeVisible()
    await page.getByLabel('样本浓度 (ng/μl)').fill('150')
    await expect(page.getByText('样本浓度范围 10-1000')).toBeHidden()
  })

  await test.step('填写序列并提交：询问是否继续添加，继续后表单清空，订单号在地址里', async () => {
    await page.getByLabel('sgRNA+PAM序列').fill('gagtccgagcagaagaagaaggg')
    await expect(page.getByLabel('sgRNA+PAM序列')).toHaveValue('GAGTCCGAGCAGAAGAAGAAGGG')
    await page.getByLabel('正向引物').fill('CTGCTTCTTCAGGTGGGTGAC')
    await page.getByLabel('反向引物').fill('GCAGCCTGCTTCAGAGGAAGC')
    await page.getByLabel('退火温度 (℃)').fill('60')
    await page.getByLabel('扩增子产物序列').fill(PRODUCT)
    await expect(page.getByText('200 / 300')).toBeVisible()
    await page.getByRole('button', { name: '提 交' }).click()
    const dialog = await openedDialog(page, '添加成功')
    await expect(dialog).toContainText('样本已经添加成功,是否继续添加样本?')
    await dialog.getByRole('button', { name: '继续添加样本' }).click()
    await expect(page).toHaveURL(/\/orderAmpliconAction\?oid=\d+$/)
    await expect(page.getByRole('heading', { name: '添加样本' })).toBeVisible()
    await expect(page.getByLabel(/样本名称$/)).toHaveValue('')
  })

  await test.step('第二个样本：对照组细胞沉淀，不添加后回到订单列表，样本数 2', async () => {
    await page.getByLabel(/样本名称$/).fill('CTRL-1')
    await choose(page, '样本类型', '细胞沉淀')
    await expect(page.getByLabel('样本浓度 (ng/μl)')).toBeHidden()
    await choose(page, '分析类型', '对照组')
    await expect(page.getByLabel('sgRNA+PAM序列')).toBeHidden()
    await page.getByRole('button', { name: '提 交' }).click()
    await expect(page.getByText('请输入对照样品!')).toBeVisible()
    await page.getByLabel('对照样品（对应的实验组样本名称）').fill('EMX1-sg1')
    await page.getByLabel('正向引物').fill('CTGCTTCTTCAGGTGGGTGAC')
    await page.getByLabel('反向引物').fill('GCAGCCTGCTTCAGAGGAAGC')
    await page.getByLabel('退火温度 (℃)').fill('60')
    await page.getByLabel('扩增子产物序列').fill(PRODUCT)
    await page.getByRole('button', { name: '提 交' }).click()
    await confirmDialog(page, '添加成功', '不添加')
    await expect(page).toHaveURL(/\/order\?type=2$/)
  })

  const order = page.locator('tr.ant-table-row').first()
  const orderno = (await order.locator('.order-no').textContent()) ?? ''
  expect(orderno).toMatch(/^AM-\d{8}-\d{4}$/)
  await expect(order.locator('td').nth(2)).toHaveText('2')

  await test.step('样本列表：编辑 CTRL-1（更新成功后返回），删除 EMX1-sg1', async () => {
    await order.getByRole('link', { name: '查看' }).click()
    await expect(page).toHaveURL(/\/orderAmpliconList\?oid=\d+&orderno=AM-/)
    const rows = page.locator('tr.ant-table-row')
    await expect(rows).toHaveCount(2)
    await rows.filter({ hasText: 'CTRL-1' }).getByRole('link', { name: '编辑' }).click()
    await expect(page.getByRole('heading', { name: '编辑样本' })).toBeVisible()
    await expect(page.getByLabel(/样本名称$/)).toHaveValue('CTRL-1')
    await page.getByLabel(/样本名称$/).fill('CTRL-2')
    await page.getByRole('button', { name: '提 交' }).click()
    await expect(page.getByText('更新成功')).toBeVisible()
    await expect(page).toHaveURL(/\/orderAmpliconList\?/)
    await expect(rows.filter({ hasText: 'CTRL-2' })).toHaveCount(1)

    await rows.filter({ hasText: 'EMX1-sg1' }).getByRole('button', { name: '删除' }).click()
    const dialog = await openedDialog(page, '删除')
    await expect(dialog).toContainText('你确定要删除样本「EMX1-sg1」么？')
    await expect(dialog.getByRole('button', { name: '取 消' })).toBeVisible()
    await dialog.getByRole('button', { name: '确 认' }).click()
    await expect(page.getByText('删除成功')).toBeVisible()
    await expect(rows).toHaveCount(1)
  })

  await test.step('样本详情：字段与带日期的进度时间线，当前步骤高亮', async () => {
    await page.getByRole('link', { name: 'CTRL-2' }).click()
    await expect(page).toHaveURL(/\/orderAmpliconDetail\?id=\d+/)
    await expect(page.getByRole('navigation', { name: '面包屑' })).toContainText(orderno)
    await expect(page.getByText('对照组')).toBeVisible()
    const timeline = page.locator('.status-timeline')
    await expect(timeline.locator('.ant-steps-item')).toHaveCount(7)
    const current = timeline.locator('.ant-steps-item-process')
    await expect(current).toContainText('待确认')
    await expect(current).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/)
    await expect(timeline).toContainText('已完成')
  })
})

test('进行中的订单：样本列表不能再添加或编辑，详情页时间线带日期，当前步骤高亮', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await logIn(page)
  await page.goto('/order?type=2')
  const inProgress = page.locator('tr.ant-table-row').filter({ hasText: '建库中' })
  await expect(inProgress.getByRole('link', { name: '添加样本' })).toHaveCount(0)
  const orderno = (await inProgress.locator('a.order-no').textContent())!
  await inProgress.getByRole('link', { name: '查看' }).click()
  // The sample list of that order, not the order list still on screen while the next page loads.
  await expect(page.locator('.order-head')).toContainText(orderno)
  await expect(page.getByRole('button', { name: '继续添加样本' })).toHaveCount(0)
  const sample = page.locator('tr.ant-table-row').first()
  await expect(sample.getByRole('link', { name: '编辑' })).toHaveCount(0)
  await expect(sample.getByRole('button', { name: '删除' })).toHaveCount(0)
  await sample.getByRole('link', { name: '查看' }).click()

  const timeline = page.locator('.status-timeline')
  const finished = timeline.locator('.ant-steps-item-finish')
  await expect(finished).toHaveCount(3)
  for (const [index, label] of ['待确认', '已确认', '质检中'].entries()) {
    await expect(finished.nth(index)).toContainText(label)
    await expect(finished.nth(index)).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/)
  }
  await expect(timeline.locator('.ant-steps-item-process')).toContainText('建库中')
  await expect(timeline.locator('.ant-steps-item-wait')).toHaveCount(3)
  await expect(page.getByRole('button', { name: '编 辑' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: '删 除' })).toHaveCount(0)
})

test('GUIDE-seq 在手机上下单：3 条 sgRNA，第 11 条被拒', async ({ page }) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 375, height: 812 })
  await logIn(page)
  await page.goto('/orderSeqAction')
  await expect(page.getByRole('heading', { name: '新建GUIDE-seq脱靶检测订单' })).toBeVisible()
  await expect(item(page, '错配阈值').getByLabel('6')).toBeChecked()
  await expect(item(page, '凸起阈值').getByLabel('1')).toBeChecked()

  await page.getByLabel(/样本名称$/).fill('VEGFA-site2')
  await page.getByLabel('样本浓度 (ng/μl)').fill('80')
  await page.getByLabel('样本体积 (μl)').fill('30')
  await expect(page.getByLabel('样本总量 (μg)')).toHaveValue('2.4')
  const rows = ['GACCCCCTCCACCCCGCCTCCGG', 'GGTGAGTGAGTGTGTGCGTGTGG', 'GAGTCCGAGCAGAAGAAGAAGGG']
  const add = page.getByRole('button', { name: '添加sgRNA序列' })
  await add.click()
  await add.click()
  for (const [index, row] of rows.entries()) await page.getByLabel(`sgRNA+PAM 序列 ${index + 1}`).fill(row)
  await expect(page.getByRole('button', { name: '删除第 1 条序列' })).toHaveCount(0)
  for (let count = 3; count < 10; count++) await add.click()
  await expect(page.getByLabel(/^sgRNA\+PAM 序列 \d+$/)).toHaveCount(10)
  await add.click()
  await expect(page.getByText('最多10条!')).toBeVisible()
  await expect(page.getByLabel(/^sgRNA\+PAM 序列 \d+$/)).toHaveCount(10)
  for (let row = 10; row > 3; row--) await page.getByRole('button', { name: `删除第 ${row} 条序列` }).click()
  await expect(page.getByLabel(/^sgRNA\+PAM 序列 \d+$/)).toHaveCount(3)

  await choose(page, '是否需要检测ODN插入', '是')
  await page.getByLabel('ODN序列').fill('GTTTAATTGAGTTGTCATATGTTAATAACGGTAT')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await page.getByRole('button', { name: '提 交' }).click()
  await confirmDialog(page, '添加成功', '不添加')
  await expect(page).toHaveURL(/\/order\?type=1$/)

  // On a phone each order is a card within the screen: no table header, each value labelled.
  const order = page.locator('tr.ant-table-row').first()
  await expect(page.locator('.ant-table-thead')).toBeHidden()
  await expect(order).toHaveCSS('display', 'grid')
  await expect(order.locator('td[data-label="订单状态"]')).toContainText('待确认')
  const card = await order.boundingBox()
  expect(card!.x + card!.width).toBeLessThanOrEqual(375)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await order.getByRole('link', { name: '查看' }).click()
  await expect(page.locator('tr.ant-table-row')).toHaveCount(1)
  await expect(page.locator('tr.ant-table-row')).toContainText('是')
  await page.getByRole('link', { name: 'VEGFA-site2' }).click()
  for (const row of rows) await expect(page.getByText(row)).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})

test('细胞株构建：上传证明（改名的 .exe 被拒），提交、编辑、删除', async ({ page, consoleErrors }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  await logIn(page)
  await page.goto('/order?type=3')
  await page.getByRole('button', { name: '添加细胞株构建' }).click()
  await expect(page).toHaveURL(/\/orderCellAction$/)
  await expect(page.getByRole('heading', { name: '提交样本' })).toBeVisible()

  await test.step('默认值与联动：单基因敲除、需要设计时选基因信息、原代细胞答案填入传代情况、多拷贝填拷贝数', async () => {
    await expect(item(page, '服务类型')).toContainText('单基因敲除')
    await expect(item(page, '基因信息')).toContainText('Gene ID')
    await expect(item(page, '宿主细胞提供方式')).toContainText('库存细胞（免费）')
    await expect(page.getByLabel('传代情况')).toHaveValue('10代以内传代')
    await expect(page.getByLabel('传代情况')).toBeDisabled()
    await choose(page, '是否原代细胞', '是')
    await expect(page.getByLabel('传代情况')).toHaveValue('无限增殖')
    await choose(page, '是否原代细胞', '其他')
    await expect(page.getByLabel('传代情况')).toHaveValue('')
    await expect(page.getByLabel('传代情况')).toBeEnabled()
    await choose(page, '是否原代细胞', '否')
    await choose(page, '拷贝类型', '多拷贝')
    await page.getByLabel('拷贝数').fill('12')
  })

  await test.step('生长证明：改名为 .pdf 的可执行文件被拒，真正的 PDF 上传成功', async () => {
    await choose(page, '是否能提供生长证明', '是')
    const upload = item(page, '生长证明文件').locator('input[type="file"]')
    await upload.setInputFiles({
      name: 'growth-curve.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(256)]),
    })
    await expect(page.getByText('只能上传图片、PDF 或 Word 文件')).toBeVisible()
    allowFailedLoads(consoleErrors, 400)
    await upload.setInputFiles({
      name: 'growth-curve.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    })
    await expect(item(page, '生长证明文件').getByRole('button', { name: 'growth-curve.pdf' })).toBeVisible()
    await choose(page, '是否能提供存活证明', '不确定')
    await expect(item(page, '存活证明文件')).toHaveCount(0)
  })

  await test.step('填写其余必填项；不需要设计时要求序列；提交后添加成功并返回列表', async () => {
    await page.getByLabel('目的基因名称/NCBI登录号/rs号').fill('TP53')
    await page.getByLabel('宿主细胞名称').fill('HEK293T')
    await page.getByLabel('备选细胞').fill('HeLa')
    await page.getByLabel('培养基', { exact: true }).fill('DMEM')
    await page.getByLabel('培养基添加物').fill('10% FBS + 1% 双抗')
    await choose(page, '是否无限传代', '是')
    await choose(page, '稀释是否影响生长', '否')
    await choose(page, '单克隆能否存活', '是')
    await choose(page, '是否需要设计gRNA/shRNA', '不需要（自带序列）')
    await expect(item(page, '基因信息')).toHaveCount(0)
    await page.getByRole('button', { name: '提 交' }).click()
    await expect(page.getByText('请输入gRNAs/shRNA序列!')).toBeVisible()
    await choose(page, '是否需要设计gRNA/shRNA', '需要')
    await page.getByRole('button', { name: '提 交' }).click()
    await expect(page.getByText('添加成功')).toBeVisible()
    await expect(page).toHaveURL(/\/order\?type=3$/)
  })

  const order = page.locator('tr.ant-table-row').first()
  await expect(order).toContainText('单基因敲除')
  await expect(order.locator('td').nth(2)).toHaveText('12')

  await test.step('编辑：表单带回原答案，更新成功', async () => {
    await order.getByRole('button', { name: '编辑' }).click()
    await expect(page).toHaveURL(/\/orderCellAction\?id=\d+$/)
    await expect(page.getByLabel('宿主细胞名称')).toHaveValue('HEK293T')
    await expect(item(page, '生长证明文件').getByRole('button', { name: '查看已上传文件' })).toBeVisible()
    await page.getByLabel('宿主细胞名称').fill('HCT116')
    await page.getByRole('button', { name: '提 交' }).click()
    await expect(page.getByText('更新成功')).toBeVisible()
    await expect(page).toHaveURL(/\/order\?type=3$/)
  })

  await test.step('详情：状态、字段与时间线；删除需确认', async () => {
    await order.getByRole('link', { name: '查看' }).click()
    await expect(page).toHaveURL(/\/orderCellDetail\?id=\d+/)
    await expect(page.getByText('HCT116')).toBeVisible()
    await expect(page.locator('.status-timeline .ant-steps-item-process')).toContainText('待确认')
    await page.getByRole('button', { name: '删 除' }).click()
    await confirmDialog(page, '删除', '确 认')
    await expect(page.getByText('删除成功')).toBeVisible()
    await expect(page).toHaveURL(/\/order\?type=3$/)
  })
})
