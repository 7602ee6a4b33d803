// How long personal data and one-time secrets are kept once they have served their purpose
// (PIPL Art. 19): each period is defined here once, and docs/privacy.md cites this file.
// The periodic purge (server/modules/verification/purge-expired.ts) applies them.

const HOUR_MS = 60 * 60_000
export const DAY_MS = 24 * HOUR_MS

export const RETENTION = {
  /**
   * A registration never activated is removed a week after it was made (once no activation
   * link of it is still valid): long enough to hear 激活链接已过期 and ask for a new link.
   */
  unactivatedRegistrationMs: 7 * DAY_MS,
  /** Used and expired activation links of activated accounts: a week past their expiry. */
  activationLinkMs: 7 * DAY_MS,
  /**
   * One-time codes: an hour past expiry, so a late try still hears 验证码已过期 rather than
   * 请先获取验证码.
   */
  verificationCodeMs: HOUR_MS,
  /** Login sessions and captcha challenges: at their expiry. */
  sessionMs: 0,
  /** Login records (time and address): 180 days. */
  loginRecordMs: 180 * DAY_MS,
} as const
