import type { Kysely } from 'kysely'
import type { DB } from '#server/db/schema.ts'

type CaptchaKind = 'image' | 'slider'

/**
 * captcha_challenge rows. Every state change is one conditional UPDATE whose affected
 * row count decides, so concurrent requests cannot both use the same try or pass.
 */
export function createCaptchaRepo(db: Kysely<DB>) {
  return {
    async insert(row: { id: string; kind: CaptchaKind; answer: string; expiresAt: string; createTime: string }) {
      await db.insertInto('captchaChallenge').values(row).execute()
    },

    /** Uses up an unexpired image captcha (one try only) and returns its answer. */
    async burnImage(id: string, now: string): Promise<string | undefined> {
      const row = await db
        .updateTable('captchaChallenge')
        .set((eb) => ({ consumedAt: now, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('kind', '=', 'image')
        .where('consumedAt', 'is', null)
        .where('expiresAt', '>', now)
        .returning('answer')
        .executeTakeFirst()
      return row?.answer
    },

    /** Counts one try on a slider not yet passed; undefined when it has none left or expired. */
    async takeSliderTry(id: string, now: string, maxTries: number): Promise<string | undefined> {
      const row = await db
        .updateTable('captchaChallenge')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('kind', '=', 'slider')
        .where('passedAt', 'is', null)
        .where('attempts', '<', maxTries)
        .where('expiresAt', '>', now)
        .returning('answer')
        .executeTakeFirst()
      return row?.answer
    },

    /** Records the pass; the form must then be sent before `expiresAt`. */
    async markPassed(id: string, now: string, expiresAt: string): Promise<boolean> {
      const result = await db
        .updateTable('captchaChallenge')
        .set({ passedAt: now, expiresAt })
        .where('id', '=', id)
        .where('passedAt', 'is', null)
        .executeTakeFirst()
      return result.numUpdatedRows === 1n
    },

    async consumePassedSlider(id: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('captchaChallenge')
        .set({ consumedAt: now })
        .where('id', '=', id)
        .where('kind', '=', 'slider')
        .where('passedAt', 'is not', null)
        .where('consumedAt', 'is', null)
        .where('expiresAt', '>', now)
        .executeTakeFirst()
      return result.numUpdatedRows === 1n
    },

    async deleteExpiredBefore(cutoff: string): Promise<number> {
      const result = await db.deleteFrom('captchaChallenge').where('expiresAt', '<', cutoff).executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}

export type CaptchaRepo = ReturnType<typeof createCaptchaRepo>
