// The customer's account page (spec §2 /account, §5 'Account', §7 getMyinfo, upUserInfo,
// setPhone). The mobile number is the SMS login, so it changes only after a code sent to
// the new number confirms it; the login e-mail does not change here.
import type { Kysely } from 'kysely'
import { type Account, PHONE_NOT_CONFIRMED, type SetPhone, type UpdateAccount } from '#common/schemas/account.ts'
import { isUniqueViolation } from '#server/db/constraint-errors.ts'
import type { DB } from '#server/db/schema.ts'
import { AppError, conflict, rejected } from '#server/errors.ts'
import { setMarketingConsent } from '#server/modules/consents/consent.service.ts'
import type { VerificationService } from '#server/modules/verification/verification.service.ts'
import { toAccount } from './account-mapping.ts'
import { createAddressRepo } from './address.repo.ts'
import type { AddressService } from './address.service.ts'
import { type MemberProfile, createMemberRepo } from './member.repo.ts'
import { assertRegion } from './region-check.ts'

export const PROFILE_MESSAGES = {
  updated: '更新成功',
  emailLocked: '登录邮箱不能修改，如需更换请联系客服',
  telTaken: '该手机号已被其他账号使用',
} as const

interface ProfileDeps {
  db: Kysely<DB>
  addresses: Pick<AddressService, 'saveDefault'>
  verification: Pick<VerificationService, 'verify'>
}

export function createProfileService({ db, addresses, verification }: ProfileDeps) {
  const members = createMemberRepo(db)

  async function memberOf(id: number): Promise<MemberProfile> {
    const member = await members.findById(id)
    // The session was valid a moment ago; a vanished account is a logged-out caller.
    if (!member) throw new AppError('UNAUTHENTICATED')
    return member
  }

  async function account(id: number): Promise<Account> {
    return toAccount(await memberOf(id), await createAddressRepo(db).findDefault(id))
  }

  return {
    account,

    /** Saves the /account form; a changed is_sendup is a marketing consent given or withdrawn from `ip`. */
    async update(id: number, input: UpdateAccount, ip: string): Promise<Account> {
      const member = await memberOf(id)
      if (input.email !== member.email)
        throw rejected(PROFILE_MESSAGES.emailLocked, { email: PROFILE_MESSAGES.emailLocked })
      if (input.tel !== member.tel) throw rejected(PHONE_NOT_CONFIRMED, { tel: PHONE_NOT_CONFIRMED })
      assertRegion(input.province_id, input.city_id)
      await db.transaction().execute(async (trx) => {
        await createMemberRepo(trx).update(id, {
          username: input.username,
          fname: input.fname,
          lname: input.lname,
          company: input.company,
          department: input.department,
          fapiaoTitle: input.fapiao_title,
          tel2: input.tel2,
          phone: input.phone,
          phone1: input.phone1,
          piEmail: input.pi_email,
          piFname: input.pi_fname,
          piLname: input.pi_lname,
          road: input.road,
          comCode: input.com_code,
        })
        await setMarketingConsent(trx, id, input.is_sendup, ip)
        await addresses.saveDefault(trx, id, {
          name: input.name,
          company: input.addr_company,
          country: input.country,
          provinceId: input.province_id,
          cityId: input.city_id,
          address: input.address,
          zip: input.zip,
          tel: input.addr_tel,
          tel2: input.addr_tel2,
        })
      })
      return account(id)
    },

    /**
     * Confirms a mobile number (a new one, or the one given at registration) with the code
     * sent to it, then makes it the account's SMS login. Another account that confirmed the
     * same number keeps it; unconfirmed mentions of it elsewhere do not count.
     */
    async setPhone(id: number, { phone, smscode }: SetPhone): Promise<{ tel: string }> {
      await verification.verify({ purpose: 'sms_phone', target: phone, code: smscode })
      const owner = await members.findByVerifiedTel(phone)
      if (owner && owner.id !== id) throw conflict(PROFILE_MESSAGES.telTaken)
      try {
        await members.update(id, { tel: phone, telVerified: 1 })
      } catch (error) {
        // Another account confirmed the number between the check and this write.
        if (isUniqueViolation(error)) throw conflict(PROFILE_MESSAGES.telTaken)
        throw error
      }
      return { tel: phone }
    },
  }
}

export type ProfileService = ReturnType<typeof createProfileService>
