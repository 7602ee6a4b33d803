// Configuration: one zod schema, parsed once at start. A bad value stops the start
// with a message naming every offending variable (see .env.example).
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

const port = z.coerce.number().int().min(1).max(65_535)
const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url().optional())
  .optional()
const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional()

const EnvFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: port.default(3000),
  /** SQLite file and uploads live here unless DATABASE_URL chooses PostgreSQL. */
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl.refine((url) => !url || /^postgres(ql)?:\/\//.test(url), {
    message: 'must be a postgres:// or postgresql:// URL',
  }),
  /**
   * PostgreSQL cancels a statement running longer, and a wait for a lock longer: the request
   * answers 503 like an outage. 0: no limit (e.g. for a long migration with npm run db:migrate).
   */
  DATABASE_STATEMENT_TIMEOUT_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  DATABASE_LOCK_TIMEOUT_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  REDIS_URL: optionalUrl,
  /**
   * A Redis command without an answer by then fails, and the request goes on without Redis
   * (rate limits and login failure counts skipped, pages rendered uncached).
   */
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(10).max(10_000).default(100),
  /** Prefix of the rate-limit keys in Redis: instances that share limits use the same one. */
  RATE_LIMIT_NAMESPACE: z.string().min(1).default('portal:rate-limit:'),
  /** Memory for cached public pages, in MB (0 turns the page cache off). */
  PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
  /** Prefix of the page cache's Redis keys: instances that serve the same content use the same one. */
  PAGE_CACHE_NAMESPACE: z.string().min(1).default('portal:page-cache:'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('澜基生物 <noreply@langene.example.com>'),
  /** Public origin used in links inside e-mails, e.g. https://www.example.com */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  /** Unset: ../shared/crispr-net beside the repository when it exists (see sharedDataDir). */
  CRISPR_NET_MODEL_DIR: optionalText,
  /**
   * What computes CRISPR-Net's LSTM and dense layers: 'auto' (default) WebAssembly SIMD where
   * the runtime has it, else JavaScript; 'js' or 'wasm' to insist on one.
   */
  CRISPR_NET_KERNEL: z.enum(['auto', 'js', 'wasm']).default('auto'),
  /**
   * Where CRISPR-Net jobs are scored: 'inline' in this process (default), 'off' when
   * separate `npm run worker` processes do it.
   */
  CRISPR_WORKER: z.enum(['inline', 'off']).default('inline'),
  /** A job whose worker stopped renewing its lease this long ago is taken over by another worker. */
  CRISPR_JOB_LEASE_SECONDS: z.coerce.number().int().min(5).default(30),
  /** How often an idle worker looks for jobs added by other processes. */
  CRISPR_WORKER_POLL_MS: z.coerce.number().int().min(100).default(2000),
  /**
   * A font with Chinese glyphs for the sample sheet PDF (Debian: apt-get install fonts-noto-cjk).
   * Without it the app still runs; the PDF call answers 503 and the print page still works.
   */
  SHEET_FONT_PATH: z.string().min(1).default('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'),
  /** The face to use when SHEET_FONT_PATH is a collection (.ttc): its PostScript name. */
  SHEET_FONT_NAME: z.string().min(1).default('NotoSansCJKsc-Regular'),
  /** Unset: ../shared/plasmids/genbank beside the repository when it exists. */
  PLASMID_GENBANK_DIR: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Demo accounts (README) are seeded unless NODE_ENV=production; this overrides that. */
  SEED_DEMO_ACCOUNTS: z.enum(['true', 'false']).optional(),
  /** Seed demo content into an empty database at start. */
  SEED_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /**
   * Which proxies may set X-Forwarded-For (the client address that rate limits count):
   * unset/false = none (the app faces clients directly), a number = that many hops,
   * or a comma-separated list of proxy addresses/CIDRs.
   */
  TRUST_PROXY: optionalText.transform((value): boolean | number | string => {
    if (!value || value === 'false') return false
    if (value === 'true') return true
    return /^\d+$/.test(value) ? Number(value) : value
  }),
  /** Seconds to let in-flight requests finish after SIGTERM before closing anyway. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).default(10),

  // Time-outs (server/plugins/request-timeouts.ts): slow clients must not hold connections.
  /** A request whose headers have not all arrived by then is answered 408 and closed. */
  REQUEST_HEADERS_TIMEOUT_SECONDS: z.coerce.number().min(1).max(300).default(10),
  /** A request body (other than an upload) that has not all arrived by then: 408, closed. */
  REQUEST_BODY_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(30),
  /** An upload may take longer while it keeps at least this rate (bytes/s, over 10 s windows). */
  UPLOAD_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(1).default(8192),
  /** No request, an upload included, takes longer to arrive than this. */
  REQUEST_MAX_SECONDS: z.coerce.number().min(1).max(3600).default(600),
  /**
   * An idle keep-alive connection is closed after this long. Behind a load balancer that
   * reuses connections, set it above the balancer's own idle time-out.
   */
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(5),

  // Files (server/lib/storage): customers' uploads, content images, generated results.
  /** 'local': below DATA_DIR (one machine). 's3': an S3-compatible bucket every instance shares. */
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** The bucket's service address, e.g. https://oss-cn-hangzhou.aliyuncs.com; unset: AWS's for S3_REGION. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: optionalText,
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** true: the bucket in the path (MinIO); false: in the host name (AWS, Aliyun OSS, Tencent COS). */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** A download larger than this (bytes) is sent to a signed address of the bucket instead of through the app. */
  STORAGE_SIGNED_URL_MIN_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(100 * 1024 * 1024),
  /** How long such a signed address works, in seconds. */
  STORAGE_SIGNED_URL_SECONDS: z.coerce.number().int().min(1).max(604_800).default(600),

  // Messaging and anti-abuse (server/lib/sms, server/modules/verification).
  /** 'outbox' records SMS in the sms_outbox table and the log (development); 'aliyun' sends them. */
  SMS_PROVIDER: z.enum(['outbox', 'aliyun']).default('outbox'),
  SMS_ACCESS_KEY_ID: optionalText,
  SMS_ACCESS_KEY_SECRET: optionalText,
  SMS_SIGN_NAME: optionalText.transform((value) => value ?? '澜基生物'),
  SMS_TEMPLATE_CODE: optionalText,
  /**
   * HMAC key for stored one-time codes. Unset: a random key per process, so codes
   * issued before a restart stop working; set it when several instances share a database.
   */
  VERIFICATION_CODE_SECRET: optionalText
    .pipe(z.string().min(32, 'must be at least 32 characters').optional())
    .transform((value) => value ?? randomBytes(32).toString('hex')),
})

