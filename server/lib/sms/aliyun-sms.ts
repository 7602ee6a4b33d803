// Aliyun SMS (dysmsapi 2017-05-25, SendSms) over HTTPS, signed per aliyun-signature.ts.
// Nothing about the message is logged: the text carries the code.
import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '#server/db/schema.ts'
import { canonicalQuery, percentEncode, signRpcRequest } from './aliyun-signature.ts'
import { createSmsOutboxRepo } from './sms-outbox.repo.ts'
import type { SmsProvider } from './sms-provider.ts'

export const ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com/'
const REQUEST_TIMEOUT_MS = 10_000
const MAX_ERROR_LENGTH = 500

export interface AliyunSmsConfig {
  accessKeyId: string
  accessKeySecret: string
  /** The approved signature shown as 【…】 before the text. */
  signName: string
  /** The approved template, e.g. "您的验证码为${code}，5分钟内有效，请勿泄露给他人。" */
  templateCode: string
}

export interface AliyunSmsOptions {
  db: Kysely<DB>
  log: Pick<FastifyBaseLogger, 'warn'>
  config: AliyunSmsConfig
  /** Injected in tests, so the request can be checked without network. */
  fetch?: typeof globalThis.fetch
}

/** The outbox keeps a record of what was sent, without the code itself. */
function maskValues(text: string, values: Record<string, string>): string {
  return Object.values(values).reduce(
    (masked, value) => (value ? masked.replaceAll(value, '*'.repeat(value.length)) : masked),
    text,
  )
}

/** Timestamp in the format the API requires: ISO 8601 UTC without milliseconds. */
const aliyunTimestamp = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z')

export function createAliyunSmsProvider({ db, log, config, fetch = globalThis.fetch }: AliyunSmsOptions): SmsProvider {
  const outbox = createSmsOutboxRepo(db)

  async function sendSms(phone: string, templateParam: Record<string, string>): Promise<string | undefined> {
    const params: Record<string, string> = {
      AccessKeyId: config.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: phone,
      RegionId: 'cn-hangzhou',
      SignName: config.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: config.templateCode,
      TemplateParam: JSON.stringify(templateParam),
      Timestamp: aliyunTimestamp(new Date()),
      Version: '2017-05-25',
    }
    const signature = signRpcRequest('POST', params, config.accessKeySecret)
    // POST keeps the phone number and parameters out of URLs and proxy logs.
    const response = await fetch(ALIYUN_SMS_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: `${canonicalQuery(params)}&Signature=${percentEncode(signature)}`,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    const answer = (await response.json().catch(() => ({}))) as { Code?: string; Message?: string }
    if (answer.Code === 'OK') return undefined
    return `${answer.Code ?? `HTTP ${response.status}`}: ${answer.Message ?? response.statusText}`
  }

  return {
    async send(phone, text, templateParam) {
      const id = await outbox.insert({
        phone,
        content: maskValues(text, templateParam),
        provider: 'aliyun',
        status: 'pending',
      })
      const failure = await sendSms(phone, templateParam).catch((error: unknown) =>
        error instanceof Error ? error.message : String(error),
      )
      if (failure === undefined) {
        await outbox.setStatus(id, 'sent')
        return { id, status: 'sent' }
      }
      await outbox.setStatus(id, 'failed', failure.slice(0, MAX_ERROR_LENGTH))
      log.warn({ smsId: id, reason: failure }, 'Aliyun SMS delivery failed')
      return { id, status: 'failed' }
    },
  }
}
