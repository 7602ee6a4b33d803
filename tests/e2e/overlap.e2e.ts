// Nothing fixed or packed into a row lies over something else. The desktop header, from
// 1200 px (below it the menu is a drawer) to 1920 px, in Chinese and in English, logged out
// and logged in: the logo, each menu entry, the search, the language switch and the account
// entry keep clear of each other inside the screen, and the search box shows its whole
// placeholder. The floating 联系/电话 buttons cover no text, link, button or form field of
// the page, wherever it is scrolled to.
import type { Browser, BrowserContextOptions, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

const HEADER_WIDTHS = [1200, 1280, 1440, 1600, 1920]
const LANGS = ['zh', 'en'] as const
const SEARCH = {
  zh: { open: '搜索', box: '请输入产品名称或货号' },
  en: { open: 'Search', box: 'Product name or catalogue number' },
}
const DEMO = { email: 'demo1@example.com', password: 'Demo@12345' }

interface Box {
  name: string
  left: number
  right: number
  top: number
  bottom: number
}

const overlaps = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5

async function openPage(browser: Browser, options: BrowserContextOptions, lang: 'zh' | 'en', path: string) {
  const context = await browser.newContext({ ...options, locale: 'zh-CN' })
  const page = await context.newPage()
  await page.goto(`/lang/${lang}?redirect=${encodeURIComponent(path)}`)
  await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-CN' : 'en')
  return page
}

/** Logs the demo customer in as the login page does (the session in sessionStorage). */
async function logIn(page: Page) {
  const response = await page.request.post('/api/v1/user/login', { data: DEMO })
  const { token, user } = ((await response.json()) as { data: { info: { token: string; user: unknown } } }).data.info
  await page.context().addInitScript(
    ([storedToken, storedUser]) => {
      sessionStorage.setItem('token', storedToken as string)
      sessionStorage.setItem('user', JSON.stringify(storedUser))
    },
    [token, user] as const,
  )
  await page.reload()
}

/** The header bar's parts as they are laid out, each menu entry on its own. */
function headerParts(page: Page): Promise<Box[]> {
  return page.locator('header .site-header__bar').evaluate((bar) =>
    [...bar.children]
      .flatMap((child) => (child.matches('nav') ? [...child.querySelectorAll(':scope > ul > li')] : [child]))
      .map((part) => {
        const { left, right, top, bottom } = part.getBoundingClientRect()
        const name = (part.textContent ?? '').trim() || part.getAttribute('aria-label') || part.className
        return { name, left, right, top, bottom }
      })
      .filter((box) => box.right > box.left),
  )
}

test.describe('the desktop header', () => {
  for (const lang of LANGS) {
    for (const customer of [false, true]) {
      test(`${lang}, ${customer ? 'logged in' : 'logged out'}: its parts keep clear of each other from 1200 to 1920 px`, async ({
        browser,
      }) => {
        const page = await openPage(browser, { viewport: { width: 1440, height: 900 } }, lang, '/aboutUs')
        if (customer) {
          await logIn(page)
          await expect(page.locator('header .user-menu__toggle')).toBeVisible()
        }
        for (const width of HEADER_WIDTHS) {
          await page.setViewportSize({ width, height: 900 })
          const parts = await headerParts(page)
          expect(parts.length, `${width} px: logo, nine menu entries, search, language, account`).toBe(13)
          const crossing = parts.flatMap((part, index) =>
            parts.slice(index + 1).flatMap((other) => (overlaps(part, other) ? [`${part.name} × ${other.name}`] : [])),
          )
          expect(crossing, `${width} px`).toEqual([])
          const outside = parts.filter((part) => part.left < 0 || part.right > width).map((part) => part.name)
          expect(outside, `${width} px`).toEqual([])
          await expectWholePlaceholder(page, lang, width)
        }
        await page.context().close()
      })
    }
  }
})

/** The search box, opened from its button where the bar shows only that, fits its placeholder. */
async function expectWholePlaceholder(page: Page, lang: 'zh' | 'en', width: number) {
  const header = page.locator('header')
  const box = header.getByRole('searchbox', { name: SEARCH[lang].box })
  // The button that opens the box (the box's own button, of the same name, submits it).
  const toggle = header
    .getByRole('button', { name: SEARCH[lang].open, exact: true })
    .and(header.locator('[aria-expanded]'))
  if (await toggle.isVisible()) {
    await toggle.click()
    await expect(box).toBeFocused()
  }
  await expect(box, `${width} px`).toBeVisible()
  const room = await box.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input)
    const context = document.createElement('canvas').getContext('2d')!
    context.font = `${style.fontSize} ${style.fontFamily}`
    return {
      needed: context.measureText(input.placeholder).width,
      available: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
    }
  })
  expect(room.needed, `${width} px: placeholder within the box`).toBeLessThanOrEqual(room.available)
  if (await toggle.isVisible()) {
    await box.press('Escape')
    await expect(box).toBeHidden()
    await expect(toggle).toBeFocused()
  }
}

const PAGES = [
  '/',
  '/plasmidPlatform/plasmidPlatformList',
  '/plasmidPlatformDetail?listId=1',
  '/contactUs',
  '/login',
  '/register',
  '/newsCenter',
  '/aboutUs',
]

