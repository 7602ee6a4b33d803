// CRISPR-Net as a customer uses it: the login prompt, a job of five
// pairs scored by the real model and compared with the reference scores, the alignment
// marks, the score filter, sorting by CFD, the CSV download, the share link opened without
// a login, the e-mail with the result link, the 30-second resubmission gap and the refusal
// of a file that is not CSV.
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { formatScore } from '#web/features/crispr/score-format.ts'
import { allowFailedLoads, expect, test } from './fixtures.ts'
import { expectInHtml, serverHtml } from './page-helpers.ts'
import { deliveredMailText } from './server-store.ts'

const EMAIL = 'demo1@example.com'
const PASSWORD = 'Demo@12345'

/** The model data the e2e server scores with (server/env.ts: ../shared/crispr-net unless set). */
const modelDir = process.env.CRISPR_NET_MODEL_DIR ?? path.resolve(import.meta.dirname, '../../../shared/crispr-net')

/** Reference scores by `on_seq,off_seq`, from the model's own test vectors. */
function referenceScores(): Map<string, number> {
  const lines = fs.readFileSync(path.join(modelDir, 'reference-scores.csv'), 'utf8').trim().split('\n').slice(1)
  return new Map(
    lines.map((line) => {
      const [on, off, score] = line.split(',')
      return [`${on},${off}`, Number(score)]
    }),
  )
}

/**
 * Five reference pairs: a DNA bulge (24 nt, no CFD), N in the sgRNA, mismatches. Each
 * score is more than the model's 1e-5 tolerance away from a 4-decimal rounding edge, so
 * the rounded figure the page shows is the reference's.
 */
const PAIRS = [
  'GAGT_CCGAGCAGAAGAAGAATGG,GAGTACCAAGTAGAAGAAAAATTT',
  'GAACACAAAGCATAGACTGCNGG,AAACACAAAGCATAGACTGCCGG',
  'GGAATCCCTTCTGCAGCACCGGG,GGATTCCCTTCTGCAGCACCAGG',
  'GCTAACGTCTAAAGATAATGAGG,GCTAACGTCTAAAGATAATGAGG',
  'GCCAAGTACTAGAGGAGACCAGG,GCCAAGTACTAGAGGAGCCCCGG',
]

async function logIn(page: Page) {
  await page.getByLabel('邮箱').fill(EMAIL)
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: '登 录' }).click()
}

const pairsBox = (page: Page) => page.getByLabel('序列对（每行一对：on_seq,off_seq）')
const resultRows = (page: Page) => page.locator('.crispr-result__table tbody tr.ant-table-row')

test('访客看到“请先登录”：返回上一页，或登录后回到 /crispr', async ({ page, request }) => {
  // The tool's description and input rules are in the server HTML; the form is not.
  const html = await serverHtml(request, '/crispr')
  expectInHtml(html, ['CRISPR-Net 脱靶打分', 'Advanced Science', 'on_seq,off_seq', '表示 bulge 空位', '结果保留 3 天'])
  expect(html).not.toContain('任务名称')

  await page.goto('/crispr-help')
  await page.goto('/crispr')
  await expect(page.getByRole('heading', { name: 'CRISPR-Net 脱靶打分', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: '请先登录' })).toBeVisible()
  await expect(page.getByRole('textbox')).toHaveCount(0)

  await page.getByRole('button', { name: '返回' }).click()
  await expect(page).toHaveURL(/\/crispr-help$/)

  await page.goto('/crispr')
  const login = page.getByRole('link', { name: '登录', exact: true }).last()
  await expect(login).toHaveAttribute('href', '/login?redirect=crispr')
  await login.click()
  await expect(page).toHaveURL(/\/login\?redirect=crispr$/)
  await logIn(page)
  await expect(page).toHaveURL(/\/crispr$/)
  await expect(pairsBox(page)).toBeVisible()
})

