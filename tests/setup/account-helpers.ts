// Steps of the account journeys through the real API: solve the registration captcha
// (the test reads the answer the server stored), register, follow the activation link
// from the mail that reached the SMTP sink, log in, call with the token.
import type { FastifyInstance } from 'fastify'
import { hashPassword } from '#server/lib/password.ts'
import type { SmtpSink } from './smtp-sink.ts'
import { type TestEnvelope, post } from './test-app.ts'
import { receiveSmsCode } from './visitor-helpers.ts'

export const PASSWORD = 'Gene@2026'

let sequence = 0
/** A unique e-mail and mobile number per call, so tests never collide. */
export function freshIdentity(prefix = 'user') {
  sequence += 1
  const unique = `${Date.now() % 1_000_000}${String(sequence).padStart(3, '0')}`
  return { email: `${prefix}${unique}@lab.example.cn`, tel: `137${unique.padStart(8, '0').slice(-8)}` }
}

let address = 0
/** A new client address: the account calls are rate-limited per address. */
export function nextIp(): string {
  address += 1
  return `10.${200 + (address >> 16)}.${(address >> 8) & 255}.${address & 255}`
}

export async function solveCaptcha(app: FastifyInstance, ip = nextIp()) {
  const { body } = await post(app, '/api/v1/help/verify', undefined, { ip })
  const captchaId = body.data.captchaId as string
  const row = await app.db
    .selectFrom('captchaChallenge')
    .select('answer')
    .where('id', '=', captchaId)
    .executeTakeFirstOrThrow()
  return { captchaId, captcha: row.answer }
}

/** The registration form as a person fills it in (Shanghai workplace, all required fields). */
export function registrationForm(overrides: Record<string, unknown> = {}) {
  const { email, tel } = freshIdentity()
  return {
    email,
    password: PASSWORD,
    password2: PASSWORD,
    fname: '周',
    lname: '敏',
    country: 0,
    province_id: 31,
    // 徐汇区 (a municipality's districts are its city level)
    city_id: 310104,
    address: '上海交通大学医学院',
    zip: '200025',
    tel,
    tel2: '',
    is_sendup: 1,
    privacy: true,
    ...overrides,
  }
}

export async function register(app: FastifyInstance, form: Record<string, unknown>, ip = nextIp()) {
  return post(app, '/api/v1/user/register', { ...form, ...(await solveCaptcha(app, ip)) }, { ip })
}

/**
 * Waits for a mail to reach the sink (some are sent in the background); `since` skips
 * the mails received before that count.
 */
export async function mailTo(smtp: SmtpSink, to: string, subject: RegExp, since = 0) {
  for (let waited = 0; waited < 5000; waited += 25) {
    const mail = smtp.received.slice(since).findLast((item) => item.to.includes(to) && subject.test(item.subject))
    if (mail) return mail
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`no mail "${subject}" to ${to}`)
}

export async function activationToken(smtp: SmtpSink, email: string): Promise<string> {
  const mail = await mailTo(smtp, email, /激活/)
  const token = /\/activate\?token=([\w-]+)/.exec(mail.text ?? '')?.[1]
  if (!token) throw new Error('no activation link in the mail')
  return token
}

/** Registers, activates and returns the account's form values. */
export async function activeAccount(app: FastifyInstance, smtp: SmtpSink, overrides: Record<string, unknown> = {}) {
  const form = registrationForm(overrides)
  const registered = await register(app, form)
  if (registered.body.code !== 200) throw new Error(`not registered: ${registered.body.message}`)
  const activated = await post(app, '/api/v1/user/activate', { token: await activationToken(smtp, form.email) })
  if (activated.body.code !== 200) throw new Error(`not activated: ${activated.body.message}`)
  return form
}

/**
 * Confirms the account's mobile number as its owner does on /account (a code by SMS, then
 * setPhone), which makes it an SMS login.
 */
export async function confirmPhone(app: FastifyInstance, token: string, tel: string): Promise<void> {
  const smscode = await receiveSmsCode(app, tel, 'phone', nextIp())
  const confirmed = await authed(app, token, '/api/v1/user/setPhone', { phone: tel, smscode }, { ip: nextIp() })
  if (confirmed.body.code !== 200) throw new Error(`phone not confirmed: ${confirmed.body.message}`)
}

/** Registers, activates, logs in and confirms the mobile number: a customer who may log in by SMS. */
export async function customerWithConfirmedPhone(app: FastifyInstance, smtp: SmtpSink) {
  const form = await activeAccount(app, smtp)
  await confirmPhone(app, await login(app, form.email), form.tel)
  return form
}

export async function login(app: FastifyInstance, email: string, password = PASSWORD, ip = nextIp()): Promise<string> {
  const { body } = await post(app, '/api/v1/user/login', { email, password }, { ip })
  if (body.code !== 200) throw new Error(`login failed: ${body.message}`)
  return body.data.info.token as string
}

/** A call with `Authorization: Bearer <token>`; `ip` sets the client address as in post(). */
export async function authed(
  app: FastifyInstance,
  token: string | undefined,
  url: string,
  payload?: Record<string, unknown>,
  options: { ip?: string } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  return { status: response.statusCode, body: response.json() as TestEnvelope }
}

/**
 * An active customer written straight into the database, logged in through the API:
 * for tests of features behind the login that are not about registration.
 */
export async function loggedInCustomer(app: FastifyInstance): Promise<{ id: number; email: string; token: string }> {
  const { email, tel } = freshIdentity('customer')
  const now = new Date().toISOString()
  const row = await app.db
    .insertInto('member')
    .values({ email, tel, passwordHash: await hashPassword(PASSWORD), isActive: 1, createTime: now, updateTime: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: row.id, email, token: await login(app, email) }
}

/**
 * A customer for tests that send every call of the API, logout and account changes among
 * them: `current()` logs a new customer in whenever the last one was logged out.
 */
export function renewableCustomer(app: FastifyInstance) {
  let customer: Awaited<ReturnType<typeof loggedInCustomer>> | undefined
  const loggedIn = async (token: string) =>
    (await app.inject({ method: 'POST', url: '/api/v1/user/getMyinfo', headers: { authorization: `Bearer ${token}` } }))
      .statusCode === 200
  return {
    async current() {
      if (!customer || !(await loggedIn(customer.token))) customer = await loggedInCustomer(app)
      return customer
    },
  }
}
