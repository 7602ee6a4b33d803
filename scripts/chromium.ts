// Debian's Chromium as the browser tests, the benchmarks and the screenshots start it. This
// machine has no outside network: without these flags Chromium keeps trying to reach
// Google's services and its refused connections fill the logs.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
