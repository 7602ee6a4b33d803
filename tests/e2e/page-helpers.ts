// Helpers of the public-page journeys: the API's answer, and the HTML as the server sends it.
import { type APIRequestContext, type Page, expect } from '@playwright/test'

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
