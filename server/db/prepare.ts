// Start-up work on the database (migrations, the first seed) that must wait for it when it
// is away, rather than end the process: an instance started during a database restart
// serves 503 and gets ready by itself once the database is back.
import type { FastifyBaseLogger } from 'fastify'
import { isDatabaseUnavailable } from './availability.ts'

const FIRST_RETRY_MS = 250
/** Short enough that an instance is serving again within seconds of the database's return. */
const MAX_RETRY_MS = 2000

/** Runs `task` until it succeeds; retries only while the database cannot be reached. */
export async function retryWhileUnavailable<T>(
  what: string,
  task: () => Promise<T>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<T> {
  for (let delay = FIRST_RETRY_MS; ; delay = Math.min(delay * 2, MAX_RETRY_MS)) {
    try {
      return await task()
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error
      log.warn({ err: error, retryInMs: delay }, `${what}: database unavailable, retrying`)
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
  }
}
