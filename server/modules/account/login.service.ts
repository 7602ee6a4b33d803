// Login by e-mail and password or by SMS code (spec §4 'Login and sessions', §7
// user/login, user/loginsms). Both answer data.info = { token, user }, and each successful
// login is recorded with its time and the client's address.
import type { Kysely } from 'kysely'
import type { Login, LoginResult, LoginSms } from '#common/schemas/auth.ts'
import { nowIso } from '#server/db/dialect.ts'
import type { DB } from '#server/db/schema.ts'
import { rejected } from '#server/errors.ts'
import { hashPassword, verifyPassword } from '#server/lib/password.ts'
import type { SessionService } from '#server/modules/auth/session.service.ts'
import type { VerificationService } from '#server/modules/verification/verification.service.ts'
import { toSessionUser } from './account-mapping.ts'
import { assertMayLogIn } from './account-status.ts'
import { type LoginMethod, createLoginRecordRepo } from './login-record.repo.ts'
import { type MemberProfile, createMemberRepo } from './member.repo.ts'

export const LOGIN_MESSAGES = {
  success: '登录成功',
  wrongCredentials: '邮箱或密码错误',
  unknownPhone: '该手机号尚未注册，请先注册',
  /** A number recorded at registration but never confirmed by a code is no login. */
  unverifiedPhone: '该手机号尚未验证，请使用邮箱密码登录后在账户中心验证',
} as const

interface LoginDeps {
  db: Kysely<DB>
  sessions: SessionService
  verification: Pick<VerificationService, 'verify'>
}

export function createLoginService({ db, sessions, verification }: LoginDeps) {
  const members = createMemberRepo(db)
  // Unknown e-mails are checked against a real hash too, so the answer takes as long
  // as for a wrong password and the timing does not tell who has an account.
  let decoyHash: Promise<string> | undefined
  const decoy = () => (decoyHash ??= hashPassword('decoy-password-1!'))

  async function open(member: MemberProfile, remember: boolean, method: LoginMethod, ip: string): Promise<LoginResult> {
    assertMayLogIn(member)
    const token = await sessions.issue(member.id, remember)
    await createLoginRecordRepo(db).insert(member.id, method, ip, nowIso())
    return { info: { token, user: toSessionUser(member) } }
  }

  return {
    async login({ email, password, remember }: Login, ip: string): Promise<LoginResult> {
      const member = await members.findCredentials(email)
      const valid = await verifyPassword(member?.passwordHash ?? (await decoy()), password)
      if (!member || !valid) throw rejected(LOGIN_MESSAGES.wrongCredentials)
      const { passwordHash: _hash, ...profile } = member
      return open(profile, remember === 1, 'password', ip)
    },

    /**
     * Logs in to the account that confirmed this number. The code proves the caller holds
     * the phone; the confirmation proves the account's owner does too. Without the second,
     * whoever typed a number into a registration form could enter that account.
     */
    async loginSms({ phone, code }: LoginSms, ip: string): Promise<LoginResult> {
      await verification.verify({ purpose: 'sms_login', target: phone, code })
      const member = await members.findByVerifiedTel(phone)
      if (member) return open(member, false, 'sms', ip)
      if (await members.hasUnverifiedTel(phone)) throw rejected(LOGIN_MESSAGES.unverifiedPhone)
      throw rejected(LOGIN_MESSAGES.unknownPhone)
    },
  }
}

export type LoginService = ReturnType<typeof createLoginService>
