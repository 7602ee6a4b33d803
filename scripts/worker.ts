// `npm run worker`: scores CRISPR-Net jobs and deletes expired deliverables without serving
// the web. Run any number of these beside web processes started with CRISPR_WORKER=off;
// they share the database, and a job whose worker died is taken over when its lease runs out.
import { pino } from 'pino'
import { openDatabase } from '#server/db/open-database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { retryWhileUnavailable } from '#server/db/prepare.ts'
import { parseEnv } from '#server/env.ts'
import { createMailer } from '#server/lib/mail/mailer.ts'
import { createStorage } from '#server/lib/storage/create-storage.ts'
import { createCrisprRuntime } from '#server/modules/crispr/jobs/crispr-runtime.ts'
import { scheduleDeliverableExpiry } from '#server/modules/deliverables/expire-deliverables.ts'

const env = parseEnv()
const log = pino({ level: env.LOG_LEVEL, name: 'crispr-worker' })
const database = openDatabase(env)
database.onConnectionLost((error) => log.warn({ err: error }, 'database connection lost; the pool replaces it'))
// A worker started while the database is away waits for it; once running, each failed
// round is logged and the next poll tries again.
await retryWhileUnavailable('migrating the database', () => migrateToLatest(database.db), log)

const mailer = createMailer({ db: database.db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, log })
const storage = createStorage(env)
const runtime = createCrisprRuntime({ env, db: database.db, mailer, results: storage, log })
runtime.start()
// Expired deliverables are deleted here too, so a deployment whose web processes are busy
// serving still has them cleared.
const stopExpiry = scheduleDeliverableExpiry(database.db, storage, log)
// The worker's timers do not hold a process open (in the web process the server does);
// this one keeps the standalone worker running until it is told to stop.
const keepAlive = setInterval(() => undefined, 60 * 60_000)
log.info({ modelDir: env.CRISPR_NET_MODEL_DIR ?? null }, 'CRISPR-Net worker started')

// The job in hand is finished before exiting; if it takes too long, the lease hands it over.
// A second signal (npm relays the group's SIGTERM again) changes nothing: the first one's stop goes on.
let stopping = false
const stop = async (signal: NodeJS.Signals) => {
  if (stopping) return
  stopping = true
  log.info({ signal }, 'CRISPR-Net worker stopping')
  const timer = setTimeout(() => process.exit(1), env.SHUTDOWN_GRACE_SECONDS * 1000)
  timer.unref()
  clearInterval(keepAlive)
  stopExpiry()
  await runtime.stop()
  await storage.close()
  await database.db.destroy()
  process.exit(0)
}
process.on('SIGTERM', (signal) => void stop(signal))
process.on('SIGINT', (signal) => void stop(signal))
