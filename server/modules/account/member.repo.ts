import type { Kysely, Updateable } from 'kysely'
import type { DB, MemberTable, NewMember } from '#server/db/schema.ts'

/** Columns of the account as the customer sees and edits it (never the password hash). */
export const PROFILE_COLUMNS = [
  'id',
  'email',
  'isActive',
  'activateTime',
  'username',
  'fname',
  'lname',
  'company',
  'department',
  'fapiaoTitle',
  'tel',
  'telVerified',
  'tel2',
  'phone1',
  'phone',
  'piEmail',
  'piFname',
  'piLname',
  'road',
  'isSendup',
  'comCode',
] as const

/** member rows. E-mails are stored lower-case, so lookups compare exactly. */
export function createMemberRepo(db: Kysely<DB>) {
  return {
    findById(id: number) {
      return db.selectFrom('member').select(PROFILE_COLUMNS).where('id', '=', id).executeTakeFirst()
    },

    findByEmail(email: string) {
      return db.selectFrom('member').select(PROFILE_COLUMNS).where('email', '=', email).executeTakeFirst()
    },

    /**
     * The account that confirmed this mobile number: the only account the number logs in to
     * or is held by (an unconfirmed number on a registration blocks nobody). Only an
     * activated account can confirm a number; a unique index keeps it to one account.
     */
    findByVerifiedTel(tel: string) {
      return db
        .selectFrom('member')
        .select(PROFILE_COLUMNS)
        .where('tel', '=', tel)
        .where('telVerified', '=', 1)
        .executeTakeFirst()
    },

    /** Whether some account lists this number without having confirmed it. */
    async hasUnverifiedTel(tel: string): Promise<boolean> {
      const row = await db
        .selectFrom('member')
        .select('id')
        .where('tel', '=', tel)
        .where('telVerified', '=', 0)
        .limit(1)
        .executeTakeFirst()
      return row !== undefined
    },

    /** For password login only: the one query that reads the hash. */
    findCredentials(email: string) {
      return db
        .selectFrom('member')
        .select([...PROFILE_COLUMNS, 'passwordHash'])
        .where('email', '=', email)
        .executeTakeFirst()
    },

    async insert(row: NewMember): Promise<number> {
      const inserted = await db.insertInto('member').values(row).returning('id').executeTakeFirstOrThrow()
      return inserted.id
    },

    /**
     * Registrations never activated, made before `madeBefore`, none of whose activation links
     * is still valid at `now` (the customer never proved the address): they hold nothing and
     * are deleted with their links and consents.
     */
    async deleteAbandonedRegistrations(now: string, madeBefore: string): Promise<number> {
      const result = await db
        .deleteFrom('member')
        .where('isActive', '=', 0)
        .where('activateTime', 'is', null)
        // A deleted account's emptied row holds the orders kept for the company's records.
        .where('deletedTime', 'is', null)
        .where('createTime', '<', madeBefore)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('activationToken')
                .select('activationToken.id')
                .whereRef('activationToken.memberId', '=', 'member.id')
                .where('activationToken.expiresAt', '>', now),
            ),
          ),
        )
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },

    async update(id: number, changes: Omit<Updateable<MemberTable>, 'id'>) {
      await db
        .updateTable('member')
        .set({ ...changes, updateTime: new Date().toISOString() })
        .where('id', '=', id)
        .execute()
    },
  }
}

type MemberRepo = ReturnType<typeof createMemberRepo>
export type MemberProfile = NonNullable<Awaited<ReturnType<MemberRepo['findById']>>>