/** The settings STORAGE=s3 cannot do without (S3_ENDPOINT may stay unset for AWS). */
export const S3_REQUIRED = ['S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const

export const EnvSchema = EnvFields.superRefine(
  (env, ctx) => {
    if (env.SMS_PROVIDER === 'aliyun') {
      for (const key of ['SMS_ACCESS_KEY_ID', 'SMS_ACCESS_KEY_SECRET', 'SMS_TEMPLATE_CODE'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when SMS_PROVIDER=aliyun' })
      }
    }
    if (env.STORAGE === 's3') {
      for (const key of S3_REQUIRED) {
        if (!env[key]) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'required when STORAGE=s3（使用对象存储时必须填写）',
          })
        }
      }
    }
  },
  // Also when other variables are bad, so one start lists every problem.
  { when: () => true },
)

export type Env = z.infer<typeof EnvSchema>

export class EnvError extends Error {
  override name = 'EnvError'
}

const REPO_ROOT = path.resolve(import.meta.dirname, '..')

/**
 * A data folder of the shared/ checkout beside the repository, when it exists: a newcomer's
 * `npm start` next to ../shared shows plasmid maps and scores off-targets with no
 * configuration, and a deployment without it still starts (the features say what is missing).
 */
function sharedDataDir(relative: string): string | undefined {
  const dir = path.resolve(REPO_ROOT, '..', 'shared', relative)
  return fs.existsSync(dir) ? dir : undefined
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
    CRISPR_NET_MODEL_DIR: env.CRISPR_NET_MODEL_DIR ?? sharedDataDir('crispr-net'),
    PLASMID_GENBANK_DIR: env.PLASMID_GENBANK_DIR ?? sharedDataDir('plasmids/genbank'),
    SEED_DEMO_ACCOUNTS: env.SEED_DEMO_ACCOUNTS ?? (env.NODE_ENV === 'production' ? 'false' : 'true'),
  }
}

/** What a start with these settings lacks, to tell the operator (README, Configuration). */
export function startupWarnings(env: Env, given: Record<string, string | undefined>): string[] {
  const warnings: string[] = []
  if (!env.PLASMID_GENBANK_DIR) {
    warnings.push(
      'PLASMID_GENBANK_DIR is not set: plasmids are seeded without maps or sequences (README, Configuration)',
    )
  }
  if (env.NODE_ENV === 'production' && !given.PUBLIC_URL) {
    warnings.push(
      `PUBLIC_URL is not set: links in e-mails and share links point to ${env.PUBLIC_URL} (README, Configuration)`,
    )
  }
  return warnings
}
