import type { Kysely } from 'kysely'
import type { DB } from '#server/db/schema.ts'
import type { Booking, ContactMessage, Inquiry } from '#common/schemas/visitor.ts'

/** Where and from whom a submission came, stored with it. */
export interface SubmissionOrigin {
  sourcePage: string
  ip: string
  createTime: string
}

export function createVisitorRepo(db: Kysely<DB>) {
  return {
    async insertBooking(booking: Omit<Booking, 'code' | 'captchaId'>, origin: SubmissionOrigin) {
      const { aid, tid, title, ...rest } = booking
      const row = await db
        .insertInto('booking')
        .values({ ...rest, aid: aid ?? 0, tid: tid ?? 0, productTitle: title, ...origin })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },

    async insertContactMessage(message: ContactMessage, origin: SubmissionOrigin) {
      const row = await db
        .insertInto('contactMessage')
        .values({ ...message, ...origin })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },

    async insertInquiry(inquiry: Inquiry, origin: SubmissionOrigin) {
      const row = await db
        .insertInto('inquiry')
        .values({ ...inquiry, ...origin })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },

    async findSetting(name: string) {
      const row = await db.selectFrom('siteSetting').select('value').where('name', '=', name).executeTakeFirst()
      return row?.value ?? ''
    },
  }
}

export type VisitorRepo = ReturnType<typeof createVisitorRepo>
