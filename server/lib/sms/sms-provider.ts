// SMS delivery behind one interface (STYLE §7: the paid gateway is the only thing not run
// for real in tests). SMS_PROVIDER chooses the implementation; server/env.ts checks that
// the real one has its keys.
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '#server/db/schema.ts'
import type { Env } from '#server/env.ts'
import { createAliyunSmsProvider } from './aliyun-sms.ts'
import { createOutboxSmsProvider } from './outbox-sms.ts'

/** sent / failed: a real gateway's answer · logged: the development outbox only. */
export interface SmsOutcome {
  id: number
  status: 'sent' | 'failed' | 'logged'
}

export interface SmsProvider {
  /**
   * `text` is the full message as the recipient reads it (kept in the outbox and shown by
   * the development provider). Gateways such as Aliyun only accept an approved template
   * plus its variables, so the same values travel in `templateParam` (e.g. { code }).
   */
  send(phone: string, text: string, templateParam: Record<string, string>): Promise<SmsOutcome>
}

export interface SmsProviderOptions {
  env: Pick<Env, 'SMS_PROVIDER' | 'SMS_ACCESS_KEY_ID' | 'SMS_ACCESS_KEY_SECRET' | 'SMS_SIGN_NAME' | 'SMS_TEMPLATE_CODE'>
  db: Kysely<DB>
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>
  /** The real gateway's HTTP client; injected in tests. */
  fetch?: typeof globalThis.fetch
}

export function createSmsProvider({ env, db, log, fetch }: SmsProviderOptions): SmsProvider {
  if (env.SMS_PROVIDER === 'outbox') return createOutboxSmsProvider({ db, log })
  const { SMS_ACCESS_KEY_ID, SMS_ACCESS_KEY_SECRET, SMS_TEMPLATE_CODE, SMS_SIGN_NAME } = env
  if (!SMS_ACCESS_KEY_ID || !SMS_ACCESS_KEY_SECRET || !SMS_TEMPLATE_CODE) {
    throw new Error('SMS_PROVIDER=aliyun needs SMS_ACCESS_KEY_ID, SMS_ACCESS_KEY_SECRET and SMS_TEMPLATE_CODE')
  }
  return createAliyunSmsProvider({
    db,
    log,
    ...(fetch ? { fetch } : {}),
    config: {
      accessKeyId: SMS_ACCESS_KEY_ID,
      accessKeySecret: SMS_ACCESS_KEY_SECRET,
      signName: SMS_SIGN_NAME,
      templateCode: SMS_TEMPLATE_CODE,
    },
  })
}
