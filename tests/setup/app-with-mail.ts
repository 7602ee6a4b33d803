// The usual frame of an API test file about accounts: the real app on a fresh database, its
// mail delivered to an in-process SMTP server, both started before the file's tests and
// closed after them.
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts'
import { type TestApp, createTestApp } from './test-app.ts'

export interface AppWithMail {
  readonly app: FastifyInstance
  readonly smtp: SmtpSink
}

/** Call at the top of a test file; `options` as createTestApp's (no seed unless asked). */
export function appWithMail(options: Parameters<typeof createTestApp>[0] = {}): AppWithMail {
  let testApp: TestApp | undefined
  let sink: SmtpSink | undefined
  beforeAll(async () => {
    sink = await startSmtpSink()
    testApp = await createTestApp({ seed: false, ...options, env: { SMTP_URL: sink.url, ...options.env } })
  })
  afterAll(async () => {
    await testApp?.close()
    await sink?.close()
  })
  return {
    get app() {
      if (!testApp) throw new Error('the app starts in beforeAll')
      return testApp.app
    },
    get smtp() {
      if (!sink) throw new Error('the SMTP sink starts in beforeAll')
      return sink
    },
  }
}
