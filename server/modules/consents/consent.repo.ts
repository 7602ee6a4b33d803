import type { Insertable, Kysely } from 'kysely'
import type { ConsentKind } from '#common/schemas/consent.ts'
import type { DB, MemberConsentTable } from '#server/db/schema.ts'

/** member_consent rows (appended, never edited) and the privacy policy's versions. */
export function createConsentRepo(db: Kysely<DB>) {
  const consentsOf = (memberId: number) =>
    db
      .selectFrom('memberConsent')
      .select(['kind', 'version', 'granted', 'ip', 'createTime'])
      .where('memberId', '=', memberId)
      .orderBy('id', 'desc')
  const versionsNewestFirst = () =>
    db.selectFrom('privacyPolicyVersion').select(['version', 'publishTime']).orderBy('version', 'desc')

  return {
    async insert(row: Insertable<MemberConsentTable>): Promise<void> {
      await db.insertInto('memberConsent').values(row).execute()
    },

    /** The member's consents, newest first. */
    history: (memberId: number) => consentsOf(memberId).execute(),

    latest: (memberId: number, kind: ConsentKind) =>
      consentsOf(memberId).where('kind', '=', kind).limit(1).executeTakeFirst(),

    /** The policy in force: the latest published version (the first is made by the migration). */
    currentPolicy: () => versionsNewestFirst().limit(1).executeTakeFirstOrThrow(),

    policyVersions: () => versionsNewestFirst().execute(),

    async publishPolicy(version: number, publishTime: string) {
      await db.insertInto('privacyPolicyVersion').values({ version, publishTime }).execute()
      return { version, publishTime }
    },
  }
}
