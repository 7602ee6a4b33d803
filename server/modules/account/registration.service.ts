// Registration and activation (spec §2 /register and /confirmation): the
// captcha is checked on the server, the account starts inactive, and a single-use link
// valid for 24 hours activates it. A new link can be asked for.
import type { Kysely, Updateable } from 'kysely'
import type { Register } from '#common/schemas/auth.ts'
import { nowIso } from '#server/db/dialect.ts'
import type { DB, MemberTable } from '#server/db/schema.ts'
import { AppError, conflict, notFound, rejected } from '#server/errors.ts'
import type { Mailer } from '#server/lib/mail/mailer.ts'
import { hashPassword } from '#server/lib/password.ts'
import type { CaptchaService } from '#server/modules/captcha/captcha.service.ts'
import { newToken, tokenHash } from '#server/modules/auth/token.ts'
import { recordRegistrationConsents } from '#server/modules/consents/consent.service.ts'
import { activationMail } from './account-mail.ts'
import { createActivationRepo } from './activation.repo.ts'
import { createMemberRepo } from './member.repo.ts'
import { assertRegion } from './region-check.ts'

const ACTIVATION_TTL_MS = 24 * 60 * 60_000
/** One activation e-mail per account per minute, like the one-time codes. */
const RESEND_GAP_MS = 60_000

export const REGISTRATION_MESSAGES = {
  registered: '注册成功',
  emailTaken: '该邮箱已注册，请直接登录或找回密码',
  telTaken: '该手机号已被其他账号使用',
  activated: '账号激活成功，请登录',
  invalidLink: '激活链接无效，请检查邮件中的链接是否完整',
  usedLink: '该激活链接已使用过，请直接登录',
  expiredLink: '激活链接已过期，请在登录页重新发送激活邮件',
  resent: '如该邮箱已注册且尚未激活，激活邮件已重新发送，请查收',
  staffResent: '激活邮件已重新发送',
  alreadyActivated: '该客户已激活过账号，无需再发送激活邮件',
  resentTooSoon: '激活邮件刚刚发送过，请 1 分钟后再试',
  customerNotFound: '客户不存在',
} as const

interface RegistrationDeps {
  db: Kysely<DB>
  captcha: Pick<CaptchaService, 'verifyImageCaptcha'>
  mailer: Mailer
  /** Origin of the links in e-mails (PUBLIC_URL). */
  publicUrl: string
}

