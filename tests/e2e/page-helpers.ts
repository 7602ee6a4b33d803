// Helpers of the page journeys: the API's answer, the HTML as the server sends it, antd selects.
import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test'

export async function api<T>(page: Page, path: string, payload?: object): Promise<T> {
  const response = await page.request.post(`/api/v1${path}`, { data: payload ?? {} })
  return ((await response.json()) as { data: T }).data
}

/** The document before any script runs, without React's separators between adjacent texts. */
export async function serverHtml(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url)
  expect(response.status(), url).toBe(200)
  return (await response.text()).replaceAll('<!-- -->', '')
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')

/** Each text is in the HTML, escaped as React writes it (a failure names the text, not the page). */
export function expectInHtml(html: string, texts: readonly string[]) {
  for (const text of texts) {
    expect(html.includes(text) || html.includes(escapeHtml(text)), `server HTML contains “${text}”`).toBe(true)
  }
}

/**
 * Picks an option of an antd Select (found by its label) with the keyboard, as a keyboard user
 * would, and waits until the select shows it as chosen. Pointer clicks on a dropdown that is
 * still sliding in, or on one that another select's closing dropdown overlaps, now and then
 * miss on a loaded machine; the keyboard path has no such race.
 */
export async function chooseOption(page: Page, field: Locator, option: string) {
  await field.click()
  // The select's own dropdown (another one may still be fading out): it holds the listbox the input controls.
  const dropdown = page.locator('.ant-select-dropdown', {
    has: page.locator(`[id="${await field.getAttribute('id')}_list"]`),
  })
  const active = dropdown.locator('.ant-select-item-option-active')
  if ((await field.getAttribute('readonly')) === null) {
    await field.fill(option)
    await expect(active).toHaveText(option)
  } else {
    const options = await dropdown.locator('.ant-select-item-option').allTextContents()
    const target = options.indexOf(option)
    expect(target, `${option} is one of ${options.join(', ')}`).toBeGreaterThanOrEqual(0)
    // The dropdown opens on the chosen option, or on the first one when none is chosen yet.
    await expect(active).toHaveCount(1)
    const from = options.indexOf((await active.textContent()) ?? '')
    const key = target > from ? 'ArrowDown' : 'ArrowUp'
    for (let step = 0; step < Math.abs(target - from); step++) await field.press(key)
    await expect(active).toHaveText(option)
  }
  await field.press('Enter')
  // antd 6 shows the chosen option as the title of the input's container.
  await expect(field.locator('xpath=..')).toHaveAttribute('title', option)
}

/**
 * An antd modal once its opening zoom has ended. The panel grows from the point that was
 * clicked to open it; a click aimed inside it while it still grows can land on the mask
 * beside it, which closes the modal.
 */
export function openedDialog(page: Page, name: string): Promise<Locator> {
  return opened(page.getByRole('dialog', { name }))
}

/**
 * An antd popup (a modal, a dropdown, a date picker's panel) once its opening motion has ended:
 * a click on a panel still sliding or zooming in can miss what it aims at.
 */
export async function opened(popup: Locator): Promise<Locator> {
  await expect(popup).toBeVisible()
  await expect(popup).not.toHaveClass(/-(appear|enter)\b/)
  return popup
}
