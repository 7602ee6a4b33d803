// Whether an account may log in, and what its owner is told when not. An account never
// activated is pointed to its activation e-mail; one that staff deactivated (active once,
// so it has an activation time) is told so: no e-mail would help its owner.
import { AppError } from '#server/errors.ts'
import type { MemberProfile } from './member.repo.ts'

export const ACCOUNT_STATUS_MESSAGES = {
  /** The login page offers to resend the activation e-mail on this answer (STATE_CONFLICT). */
  notActivated: '账号尚未激活，请点击激活邮件中的链接完成激活',
  deactivated: '账号已停用，如有疑问请联系我们',
} as const

type AccountStatus = Pick<MemberProfile, 'isActive' | 'activateTime'>

const isDeactivated = (member: AccountStatus) => !member.isActive && member.activateTime !== null

/** The refusal of a deactivated account; FORBIDDEN, so no page offers an activation e-mail. */
const deactivated = () => new AppError('FORBIDDEN', ACCOUNT_STATUS_MESSAGES.deactivated)

/** Throws unless the account may log in. */
export function assertMayLogIn(member: AccountStatus): void {
  if (member.isActive) return
  if (isDeactivated(member)) throw deactivated()
  throw new AppError('STATE_CONFLICT', ACCOUNT_STATUS_MESSAGES.notActivated)
}

/** Throws when the account exists and staff deactivated it: codes and resets are refused. */
export function refuseDeactivated(member: AccountStatus | undefined): void {
  if (member && isDeactivated(member)) throw deactivated()
}
