import Fastify, { LogController } from 'fastify'
import { describe, expect, it } from 'vitest'
import { accessLineOf, accessLogWriter, loggerOptions, maskUrl, redactedForLog } from './logger.ts'

describe('maskUrl', () => {
  it('隐藏查询串中的密码、验证码与令牌', () => {
    const masked = maskUrl('/api/v1/user/login?email=a%40b.cn&password=Secret%401&smscode=123456&token=abc')
    expect(masked).not.toMatch(/Secret|123456|abc$/)
    expect(masked).toContain('email=a***%40b.cn')
    expect(masked).toContain('password=***')
  })

  it('手机号与邮箱只留下可区分的部分', () => {
    const masked = maskUrl('/api/v1/user/loginsms?phone=13800138000&email=david%40example.com&page=2')
    expect(decodeURIComponent(masked)).toBe('/api/v1/user/loginsms?phone=138****8000&email=d***@example.com&page=2')
  })

  it.each([
    '/api/v1/order/deliverables/file/clQcOZuY4B_frYAHYkizEkTKIqJ9e2g_63QnMlgYfAE',
    '/api/v1/crisprNet/shared/rB6XANK7abcdefghijklmnopqrstuvwxyz0123456',
    '/crispr/shared/rB6XANK7abcdefghijklmnopqrstuvwxyz0123456?lang=en',
  ])('隐藏路径中的链接密钥：%s', (url) => {
    const masked = maskUrl(url)
    expect(masked).not.toMatch(/clQcOZuY|rB6XANK7/)
    expect(masked).toMatch(/\/\*\*\*(\?|$)/)
  })

  it('没有查询串时原样返回', () => {
    expect(maskUrl('/api/v1/category/allcate')).toBe('/api/v1/category/allcate')
  })
})

describe('loggerOptions', () => {
  /** What the app's logger writes for one object. */
  async function logged(object: Record<string, unknown>): Promise<string> {
    const lines: string[] = []
    const app = Fastify({ logger: loggerOptions('info', { write: (line) => lines.push(line) }) })
    app.log.info(object, 'logged')
    await app.close()
    return lines.join('')
  }

  it('隐藏请求体、请求头与错误中的密码、验证码、令牌与 Cookie，无论在第几层', async () => {
    const secrets = {
      password: 'secret-password',
      newPassword: 'secret-new-password',
      repassword: 'secret-repassword',
      code: '246810',
      smscode: '135791',
      captcha: 'XKCD',
      token: 'secret-token',
      authorization: 'Bearer secret-bearer',
      cookie: 'lang=en; sid=secret-cookie',
    }
    const { code: _code, ...headerSecrets } = secrets
    const line = await logged({
      ...secrets,
      body: { email: 'a@b.cn', ...secrets },
      request: { headers: headerSecrets, body: { ...secrets }, query: { code: secrets.code } },
      err: {
        message: 'upstream failed',
        code: 'ECONNREFUSED',
        config: { headers: { authorization: 'Bearer deep-bearer' } },
      },
      res: { headers: { 'set-cookie': 'sid=secret-set-cookie' } },
    })
    for (const value of [...Object.values(secrets), 'deep-bearer', 'secret-set-cookie']) {
      expect(line, value).not.toContain(value)
    }
    // The rest of the object is kept, contacts masked.
    expect(line).toContain('a***@b.cn')
    expect(line).toContain('upstream failed')
    // An error's code is not a secret: the operators read it.
    expect(line).toContain('"code":"ECONNREFUSED"')
    expect(line).toContain('"password":"***"')
  })

  it('请求日志只记下方法、脱敏后的地址与 IP，不记请求头', async () => {
    const lines: string[] = []
    const app = Fastify({ logger: loggerOptions('info', { write: (line) => lines.push(line) }) })
    app.post('/login', async () => ({ ok: true }))
    await app.inject({
      method: 'POST',
      url: '/login?password=in-query&captcha=ABCD',
      headers: { authorization: 'Bearer header-token', cookie: 'sid=header-cookie' },
      payload: { password: 'in-body' },
    })
    await app.close()
    const log = lines.join('')
    expect(log).toContain('/login?password=***&captcha=***')
    for (const value of ['in-query', 'ABCD', 'header-token', 'header-cookie', 'in-body'])
      expect(log).not.toContain(value)
  })

  it('发件人、收件人与验证码的对象字段只记下脱敏后的手机号与邮箱', async () => {
    const line = await logged({
      mailId: 1,
      to: 'david@example.com',
      smsId: 2,
      phone: '13800138000',
      target: '13912345678',
    })
    for (const full of ['david@example.com', '13800138000', '13912345678']) expect(line).not.toContain(full)
    expect(line).toContain('"to":"d***@example.com"')
    expect(line).toContain('"phone":"138****8000"')
  })

  it('错误的文字中（收件人被拒、数据库约束错误的重复值）只有脱敏后的联系方式，调用栈不变', async () => {
    const rejected = new Error('550 Recipient rejected: david@example.com')
    const duplicate = Object.assign(new Error('duplicate key'), {
      detail: 'Key (email)=(david@example.com) already exists.',
    })
    const line = (await logged({ err: rejected })) + (await logged({ err: duplicate }))
    expect(line).not.toContain('david@example.com')
    expect(line).toContain('Recipient rejected: d***@example.com')
    expect(line).toContain('Key (email)=(d***@example.com)')
    expect(line).toContain('node_modules/@vitest/')
  })
})