test('提交 5 对序列：评分与参考一致，比对标记，筛选，按 CFD 排序，下载 CSV，分享链接，邮件，30 秒内重复提交被拒，非 CSV 文件被拒', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  const reference = referenceScores()
  const title = `EMX1 脱靶评估 ${Date.now()}`
  let resultUrl = ''

  await test.step('登录后进入表单：邮箱已填好，共享规则逐行指出错误', async () => {
    await page.goto('/login?redirect=%2Fcrispr')
    await logIn(page)
    await expect(page).toHaveURL(/\/crispr$/)
    await expect(page.getByLabel('接收结果的邮箱')).toHaveValue(EMAIL)
    await page.getByLabel('任务名称').fill(title)
    await pairsBox(page).fill('GAGTCCGAGCAGAAGAAGAAAGG,GAGTTAGAG\nGAGTCCGAGCAGAAGAAGAAAGG')
    await page.getByRole('button', { name: '提交任务' }).click()
    await expect(page.getByText(/第 1 行：两条序列长度不一致/)).toBeVisible()
    await expect(page.getByText(/第 2 行：格式应为 on_seq,off_seq/)).toBeVisible()
  })

  await test.step('粘贴 5 对并提交：结果页显示状态，随后显示 5 行与参考一致的评分', async () => {
    await pairsBox(page).fill(PAIRS.join('\n'))
    await expect(page.getByText('已识别 5 对')).toBeVisible()
    await page.getByRole('button', { name: '提交任务' }).click()
    await expect(page).toHaveURL(/\/crispr-result\?id=\d+$/)
    resultUrl = page.url()
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
    await expect(page.getByText(/^(运行中|已完成)$/)).toBeVisible()
    await expect(page.getByText('已完成', { exact: true })).toBeVisible({ timeout: 30_000 })
    await expect(resultRows(page)).toHaveCount(5)
    await expect(page.getByRole('status').filter({ hasText: '显示' })).toHaveText('显示 5 条 / 共 5 条')
    for (const pair of PAIRS) {
      const [on, off] = pair.split(',') as [string, string]
      const row = resultRows(page).filter({ hasText: on }).filter({ hasText: off })
      await expect(row.locator('td').nth(1)).toHaveText(formatScore(reference.get(pair)!))
      // Three significant digits on screen, the full value on hover.
      const fullValue = await row.locator('td').nth(1).locator('.score__value').getAttribute('title')
      expect(Number(fullValue)).toBeCloseTo(reference.get(pair)!, 12)
    }
    // Sorted by the score's value, highest first (tiny scores in scientific notation included).
    const shown = await resultRows(page)
      .locator('td:nth-child(2) .score__value')
      .evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('title'))))
    expect(shown).toEqual([...shown].sort((a, b) => b - a))
    // CFD is undefined for the 24-nt pair with a bulge.
    await expect(resultRows(page).filter({ hasText: 'GAGT_CCGAG' }).locator('td').nth(2)).toHaveText('—')
    await expect(page.getByText(/^评分模型/)).toContainText('v2 (0843c48)')
  })

  await test.step('比对：DNA bulge 与错配各有标记；PAM TTT 不在模型训练范围内，整行变灰', async () => {
    const bulged = resultRows(page).filter({ hasText: 'GAGT_CCGAG' })
    await expect(bulged.getByRole('group', { name: '5 处错配，1 处 DNA bulge' })).toBeVisible()
    await expect(bulged.locator('.aln__line--off .aln__base--dnaBulge')).toHaveText('A')
    await expect(bulged.locator('.aln__line--marks .aln__base--dnaBulge')).toHaveText('v')
    await expect(bulged.locator('.aln__line--off [title^="错配 r"]')).toHaveCount(5)
    await expect(bulged).toHaveClass(/crispr-result__row--outside/)
    await expect(bulged).toContainText('PAM TTT 不在模型训练范围内（NGG/NAG/NGA）')
    await expect(page.getByText('DNA bulge：基因组多出一个碱基（on_seq 中的空位）')).toBeVisible()
  })

  await test.step('按 CFD 排序：有 CFD 的行从高到低，没有 CFD 的行在最后', async () => {
    await page.getByRole('columnheader', { name: 'CFD 评分' }).click()
    const cfds = await resultRows(page)
      .locator('td:nth-child(3) .score__value')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('title')))
    const scored = cfds.filter((value) => value !== null).map(Number)
    expect(scored).toHaveLength(4)
    expect(scored).toEqual([...scored].sort((a, b) => b - a))
    expect(cfds.at(-1)).toBeNull()
  })

  await test.step('30 秒内再次提交被拒，并显示还需等待的秒数；“我的任务”列出刚才的任务', async () => {
    await page.getByRole('link', { name: '返回 CRISPR-Net' }).click()
    await expect(page).toHaveURL(/\/crispr$/)
    const job = page.locator('.ant-table-row', { hasText: title })
    await expect(job).toContainText('已完成')
    await expect(job).toContainText('5')
    await page.getByLabel('任务名称').fill(`${title}（重复）`)
    await pairsBox(page).fill(PAIRS.join('\n'))
    await page.getByRole('button', { name: '提交任务' }).click()
    await expect(page.getByText(/两次提交至少间隔 30 秒，请 \d+ 秒后再提交/)).toBeVisible()
    await expect(page).toHaveURL(/\/crispr$/)
    allowFailedLoads(consoleErrors, 429)
  })

  await test.step('上传：非 CSV 文件被拒；CSV 文件的内容填入序列框', async () => {
    const fileInput = page.locator('input[type="file"]')
    await fileInput.setInputFiles({ name: 'pairs.txt', mimeType: 'text/plain', buffer: Buffer.from(PAIRS[0]!) })
    await expect(page.getByText('请上传 CSV 格式的文件或输入序列')).toBeVisible()
    const csv = `on_seq,off_seq\n${PAIRS.slice(0, 2).join('\n')}\n`
    await fileInput.setInputFiles({ name: 'pairs.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await expect(page.getByText('pairs.csv')).toBeVisible()
    await expect(page.getByText('请上传 CSV 格式的文件或输入序列')).toBeHidden()
    await expect(pairsBox(page)).toHaveValue(csv)
    await expect(page.getByText('已识别 2 对')).toBeVisible()
  })

  await test.step('按最低评分筛选：行数减少', async () => {
    await page.locator('.ant-table-row', { hasText: title }).getByRole('link', { name: title }).click()
    await expect(page).toHaveURL(resultUrl)
    await expect(resultRows(page)).toHaveCount(5)
    await page.getByLabel('最低评分').fill('0.5')
    await expect(resultRows(page)).toHaveCount(2)
    await expect(page.getByRole('status').filter({ hasText: '显示' })).toHaveText('显示 2 条 / 共 5 条')
    await page.getByLabel('on_seq 包含').fill('gaacac')
    await expect(resultRows(page)).toHaveCount(1)
    await page.getByRole('button', { name: '清除筛选' }).click()
    await expect(resultRows(page)).toHaveCount(5)
  })

  await test.step('下载 CSV：带日期时间的文件名，BOM 开头，5 行数据', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载 CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^CRISPR-Net_\d{8}-\d{6}\.csv$/)
    const content = fs.readFileSync(await download.path(), 'utf8')
    expect(content.startsWith('\uFEFF')).toBe(true)
    const lines = content
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
    expect(lines).toHaveLength(1 + PAIRS.length)
  })

  await test.step('分享：链接在未登录的新浏览器中只显示结果', async () => {
    await page.getByRole('button', { name: '分享' }).click()
    const link = await page.getByLabel('分享链接').inputValue()
    const { pathname } = new URL(link)
    expect(pathname).toMatch(/^\/crispr\/shared\/[A-Za-z0-9_-]{43}$/)
    const visitor = await browser.newContext({ baseURL })
    try {
      const shared = await visitor.newPage()
      await shared.goto(pathname)
      // A fresh browser has none of the table's scripts cached yet.
      await expect(shared.getByRole('heading', { name: title })).toBeVisible({ timeout: 15_000 })
      await expect(resultRows(shared)).toHaveCount(5)
      await expect(shared.getByRole('group', { name: '5 处错配，1 处 DNA bulge' })).toBeVisible()
      await expect(shared.getByText(/^评分模型/)).toContainText('v2 (0843c48)')
      await expect(shared.getByText(EMAIL)).toHaveCount(0)
      await expect(shared.getByRole('button', { name: /下载 CSV|分享/ })).toHaveCount(0)
      // Meant for its recipients only: kept out of search engines.
      await expect(shared.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    } finally {
      await visitor.close()
    }
  })

  await test.step('完成邮件带结果页链接', async () => {
    const id = new URL(resultUrl).searchParams.get('id')
    expect(await deliveredMailText(EMAIL, 'CRISPR-Net')).toContain(`/crispr-result?id=${id}`)
  })
})

test('不存在或他人的任务：结果页说明无法读取', async ({ page, consoleErrors }) => {
  await page.goto('/login?redirect=%2Fcrispr-result%3Fid%3D999999')
  await logIn(page)
  await expect(page).toHaveURL(/\/crispr-result\?id=999999$/)
  await expect(page.getByText('无法读取该任务')).toBeVisible()
  await expect(page.getByText('任务不存在或已过期')).toBeVisible()
  await expect(resultRows(page)).toHaveCount(0)
  allowFailedLoads(consoleErrors, 404)
})
