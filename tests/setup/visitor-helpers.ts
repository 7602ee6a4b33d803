// Steps a person takes before submitting a guarded form, done through the real API:
// pass the slider (the test reads the answer the server stored) and receive an SMS code
// (the development provider keeps it in the outbox).
import type { FastifyInstance } from 'fastify'
import { post } from './test-app.ts'

export async function passSlider(app: FastifyInstance, ip = '10.0.0.1'): Promise<string> {
  const { body } = await post(app, '/api/v1/captcha/slider', undefined, { ip })
  const captchaId = body.data.captchaId as string
  const row = await app.db
    .selectFrom('captchaChallenge')
    .select('answer')
    .where('id', '=', captchaId)
    .executeTakeFirstOrThrow()
  const x = Number(row.answer)
  const trail = Array.from({ length: 12 }, (_, index) => [index * 60, Math.round((x * index) / 11)])
  const verified = await post(app, '/api/v1/captcha/slider/verify', { captchaId, x, trail }, { ip })
  if (verified.body.code !== 200) throw new Error(`slider not passed: ${verified.body.message}`)
  return captchaId
}

export async function receiveSmsCode(
  app: FastifyInstance,
  phone: string,
  purpose: 'login' | 'booking' | 'phone' | 'register',
  ip = '10.0.0.2',
): Promise<string> {
  const sent = await post(
    app,
    '/api/v1/duanxin/faDuanxin',
    { phone, isreg: purpose === 'login' ? 1 : 0, purpose },
    { ip },
  )
  if (sent.body.code !== 200) throw new Error(`code not sent: ${sent.body.message}`)
  const sms = await app.db
    .selectFrom('smsOutbox')
    .select('content')
    .where('phone', '=', phone)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  const code = /(\d{6})/.exec(sms.content)?.[1]
  if (!code) throw new Error('no code in the SMS')
  return code
}

/** Lets a code be sent to `target` again at once: moves its earlier codes back past the 60 s resend gap. */
export async function forgetResendGap(app: FastifyInstance, target: string): Promise<void> {
  await app.db
    .updateTable('verificationCode')
    .set({ createTime: new Date(Date.now() - 120_000).toISOString() })
    .where('target', '=', target)
    .execute()
}
