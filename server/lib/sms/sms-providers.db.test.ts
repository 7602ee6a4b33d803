import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from '#server/env.ts'
import { type TestDatabase, createTestDatabase } from '#tests/setup/test-database.ts'
import { ALIYUN_SMS_ENDPOINT, createAliyunSmsProvider } from './aliyun-sms.ts'
import { createOutboxSmsProvider } from './outbox-sms.ts'
import { createSmsProvider } from './sms-provider.ts'

const TEXT = '【澜基生物】您的验证码为 482913，5 分钟内有效，请勿泄露给他人。'
const CONFIG = {
  accessKeyId: 'LTAI-test-id',
  accessKeySecret: 'test-secret',
  signName: '澜基生物',
  templateCode: 'SMS_123456789',
}

/** Byte-wise RFC 3986 encoding, written apart from the implementation under test. */
function encode(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('')
}

/** The documented steps: sort, encode, "POST&%2F&…", HMAC-SHA1 with "<secret>&", base64. */
function expectedSignature(params: Record<string, string>, secret: string): string {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${encode(key)}=${encode(params[key]!)}`)
    .join('&')
  return createHmac('sha1', `${secret}&`)
    .update(`POST&${encode('/')}&${encode(canonical)}`)
    .digest('base64')
}

function recorder() {
  const lines: unknown[] = []
  return {
    lines,
    log: { info: (...args: unknown[]) => lines.push(args), warn: (...args: unknown[]) => lines.push(args) },
  }
}

function fakeFetch(answer: () => Response) {
  const calls: { url: string; init: RequestInit }[] = []
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} })
    return answer()
  }) as typeof globalThis.fetch
  return { calls, fetch }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.drop())

const outboxRow = (id: number) =>
  database.database.db.selectFrom('smsOutbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

describe('development outbox provider', () => {
  it('把短信写入 sms_outbox 并记录日志，不向外发送', async () => {
    const { log, lines } = recorder()
    const outcome = await createOutboxSmsProvider({ db: database.database.db, log }).send('13800138000', TEXT, {
      code: '482913',
    })
    expect(outcome.status).toBe('logged')
    expect(await outboxRow(outcome.id)).toMatchObject({
      phone: '13800138000',
      content: TEXT,
      provider: 'outbox',
      status: 'logged',
    })
    expect(JSON.stringify(lines)).toContain('13800138000')
    expect(JSON.stringify(lines)).not.toContain('482913')
  })
})

describe('Aliyun provider', () => {
  it('发送签名正确的 SendSms 请求，发件箱记录不含验证码，日志为空', async () => {
    const { log, lines } = recorder()
    const { calls, fetch } = fakeFetch(() => json({ Code: 'OK', Message: 'OK', BizId: '900619746936498440^0' }))
    const provider = createAliyunSmsProvider({ db: database.database.db, log, config: CONFIG, fetch })

    const outcome = await provider.send('13800138000', TEXT, { code: '482913' })

    expect(outcome.status).toBe('sent')
    expect(calls).toHaveLength(1)
    const { url, init } = calls[0]!
    expect(url).toBe(ALIYUN_SMS_ENDPOINT)
    expect(url.startsWith('https://')).toBe(true)
    expect(init.method).toBe('POST')
    expect(new Headers(init.headers).get('content-type')).toBe('application/x-www-form-urlencoded')

    const params = Object.fromEntries(new URLSearchParams(String(init.body)))
    const { Signature, ...signed } = params
    expect(signed).toMatchObject({
      AccessKeyId: 'LTAI-test-id',
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: '13800138000',
      RegionId: 'cn-hangzhou',
      SignName: '澜基生物',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_123456789',
      TemplateParam: '{"code":"482913"}',
      Version: '2017-05-25',
    })
    expect(signed.Timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)
    expect(signed.SignatureNonce).toMatch(/^[0-9a-f-]{36}$/)
    expect(Signature).toBe(expectedSignature(signed, 'test-secret'))
    expect(String(init.body)).not.toContain('test-secret')

    const row = await outboxRow(outcome.id)
    expect(row).toMatchObject({ provider: 'aliyun', status: 'sent', phone: '13800138000' })
    expect(row.content).toBe('【澜基生物】您的验证码为 ******，5 分钟内有效，请勿泄露给他人。')
    expect(lines).toEqual([])
  })

  it('网关拒绝时记为失败并保存错误码，日志不含验证码', async () => {
    const { log, lines } = recorder()
    const { fetch } = fakeFetch(() => json({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发小时级流控Permits:5' }))
    const outcome = await createAliyunSmsProvider({ db: database.database.db, log, config: CONFIG, fetch }).send(
      '13900139000',
      TEXT,
      { code: '482913' },
    )
    expect(outcome.status).toBe('failed')
    const row = await outboxRow(outcome.id)
    expect(row.status).toBe('failed')
    expect(row.lastError).toBe('isv.BUSINESS_LIMIT_CONTROL: 触发小时级流控Permits:5')
    expect(JSON.stringify(lines)).not.toContain('482913')
  })

  it('网络错误时记为失败', async () => {
    const { log } = recorder()
    const fetch = (async () => {
      throw new TypeError('fetch failed')
    }) as typeof globalThis.fetch
    const outcome = await createAliyunSmsProvider({ db: database.database.db, log, config: CONFIG, fetch }).send(
      '13700137000',
      TEXT,
      { code: '482913' },
    )
    expect(outcome.status).toBe('failed')
    expect((await outboxRow(outcome.id)).lastError).toBe('fetch failed')
  })
})

describe('createSmsProvider', () => {
  it('默认使用开发发件箱', async () => {
    const { log } = recorder()
    const provider = createSmsProvider({ env: parseEnv({}), db: database.database.db, log })
    const outcome = await provider.send('13600136000', TEXT, { code: '482913' })
    expect((await outboxRow(outcome.id)).provider).toBe('outbox')
  })

  it('SMS_PROVIDER=aliyun 时使用阿里云，并使用配置的签名与模板', async () => {
    const { log } = recorder()
    const { calls, fetch } = fakeFetch(() => json({ Code: 'OK' }))
    const env = parseEnv({
      SMS_PROVIDER: 'aliyun',
      SMS_ACCESS_KEY_ID: 'id',
      SMS_ACCESS_KEY_SECRET: 'secret',
      SMS_TEMPLATE_CODE: 'SMS_1',
    })
    const outcome = await createSmsProvider({ env, db: database.database.db, log, fetch }).send('13500135000', TEXT, {
      code: '482913',
    })
    expect((await outboxRow(outcome.id)).provider).toBe('aliyun')
    const params = new URLSearchParams(String(calls[0]!.init.body))
    expect(params.get('SignName')).toBe('澜基生物')
    expect(params.get('TemplateCode')).toBe('SMS_1')
  })

  it('阿里云缺少密钥时启动失败并列出缺少的变量', () => {
    expect(() => parseEnv({ SMS_PROVIDER: 'aliyun' })).toThrow(EnvError)
    expect(() => parseEnv({ SMS_PROVIDER: 'aliyun', SMS_ACCESS_KEY_ID: 'id' })).toThrow(
      /SMS_ACCESS_KEY_SECRET: required when SMS_PROVIDER=aliyun\n\s+SMS_TEMPLATE_CODE: required/,
    )
  })
})
