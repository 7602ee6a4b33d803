import type { Kysely } from 'kysely'
import type { AboutCounters, ContentBlockInput } from '#common/schemas/admin-content.ts'
import { ABOUT_COUNTERS } from '#common/schemas/cms.ts'
import type { DB } from '#server/db/schema.ts'
import { atomically } from '#server/db/transaction.ts'
import { notFound, rejected } from '#server/errors.ts'
import { sanitizeHtml } from '#server/lib/sanitize-html.ts'

export const UNKNOWN_SETTING = '没有这个设置项'

export function createSiteTextsService(db: Kysely<DB>) {
  const findBlock = (trx: Kysely<DB>, key: string) =>
    trx
      .selectFrom('contentBlock')
      .select(['key', 'title', 'body', 'litpic', 'sort'])
      .where('key', '=', key)
      .executeTakeFirst()

  const readSettings = async (trx: Kysely<DB>) =>
    Object.fromEntries(
      (await trx.selectFrom('siteSetting').select(['name', 'value']).orderBy('name').execute()).map((row) => [
        row.name,
        row.value,
      ]),
    )

  return {
    blocks: () =>
      db.selectFrom('contentBlock').select(['key', 'title', 'body', 'litpic', 'sort']).orderBy('sort').execute(),

    updateBlock(key: string, input: ContentBlockInput) {
      return atomically(db, async (trx) => {
        const before = await findBlock(trx, key)
        if (!before) throw notFound('页面文字不存在')
        await trx
          .updateTable('contentBlock')
          .set({ ...input, body: sanitizeHtml(input.body) })
          .where('key', '=', key)
          .execute()
        const after = await findBlock(trx, key)
        if (!after) throw notFound('页面文字不存在')
        return { before, after }
      })
    },

    settings: () => readSettings(db),

    async aboutCounters(): Promise<AboutCounters> {
      const values = await readSettings(db)
      return Object.fromEntries(ABOUT_COUNTERS.map((key) => [key, Number(values[key] ?? 0) || 0])) as AboutCounters
    },

    /** Changes the given settings; a name the site does not have is refused, nothing is saved then. */
    updateSettings(values: Record<string, string>) {
      return atomically(db, async (trx) => {
        const current = await readSettings(trx)
        const unknown = Object.keys(values).filter((name) => !(name in current))
        if (unknown.length > 0) throw rejected(`${UNKNOWN_SETTING}：${unknown.join(', ')}`)
        const before: Record<string, string> = {}
        for (const [name, value] of Object.entries(values)) {
          before[name] = current[name] ?? ''
          await trx.updateTable('siteSetting').set({ value }).where('name', '=', name).execute()
        }
        return { before, after: values }
      })
    },
  }
}
