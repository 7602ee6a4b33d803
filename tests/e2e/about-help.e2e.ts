import { expect, test } from '@playwright/test'
import type { About, ContentBlock } from '#common/schemas/cms.ts'
import { api, expectInHtml, serverHtml } from './page-helpers.ts'

const grouped = (value: number) => new Intl.NumberFormat('zh-CN').format(value)

const COUNTER_LABELS = {
  keyanyuansuo: '服务科研院所',
  jishugongsi: '服务技术公司',
  xiangmujinyan: '项目经验(年)',
  geleiyangben: '累计处理各类样本',
} as const

test('关于我们：服务端 HTML 含公司介绍、优势与最终数字', async ({ page }) => {
  const [about, platform, postdoc] = await Promise.all([
    api<About>(page, '/help/aboutus'),
    api<ContentBlock>(page, '/about/pingtaiyoushi'),
    api<ContentBlock>(page, '/about/boshihouApi'),
  ])
  const html = await serverHtml(page.request, '/aboutUs')
  const counters = Object.keys(COUNTER_LABELS).map((key) => grouped(about.counters[key as keyof typeof COUNTER_LABELS]))
  expectInHtml(html, [
    ...Object.values(COUNTER_LABELS),
    ...counters,
    about.title,
    platform.title,
    '服务优势',
    postdoc.title,
  ])
})

test('关于我们：数字滚动到可见时从 0 逐步计到最终值', async ({ page }) => {
  const { counters } = await api<About>(page, '/help/aboutus')
  await page.setViewportSize({ width: 1440, height: 600 })
  await page.goto('/aboutUs')
  const stat = page.locator('.about-stat').filter({ hasText: COUNTER_LABELS.geleiyangben })
  const shown = stat.locator('[aria-hidden="true"]').first()
  const final = grouped(counters.geleiyangben)
  await expect(shown).toHaveText(final)

  await shown.evaluate((node) => {
    const seen: { text: string; at: number }[] = []
    Object.assign(window, { countSeen: seen })
    new MutationObserver(() => seen.push({ text: node.textContent ?? '', at: performance.now() })).observe(node, {
      childList: true,
      characterData: true,
      subtree: true,
    })
  })
  await stat.scrollIntoViewIfNeeded()

  const recorded = () =>
    page.evaluate(() => (window as unknown as { countSeen: { text: string; at: number }[] }).countSeen)
  await expect.poll(async () => (await recorded()).at(-1)?.text, { timeout: 5_000 }).toBe(final)
  const seen = await recorded()
  const values = seen.map((entry) => Number(entry.text.replace(/,/g, '')))
  expect(values[0]).toBe(0)
  expect(values.some((value) => value > 0 && value < counters.geleiyangben)).toBe(true)
  expect(values).toEqual([...values].sort((a, b) => a - b))
  // It counts for its whole time rather than jumping to the end. How soon it ends depends on
  // the frames a busy machine delivers, so no upper bound here: count-up-value.test.ts checks
  // the value at each moment, 2600 ms included.
  expect(seen.at(-1)!.at - seen[0]!.at).toBeGreaterThan(2_200)

  for (const [key, label] of Object.entries(COUNTER_LABELS)) {
    const value = page.locator('.about-stat').filter({ hasText: label }).locator('[aria-hidden="true"]').first()
    await value.scrollIntoViewIfNeeded()
    await expect(value).toHaveText(grouped(counters[key as keyof typeof COUNTER_LABELS]), { timeout: 5_000 })
  }
})

test('CRISPR 帮助页：三步工具在新标签页打开，旁边有教程，四篇文献带 DOI', async ({ page, context }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const html = await serverHtml(page.request, '/crispr-help')
  expectInHtml(html, [
    'sgRNA 设计',
    '脱靶位点预测',
    '脱靶打分',
    'CRISPR-Net 输入格式说明',
    'doi:10.1002/advs.201903562',
  ])

  await page.goto('/crispr-help')
  const tools = [
    ['CRISPOR', 'http://crispor.tefor.net/', 'CRISPOR 教程', 'http://crispor.tefor.net/manual/'],
    [
      'Cas-OFFinder',
      'http://www.rgenome.net/cas-offinder/',
      'Cas-OFFinder 教程',
      'https://github.com/snugel/cas-offinder',
    ],
  ] as const
  for (const [tool, toolHref, tutorial, tutorialHref] of tools) {
    const link = page.getByRole('link', { name: tool, exact: true })
    await expect(link).toHaveAttribute('href', toolHref)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    const guide = page.getByRole('link', { name: tutorial })
    await expect(guide).toHaveAttribute('href', tutorialHref)
    await expect(guide).toHaveAttribute('target', '_blank')
  }

  const scoring = page.getByRole('link', { name: 'CRISPR-Net', exact: true })
  await expect(scoring).toHaveAttribute('rel', 'noopener noreferrer')
  const [tab] = await Promise.all([context.waitForEvent('page'), scoring.click()])
  await expect(tab).toHaveURL(/\/crispr$/)
  await tab.close()

  await page.getByRole('link', { name: 'CRISPR-Net 教程' }).click()
  await expect(page).toHaveURL(/#crispr-net-guide$/)
  await expect(page.getByRole('heading', { name: 'CRISPR-Net 输入格式说明' })).toBeInViewport()

  const references = page.getByRole('list').filter({ has: page.getByRole('link', { name: /^doi:/ }) })
  const dois = references.getByRole('link', { name: /^doi:/ })
  await expect(dois).toHaveCount(4)
  for (const doi of ['10.1002/advs.201903562', '10.1038/nbt.3437', '10.1038/nbt.3117', '10.1093/nar/gky354']) {
    const link = references.getByRole('link', { name: `doi:${doi}` })
    await expect(link).toHaveAttribute('href', `https://doi.org/${doi}`)
    await expect(link).toHaveAttribute('target', '_blank')
  }
})

test('隐私政策页在服务端渲染接口返回的 HTML', async ({ page }) => {
  const policy = await api<ContentBlock>(page, '/help/privacy')
  const heading = policy.body.match(/<h2>([^<]+)<\/h2>/)![1]!
  expectInHtml(await serverHtml(page.request, '/privacyPolicy'), [heading])

  await page.goto('/privacyPolicy')
  await expect(page.getByRole('navigation', { name: '面包屑' })).toContainText(policy.title)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(`^${policy.title}`))
})
