import type { FastifyInstance } from 'fastify'
import { type AppOptions, buildApp } from '#server/app.ts'
import type { Database } from '#server/db/database.ts'
import { seedDatabase } from '#server/db/seed.ts'
import { parseEnv } from '#server/env.ts'
import { TEST_REDIS_COMMAND_TIMEOUT_MS } from './redis-timeout.ts'
import type { LogDestination } from '#server/lib/logger.ts'
import { createTestDatabase } from './test-database.ts'

export interface TestApp {
  app: FastifyInstance
  close: () => Promise<void>
}

/**
 * The real app on a fresh database, seeded with the demo content unless told not to.
 * `env` adds or overrides configuration variables (e.g. VERIFICATION_CODE_SECRET);
 * `logStream` receives the log lines (with `env: { LOG_LEVEL }` to choose how many).
 */
export async function createTestApp(
  options: {
    seed?: boolean
    demoAccounts?: boolean
    env?: Record<string, string>
    logStream?: LogDestination
    /** Server rendering of the pages (tests/setup/web-build.ts); API only when absent. */
    web?: AppOptions['web']
    /** A database the test made (another instance's), used as it is and left to the test to drop. */
    database?: Database
    /** Plugins or hooks the test adds before the pages' routes (AppOptions['beforeWeb']). */
    beforeWeb?: AppOptions['beforeWeb']
  } = {},
): Promise<TestApp> {
  const { database, drop } = options.database
    ? { database: options.database, drop: async () => {} }
    : await createTestDatabase()
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: 'data/test',
    // Tests that need jobs scored run a worker themselves or ask for CRISPR_WORKER=inline.
    CRISPR_WORKER: 'off',
    REDIS_COMMAND_TIMEOUT_MS: TEST_REDIS_COMMAND_TIMEOUT_MS,
    ...options.env,
  })
  if (options.seed ?? !options.database) {
    await seedDatabase(database.db, {
      demoAccounts: options.demoAccounts ?? false,
      plasmids: { genbankDir: env.PLASMID_GENBANK_DIR },
    })
  }
  const app = await buildApp({
    env,
    database,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.web ? { web: options.web } : {}),
    ...(options.beforeWeb ? { beforeWeb: options.beforeWeb } : {}),
  })
  await app.ready()
  return {
    app,
    close: async () => {
      // app.close() destroys the database connection through the db plugin.
      await app.close()
      await drop().catch(() => undefined)
    },
  }
}

/** The envelope as tests read it: `data` untyped, the error fields present when failed. */
export interface TestEnvelope {
  code: number
  message: string
  data: any
  error?: string
  fieldErrors?: Record<string, string>
  requestId?: string
  captchaRequired?: boolean
}

/**
 * POST helper returning the parsed envelope and the HTTP status. `ip` sets the client
 * address, so tests of rate-limited calls do not share one counter; `headers` are sent
 * as given (a language cookie, Accept-Language).
 */
export async function post(
  app: FastifyInstance,
  url: string,
  payload?: Record<string, unknown>,
  options: { ip?: string; headers?: Record<string, string> } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  })
  return { status: response.statusCode, headers: response.headers, body: response.json() as TestEnvelope }
}
