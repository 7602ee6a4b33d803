// Configuration: one zod schema, parsed once at start. A bad value stops the start
// with a message naming every offending variable (see .env.example).
import path from 'node:path'
import { z } from 'zod'

const port = z.coerce.number().int().min(1).max(65_535)
const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url().optional())
  .optional()

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: port.default(3000),
  /** SQLite file and uploads live here unless DATABASE_URL chooses PostgreSQL. */
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl.refine((url) => !url || /^postgres(ql)?:\/\//.test(url), {
    message: 'must be a postgres:// or postgresql:// URL',
  }),
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('澜基生物 <noreply@langene.example.com>'),
  /** Public origin used in links inside e-mails, e.g. https://www.example.com */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  CRISPR_NET_MODEL_DIR: z.string().optional(),
  PLASMID_GENBANK_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Demo accounts (README) are seeded unless NODE_ENV=production; this overrides that. */
  SEED_DEMO_ACCOUNTS: z.enum(['true', 'false']).optional(),
  /** Seed demo content into an empty database at start. */
  SEED_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** Seconds to let in-flight requests finish after SIGTERM before closing anyway. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).default(10),
})

export type Env = z.infer<typeof EnvSchema>

export class EnvError extends Error {
  override name = 'EnvError'
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const env = result.data
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    SEED_DEMO_ACCOUNTS: env.SEED_DEMO_ACCOUNTS ?? (env.NODE_ENV === 'production' ? 'false' : 'true'),
  }
}
