import type { FastifyInstance } from 'fastify'
import { buildApp } from '#server/app.ts'
import { seedDatabase } from '#server/db/seed.ts'
import { parseEnv } from '#server/env.ts'
import { createTestDatabase } from './test-database.ts'

export interface TestApp {
  app: FastifyInstance
  close: () => Promise<void>
}

/** The real app on a fresh database, seeded with the demo content unless told not to. */
export async function createTestApp(options: { seed?: boolean; demoAccounts?: boolean } = {}): Promise<TestApp> {
  const { database, drop } = await createTestDatabase()
  if (options.seed ?? true) await seedDatabase(database.db, { demoAccounts: options.demoAccounts ?? false })
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'data/test' })
  const app = await buildApp({ env, database })
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

/** POST helper returning the parsed envelope and the HTTP status. */
export async function post(app: FastifyInstance, url: string, payload?: Record<string, unknown>) {
  const response = await app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) })
  return { status: response.statusCode, body: response.json() as { code: number; message: string; data: any } }
}
