// The category tree as editors shape it. A category's molds decide its articles' public
// URLs, so saving one re-indexes its articles for search.
import type { Kysely } from 'kysely'
import type { AdminCategory, CategoryInput, CategoryReorder, CategoryTreeNode } from '#common/schemas/admin-content.ts'
import type { DB } from '#server/db/schema.ts'
import { atomically } from '#server/db/transaction.ts'
import { conflict, notFound, rejected } from '#server/errors.ts'
import { sanitizeHtml } from '#server/lib/sanitize-html.ts'
import { refreshDocuments } from '#server/modules/search/search.indexer.ts'

export const CATEGORY_MESSAGES = {
  notFound: '栏目不存在',
  parentMissing: '上级栏目不存在',
  cycle: '不能把栏目移到它自己或它的下级栏目之下',
  hasChildren: '该栏目下还有子栏目，请先移走或删除子栏目',
  hasContent: '该栏目下还有文章或新闻，请先移走或删除内容',
} as const

/** Where a category sits: what a reorder changes. */
type CategoryPlace = Pick<AdminCategory, 'id' | 'pid' | 'sort'>

const COLUMNS = [
  'id',
  'pid',
  'catname',
  'encatname',
  'molds',
  'type',
  'gourl',
  'trait',
  'litpicm',
  'orderType',
  'description',
  'body',
  'youshi',
  'sort',
  'seoTitle',
  'seoKeywords',
  'seoDescription',
] as const

const sanitized = (input: CategoryInput): CategoryInput => ({
  ...input,
  body: sanitizeHtml(input.body),
  youshi: sanitizeHtml(input.youshi),
})

export function createCategoriesService(db: Kysely<DB>) {
  const all = (trx: Kysely<DB>) => trx.selectFrom('category').select(COLUMNS).orderBy('sort').orderBy('id').execute()

  async function findOrFail(trx: Kysely<DB>, id: number): Promise<AdminCategory> {
    const row = await trx.selectFrom('category').select(COLUMNS).where('id', '=', id).executeTakeFirst()
    if (!row) throw notFound(CATEGORY_MESSAGES.notFound)
    return row as AdminCategory
  }

  /** The parent must exist and must not be the category itself or one of its descendants. */
  async function checkParent(trx: Kysely<DB>, id: number | undefined, pid: number) {
    if (pid === 0) return
    const rows = await all(trx)
    const parentOf = new Map(rows.map((row) => [row.id, row.pid]))
    if (!parentOf.has(pid)) throw rejected(CATEGORY_MESSAGES.parentMissing, { pid: CATEGORY_MESSAGES.parentMissing })
    for (let current: number | undefined = pid; current; current = parentOf.get(current)) {
      if (current === id) throw rejected(CATEGORY_MESSAGES.cycle, { pid: CATEGORY_MESSAGES.cycle })
    }
  }

  async function reindexArticlesOf(trx: Kysely<DB>, tid: number) {
    const articles = await trx.selectFrom('article').select('id').where('tid', '=', tid).execute()
    await refreshDocuments(
      trx,
      'article',
      articles.map((row) => row.id),
    )
  }

  async function counts(trx: Kysely<DB>, table: 'article' | 'news') {
    const rows = await trx
      .selectFrom(table)
      .select(['tid', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('tid')
      .execute()
    return new Map(rows.map((row) => [row.tid, Number(row.count)]))
  }

  return {
    /** Every category with all its fields and how much content it holds, as a tree. */
    async tree(): Promise<CategoryTreeNode[]> {
      const [rows, articles, news] = await Promise.all([all(db), counts(db, 'article'), counts(db, 'news')])
      const nodes = new Map<number, CategoryTreeNode>(
        rows.map((row) => [
          row.id,
          {
            ...(row as AdminCategory),
            articleCount: articles.get(row.id) ?? 0,
            newsCount: news.get(row.id) ?? 0,
            children: [],
          },
        ]),
      )
      const roots: CategoryTreeNode[] = []
      for (const node of nodes.values()) {
        const parent = nodes.get(node.pid)
        if (parent) parent.children.push(node)
        else roots.push(node)
      }
      return roots
    },

    read: (id: number) => findOrFail(db, id),

    create(input: CategoryInput): Promise<AdminCategory> {
      return atomically(db, async (trx) => {
        await checkParent(trx, undefined, input.pid)
        const { id } = await trx
          .insertInto('category')
          .values(sanitized(input))
          .returning('id')
          .executeTakeFirstOrThrow()
        return findOrFail(trx, id)
      })
    },

    update(id: number, input: CategoryInput): Promise<{ before: AdminCategory; after: AdminCategory }> {
      return atomically(db, async (trx) => {
        const before = await findOrFail(trx, id)
        await checkParent(trx, id, input.pid)
        await trx.updateTable('category').set(sanitized(input)).where('id', '=', id).execute()
        await reindexArticlesOf(trx, id)
        return { before, after: await findOrFail(trx, id) }
      })
    },

    /** Puts the categories under `pid` in the given order (sort 1, 2, …); returns their places before and after. */
    reorder({ pid, ids }: CategoryReorder): Promise<{ before: CategoryPlace[]; after: CategoryPlace[] }> {
      return atomically(db, async (trx) => {
        const before: CategoryPlace[] = []
        for (const id of ids) {
          const category = await findOrFail(trx, id)
          await checkParent(trx, id, pid)
          before.push({ id, pid: category.pid, sort: category.sort })
        }
        const after = ids.map((id, index) => ({ id, pid, sort: index + 1 }))
        for (const { id, sort } of after) {
          await trx.updateTable('category').set({ pid, sort }).where('id', '=', id).execute()
        }
        return { before, after }
      })
    },

    /** Deletes an empty category; one with children or content is refused. */
    remove(id: number): Promise<AdminCategory> {
      return atomically(db, async (trx) => {
        const before = await findOrFail(trx, id)
        const child = await trx.selectFrom('category').select('id').where('pid', '=', id).executeTakeFirst()
        if (child) throw conflict(CATEGORY_MESSAGES.hasChildren)
        const article = await trx.selectFrom('article').select('id').where('tid', '=', id).executeTakeFirst()
        const news = await trx.selectFrom('news').select('id').where('tid', '=', id).executeTakeFirst()
        if (article || news) throw conflict(CATEGORY_MESSAGES.hasContent)
        await trx.deleteFrom('category').where('id', '=', id).execute()
        return before
      })
    },
  }
}
