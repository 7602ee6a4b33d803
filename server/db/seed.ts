// Demo data for a newcomer's first start: the company's content and, outside
// production, the demo accounts listed in the README. Runs only on an empty database.
import type { Kysely } from 'kysely'
import { hashPassword } from '#server/lib/password.ts'
import { seedDemoCustomers } from '#server/modules/account/account.seed.ts'
import { seedDemoOrders } from '#server/modules/orders/orders.seed.ts'
import { type PlasmidSeedOptions, loadPlasmidCatalogue, seedPlasmids } from '#server/modules/plasmids/plasmid.seed.ts'
import { reindexAll } from '#server/modules/search/search.indexer.ts'
import { nowIso, syncIdSequence } from './dialect.ts'
import type { DB, NewMember } from './schema.ts'
import { seedContent } from './seed/content/index.ts'

export const DEMO_ACCOUNTS = [
  {
    email: 'demo1@example.com',
    password: 'Demo@12345',
    role: 'customer',
    fname: '王',
    lname: '晓明',
    tel: '13800138001',
  },
  {
    email: 'demo2@example.com',
    password: 'Demo@12345',
    role: 'customer',
    fname: '李',
    lname: '静',
    tel: '13800138002',
  },
  {
    email: 'admin@example.com',
    password: 'Admin@12345',
    role: 'admin',
    fname: '管理',
    lname: '员',
    tel: '13800138000',
  },
] as const

const CHUNK = 100

async function insertChunked<T extends keyof DB & string>(db: Kysely<DB>, table: T, rows: readonly object[]) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    // Rows are typed by the seed modules; Kysely's generic insert cannot follow `T` here.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + CHUNK) as never)
      .execute()
  }
}

export async function isDatabaseEmpty(db: Kysely<DB>): Promise<boolean> {
  const row = await db
    .selectFrom('category')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count) === 0
}

export interface SeedOptions {
  demoAccounts: boolean
  /** The plasmid catalogue: GenBank backbones (PLASMID_GENBANK_DIR) and size. */
  plasmids?: PlasmidSeedOptions
}

export async function seedDatabase(db: Kysely<DB>, options: SeedOptions): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false
  const members = options.demoAccounts ? await demoMembers() : []
  const plasmids = await loadPlasmidCatalogue(options.plasmids ?? {})
  await db.transaction().execute(async (trx) => {
    await insertChunked(trx, 'category', seedContent.categories)
    await syncIdSequence(trx, 'category')
    await insertChunked(trx, 'article', seedContent.articles)
    await insertChunked(trx, 'news', seedContent.news)
    await insertChunked(trx, 'job', seedContent.jobs)
    await insertChunked(trx, 'welfare', seedContent.welfare)
    await insertChunked(trx, 'workPlace', seedContent.workPlaces)
    await insertChunked(trx, 'ad', seedContent.ads)
    await insertChunked(trx, 'siteSetting', seedContent.settings)
    await insertChunked(trx, 'contentBlock', seedContent.blocks)
    await insertChunked(trx, 'member', members)
    await seedDemoCustomers(trx, nowIso())
    await seedDemoOrders(trx, nowIso())
    await seedPlasmids(trx, plasmids)
    await reindexAll(trx)
  })
  return true
}

async function demoMembers(): Promise<NewMember[]> {
  const now = nowIso()
  return Promise.all(
    DEMO_ACCOUNTS.map(async ({ password, ...account }) => ({
      ...account,
      passwordHash: await hashPassword(password),
      isActive: 1,
      activateTime: now,
      // The demo customers log in by SMS too (the outbox shows the code).
      telVerified: 1,
      createTime: now,
      updateTime: now,
    })),
  )
}