/**
 * What of the page comes under the floating buttons at some scroll position from `from` (or
 * the page's end, measured in the same look as the rest, so a page still growing is judged on
 * one layout) to the end of the page: links, buttons and form fields, and lines of text, as far as they are
 * visible (inside every ancestor that clips them). The buttons are fixed to the screen and the
 * content moves with the scroll, so one look at the layout answers for every position: a part
 * passes under a button at scroll y when its place on the page, less y, crosses the button.
 */
function contentPassingUnderButtons(page: Page, from: number | 'end' = 0): Promise<string[]> {
  return page.evaluate((from) => {
    const lastScroll = document.documentElement.scrollHeight - innerHeight
    const firstScroll = from === 'end' ? lastScroll : from
    const scrolled = scrollY
    const floating = [...document.querySelectorAll('.fixed-contact a')].map((item) => item.getBoundingClientRect())
    /** The part of `rect` inside every element from `clipper` up that clips what overflows it. */
    const visiblePart = (clipper: Element | null, rect: DOMRect) => {
      let { left, right, top, bottom } = rect
      for (let ancestor = clipper; ancestor; ancestor = ancestor.parentElement) {
        const style = getComputedStyle(ancestor)
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
        const clip = ancestor.getBoundingClientRect()
        left = Math.max(left, clip.left)
        right = Math.min(right, clip.right)
        top = Math.max(top, clip.top)
        bottom = Math.min(bottom, clip.bottom)
      }
      return { left, right, top, bottom }
    }
    /**
     * The scroll positions at which the part (in the coordinates of the current scroll) crosses
     * a button by more than a pixel each way (a screen-reader-only text is clipped to one).
     */
    const crossing = (part: { left: number; right: number; top: number; bottom: number }) => {
      const top = part.top + scrolled
      const bottom = part.bottom + scrolled
      for (const button of floating) {
        if (Math.min(part.right, button.right) - Math.max(part.left, button.left) <= 1) continue
        if (bottom - top <= 1) continue
        const first = Math.max(firstScroll, Math.floor(top - button.bottom + 1))
        const last = Math.min(lastScroll, Math.ceil(bottom - button.top - 1))
        if (first <= last) return `${first}–${last}`
      }
      return undefined
    }
    // The whole box first: most of the page is nowhere near the buttons, and finding the
    // visible part walks every ancestor's style.
    const underButton = (clipper: Element | null, rect: DOMRect) =>
      crossing(rect) === undefined ? undefined : crossing(visiblePart(clipper, rect))
    const shown = (element: Element) =>
      !element.closest('.fixed-contact') && element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    const covered: string[] = []
    for (const region of document.querySelectorAll('#main, footer')) {
      for (const control of region.querySelectorAll('a, button, input, select, textarea, [role="button"]')) {
        const at = underButton(control.parentElement, control.getBoundingClientRect())
        if (at && shown(control)) {
          covered.push(
            `${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim().slice(0, 30)}" scrolled to ${at}`,
          )
        }
      }
      const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (!parent || !node.textContent?.trim()) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const at = [...range.getClientRects()].map((rect) => underButton(parent, rect)).find(Boolean)
        if (at && shown(parent)) covered.push(`text "${node.textContent.trim().slice(0, 30)}" scrolled to ${at}`)
      }
    }
    return covered
  }, from)
}

/**
 * Loads a page as a reader sees it through: scrolled to its end, so that what loads only near
 * the viewport has loaded, then back to the top.
 */
async function readThrough(page: Page, path: string) {
  await page.goto(path)
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
}

/** Resizes the window and lets the page's own code (resize and media listeners) catch up. */
async function resizeTo(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 })
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

test.describe('the floating contact buttons', () => {
  // One test per language and kind of screen: a failure names the page and the width.
  for (const lang of LANGS) {
    // Each page read through once, then looked at in each width: resizing lays it out anew.
    test(`${lang}, 1280, 1200 and 768 px: they cover nothing of the page at any scroll position`, async ({
      browser,
    }) => {
      // Eight pages read through to their end, each with what loads lazily (the list's map thumbnails).
      test.setTimeout(90_000)
      const page = await openPage(browser, { viewport: { width: 1280, height: 800 } }, lang, '/')
      for (const path of PAGES) {
        await readThrough(page, path)
        for (const width of [1280, 1200, 768]) {
          await resizeTo(page, width)
          expect(await contentPassingUnderButtons(page), `${path} at ${width} px`).toEqual([])
        }
        await resizeTo(page, 1280)
      }
      await page.context().close()
    })

    test(`${lang}, 375 px: a bar at the bottom whose height the page keeps free at its end`, async ({ browser }) => {
      test.setTimeout(90_000)
      const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }
      const page = await openPage(browser, phone, lang, '/')
      for (const path of PAGES) {
        await readThrough(page, path)
        const bar = await page.locator('.fixed-contact').boundingBox()
        expect(bar!.y + bar!.height, path).toBe(812)
        expect(await contentPassingUnderButtons(page, 'end'), `${path} at its end`).toEqual([])
      }
      await page.context().close()
    })
  }
})
