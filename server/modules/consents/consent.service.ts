// Consents on record: what registration accepted, the marketing opt-in given or withdrawn
// (from the account form or the 隐私与授权 switch, by the same code), acceptance of a new
// privacy policy version. Each change is a new row with its time and the request's address.
import type { Kysely } from 'kysely'
import { CONSENT_MESSAGES, type ConsentChange, type Consents } from '#common/schemas/consent.ts'
import { nowIso } from '#server/db/dialect.ts'
import type { DB } from '#server/db/schema.ts'
import { AppError, conflict } from '#server/errors.ts'
import { createMemberRepo } from '#server/modules/account/member.repo.ts'
import { createConsentRepo } from './consent.repo.ts'

const asFlag = (value: number) => (value === 1 ? 1 : 0)

/**
 * Sets the member's marketing opt-in (member.is_sendup) and records the change; nothing is
 * recorded when it does not change. Pass the transaction of the surrounding write.
 */
export async function setMarketingConsent(db: Kysely<DB>, memberId: number, granted: 0 | 1, ip: string) {
  const member = await createMemberRepo(db).findById(memberId)
  if (!member || asFlag(member.isSendup) === granted) return
  await createMemberRepo(db).update(memberId, { isSendup: granted })
  await createConsentRepo(db).insert({ memberId, kind: 'marketing', version: null, granted, ip, createTime: nowIso() })
}

/** At registration: the policy version accepted and the marketing choice, as two records. */
export async function recordRegistrationConsents(db: Kysely<DB>, memberId: number, marketing: 0 | 1, ip: string) {
  const consents = createConsentRepo(db)
  const { version } = await consents.currentPolicy()
  const createTime = nowIso()
  await consents.insert({ memberId, kind: 'privacy', version, granted: 1, ip, createTime })
  await consents.insert({ memberId, kind: 'marketing', version: null, granted: marketing, ip, createTime })
}

export function createConsentService(db: Kysely<DB>) {
  const consents = createConsentRepo(db)

  async function list(memberId: number): Promise<Consents> {
    const member = await createMemberRepo(db).findById(memberId)
    // The session was valid a moment ago; a vanished account is a logged-out caller.
    if (!member) throw new AppError('UNAUTHENTICATED')
    const [policy, history] = await Promise.all([consents.currentPolicy(), consents.history(memberId)])
    const accepted = history.find((row) => row.kind === 'privacy' && row.granted === 1)
    const marketing = history.find((row) => row.kind === 'marketing')
    return {
      privacy: {
        current_version: policy.version,
        published_time: policy.publishTime,
        accepted_version: accepted?.version ?? null,
        accepted_time: accepted?.createTime ?? null,
        needs_acceptance: (accepted?.version ?? 0) < policy.version,
      },
      marketing: { granted: asFlag(member.isSendup), time: marketing?.createTime ?? null },
      history: history.map((row) => ({
        kind: row.kind === 'privacy' ? 'privacy' : 'marketing',
        version: row.version,
        granted: asFlag(row.granted),
        ip: row.ip,
        create_time: row.createTime,
      })),
    }
  }

  return {
    list,

    /** Applies the changes asked for, then answers the list. */
    async change(memberId: number, change: ConsentChange, ip: string): Promise<Consents> {
      await db.transaction().execute(async (trx) => {
        if (change.privacy !== undefined) await acceptPolicy(trx, memberId, change.privacy, ip)
        if (change.marketing !== undefined) await setMarketingConsent(trx, memberId, change.marketing, ip)
      })
      return list(memberId)
    },
  }
}

/** Accepting is possible only for the version in force; accepting it again records nothing. */
async function acceptPolicy(db: Kysely<DB>, memberId: number, version: number, ip: string) {
  const consents = createConsentRepo(db)
  if (version !== (await consents.currentPolicy()).version) throw conflict(CONSENT_MESSAGES.staleVersion)
  const latest = await consents.latest(memberId, 'privacy')
  if (latest?.version === version && latest.granted === 1) return
  await consents.insert({ memberId, kind: 'privacy', version, granted: 1, ip, createTime: nowIso() })
}

export type ConsentService = ReturnType<typeof createConsentService>
