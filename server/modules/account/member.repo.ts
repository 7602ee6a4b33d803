import type { Kysely, Updateable } from 'kysely'
import type { DB, MemberTable, NewMember } from '#server/db/schema.ts'

/** Columns of the account as the customer sees and edits it (never the password hash). */
const PROFILE_COLUMNS = [
  'id',
  'email',
  'role',
  'isActive',
  'username',
  'fname',
  'lname',
  'company',
  'department',
  'fapiaoTitle',
  'tel',
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

    findByTel(tel: string) {
      return db.selectFrom('member').select(PROFILE_COLUMNS).where('tel', '=', tel).executeTakeFirst()
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