describe('redactedForLog', () => {
  it('在数组与更深的层级中同样隐藏密码与联系方式', () => {
    const logged = redactedForLog({
      batch: [{ to: 'david@example.com', password: 'p1' }],
      a: { b: { c: { d: { e: { token: 't5', keep: 1 } } } } },
    })
    expect(logged).toEqual({
      batch: [{ to: 'd***@example.com', password: '***' }],
      a: { b: { c: { d: { e: { token: '***', keep: 1 } } } } },
    })
  })

  it('没有需要隐藏的字段时原样返回同一个对象，不复制；Buffer 与日期原样交给 pino', () => {
    const entry = { method: 'GET', url: '/', status: 200, nested: { ok: true } }
    expect(redactedForLog(entry)).toBe(entry)
    const bytes = Buffer.from('abc')
    const at = new Date(0)
    expect(redactedForLog({ bytes, at })).toEqual({ bytes, at })
  })

  it('任何位置的错误对象都先序列化再隐藏其中的密码与联系方式', () => {
    const error = Object.assign(new Error('550 rejected: david@example.com'), { password: 'in-error' })
    const logged = redactedForLog({ cause: { error } }) as { cause: { error: Record<string, unknown> } }
    expect(logged.cause.error).toMatchObject({
      type: 'Error',
      password: '***',
      message: '550 rejected: d***@example.com',
    })
  })

  it('code 只在顶层、请求体与查询中是验证码', () => {
    expect(redactedForLog({ code: '123456', body: { code: '1' }, query: { code: '2' }, err: { code: 'E' } })).toEqual({
      code: '***',
      body: { code: '***' },
      query: { code: '***' },
      err: { code: 'E' },
    })
  })
})

describe('accessLogWriter', () => {
  async function accessLines(level: string): Promise<string[]> {
    const lines: string[] = []
    const app = Fastify({
      logger: loggerOptions(level, { write: (line) => lines.push(line) }),
      logController: new LogController({ disableRequestLogging: true }),
    })
    const accessLog = accessLogWriter(app.log)
    app.addHook('onResponse', (request, reply, done) => {
      accessLog(accessLineOf(request, reply))
      done()
    })
    app.get('/page', async (_request, reply) => reply.header('content-length', 2).send('ok'))
    await app.inject({ url: '/page?phone=13800138000&token=abc&page=2', headers: { 'x-request-id': 'r1' } })
    await app.close()
    return lines
  }

  it('每个请求一行 JSON，与 pino 的行同样的字段：级别、时间、进程、请求编号、方法、脱敏的地址、状态、字节、耗时、IP', async () => {
    const [line, ...rest] = await accessLines('info')
    expect(rest).toEqual([])
    const entry = JSON.parse(line!)
    expect(entry).toMatchObject({
      level: 30,
      pid: process.pid,
      method: 'GET',
      url: '/page?phone=138****8000&token=***&page=2',
      status: 200,
      bytes: 2,
      ip: '127.0.0.1',
      msg: 'request',
    })
    expect(typeof entry.reqId).toBe('string')
    expect(typeof entry.hostname).toBe('string')
    expect(Math.abs(entry.time - Date.now())).toBeLessThan(60_000)
    expect(entry.ms).toBeGreaterThanOrEqual(0)
    expect(line!.endsWith('}\n')).toBe(true)
  })

  it('日志级别高于 info 时不写访问日志', async () => {
    expect(await accessLines('warn')).toEqual([])
  })
})
