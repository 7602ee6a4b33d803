// Debian's Chromium as the browser tests, the benchmarks and the screenshots start it. This
// machine has no outside network: without these flags Chromium keeps trying to reach
// Google's services and its refused connections fill the logs.
import fs from 'node:fs'

/** The full browser: Lighthouse, the accessibility benchmark and the screenshots. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell'

/**
 * What the end-to-end tests drive: Debian's headless shell (package chromium-headless-shell,
 * the same engine without the desktop browser around it, as Playwright's own headless
 * default) when it is installed, the full browser otherwise. The suites ran in two thirds of
 * the time on it.
 */
export const TEST_BROWSER_PATH =
  process.env.CHROME_PATH ?? (fs.existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH)

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
