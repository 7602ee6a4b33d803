// Every journey fails on an unexpected console error or uncaught page error (a CSP
// violation, a hydration mismatch, a failed request the page did not handle). Each test
// also comes from its own client address, as real visitors do, so per-IP rate limits
// (the e2e server trusts one proxy hop) count each journey separately.
import { randomInt } from 'node:crypto'
import { test as base, expect } from '@playwright/test'

export const test = base.extend<{ consoleErrors: string[] }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': ip })
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'console errors during the test').toEqual([])
    },
    { auto: true },
  ],
})

/** Expected refusals (4xx, 503) are reported by the browser as failed resource loads. */
export function allowFailedLoads(consoleErrors: string[], status: number) {
  const expected = `status of ${status}`
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !text.includes(expected)))
}

export { expect }