export function createRegistrationService({ db, captcha, mailer, publicUrl }: RegistrationDeps) {
  const members = createMemberRepo(db)
  const activations = createActivationRepo(db)

  async function sendActivation(member: { id: number; email: string; fname: string; lname: string }) {
    const token = newToken()
    const now = new Date()
    await activations.insert({
      memberId: member.id,
      tokenHash: tokenHash(token),
      expiresAt: new Date(now.getTime() + ACTIVATION_TTL_MS).toISOString(),
      createTime: now.toISOString(),
    })
    const link = new URL(`/activate?token=${token}`, publicUrl).toString()
    await mailer.send(activationMail(member.email, `${member.fname}${member.lname}`, link))
  }

  return {
    /**
     * Creates an inactive account and mails its activation link. A registration of the same
     * e-mail that was never activated is replaced, not a reason to refuse: whoever made it
     * never proved the address, so it must not block the address's owner (its old link stops
     * working). The mobile number is recorded unconfirmed; only an activated account that
     * confirmed its number holds it. The privacy policy version accepted and the marketing
     * choice are recorded as consents made from `ip`. `chargeQuota` counts the attempt
     * against the e-mail's allowance (it throws when that is used up).
     */
    async register(
      input: Register,
      ip: string,
      chargeQuota: () => Promise<void> = async () => {},
    ): Promise<{ email: string }> {
      // First, so that no other answer (e-mail taken, …) is given to a script without a solved captcha.
      await captcha.verifyImageCaptcha(input.captchaId, input.captcha)
      // A mistyped captcha costs nothing; each registration that gets past it counts.
      await chargeQuota()
      assertRegion(input.province_id, input.city_id)
      const existing = await members.findByEmail(input.email)
      if (existing?.isActive || existing?.activateTime) {
        throw new AppError('STATE_CONFLICT', REGISTRATION_MESSAGES.emailTaken, {
          fieldErrors: { email: REGISTRATION_MESSAGES.emailTaken },
        })
      }
      if (await members.findByVerifiedTel(input.tel)) {
        throw new AppError('STATE_CONFLICT', REGISTRATION_MESSAGES.telTaken, {
          fieldErrors: { tel: REGISTRATION_MESSAGES.telTaken },
        })
      }
      const now = nowIso()
      const profile = {
        passwordHash: await hashPassword(input.password),
        fname: input.fname,
        lname: input.lname,
        // The form asks for the workplace once (spec §5 'Registration'); it is also the
        // account's company until the customer changes it on /account.
        address: input.address,
        company: input.address,
        country: input.country,
        provinceId: input.province_id,
        cityId: input.city_id,
        zip: input.zip,
        tel: input.tel,
        telVerified: 0,
        tel2: input.tel2,
        isSendup: input.is_sendup,
        updateTime: now,
      }
      const id = await db.transaction().execute(async (trx) => {
        const memberId = existing
          ? await replaceRegistration(trx, existing.id, { ...profile, createTime: now })
          : await createMemberRepo(trx).insert({ ...profile, email: input.email, isActive: 0, createTime: now })
        await recordRegistrationConsents(trx, memberId, input.is_sendup, ip)
        return memberId
      })
      await sendActivation({ id, email: input.email, fname: input.fname, lname: input.lname })
      return { email: input.email }
    },

    /** Follows an activation link: once, within 24 hours. */
    async activate(token: string): Promise<{ email: string }> {
      const link = await activations.findByHash(tokenHash(token))
      if (!link) throw rejected(REGISTRATION_MESSAGES.invalidLink)
      if (link.usedAt) throw conflict(REGISTRATION_MESSAGES.usedLink)
      const now = nowIso()
      if (link.expiresAt <= now) throw conflict(REGISTRATION_MESSAGES.expiredLink)
      await db.transaction().execute(async (trx) => {
        if (!(await createActivationRepo(trx).markUsed(link.id, now))) throw conflict(REGISTRATION_MESSAGES.usedLink)
        await createMemberRepo(trx).update(link.memberId, { isActive: 1, activateTime: now })
      })
      return { email: link.email }
    },

    /**
     * Sends a fresh link to an inactive account. The answer is the same for unknown,
     * active and inactive e-mails, so it does not tell who has an account.
     */
    async resendActivation(email: string): Promise<string> {
      const member = await members.findByEmail(email)
      if (member && !member.isActive && !member.activateTime) {
        const last = await activations.latestCreateTime(member.id)
        if (!last || Date.now() - Date.parse(last) >= RESEND_GAP_MS) await sendActivation(member)
      }
      return REGISTRATION_MESSAGES.resent
    },

    /** Staff send a fresh link to a customer who never activated (same one-a-minute limit). */
    async resendActivationFor(memberId: number): Promise<{ email: string }> {
      const member = await members.findById(memberId)
      if (!member) throw notFound(REGISTRATION_MESSAGES.customerNotFound)
      if (member.isActive || member.activateTime) throw conflict(REGISTRATION_MESSAGES.alreadyActivated)
      const last = await activations.latestCreateTime(member.id)
      if (last && Date.now() - Date.parse(last) < RESEND_GAP_MS)
        throw new AppError('RATE_LIMITED', REGISTRATION_MESSAGES.resentTooSoon)
      await sendActivation(member)
      return { email: member.email }
    },
  }
}

/** A registration never activated, made again: its old link stops working. */
async function replaceRegistration(trx: Kysely<DB>, id: number, profile: Updateable<MemberTable>): Promise<number> {
  await createActivationRepo(trx).deleteForMember(id)
  await createMemberRepo(trx).update(id, profile)
  return id
}

export type RegistrationService = ReturnType<typeof createRegistrationService>
