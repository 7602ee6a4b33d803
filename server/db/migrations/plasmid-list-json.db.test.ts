import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type PlasmidListItem, PlasmidListItemSchema } from '#common/schemas/plasmid.ts'
import { nowIso } from '#server/db/dialect.ts'
import { createMigrator, migrateToLatest } from '#server/db/migrate.ts'
import type { NewPlasmid } from '#server/db/schema.ts'
import { type TestDatabase, createTestDatabase } from '#tests/setup/test-database.ts'

const PREVIOUS_MIGRATION = '202611230200_plasmid_list_index_with_id'

let t: TestDatabase
beforeAll(async () => {
  t = await createTestDatabase()
})
afterAll(() => t.drop())

const db = () => t.database.db

const plasmid = (itemNo: string, overrides: Partial<NewPlasmid> = {}): NewPlasmid => ({
  itemNo,
  name: `pLKO.1-puro ${itemNo}`,
  plasmidHost: '哺乳动物细胞',
  plasmidUsage: 'shRNA',
  plasmidFragmentType: 'shRNA',
  plasmidFragmentSpecies: '人',
  plasmidNuclearResistance: '氨苄青霉素 (Amp)',
  plasmidEukaryoticResistance: '嘌呤霉素 (Puromycin)',
  plasmidFluorescentMarker: '无',
  createTime: nowIso(),
  updateTime: nowIso(),
  ...overrides,
})

async function insert(row: NewPlasmid): Promise<number> {
  const { id } = await db().insertInto('plasmid').values(row).returning('id').executeTakeFirstOrThrow()
  return id
}

/** The list entry as the API must show it, in the schema's field order. */
async function expectedEntry(id: number): Promise<PlasmidListItem> {
  const row = await db().selectFrom('plasmid').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  return PlasmidListItemSchema.parse({ ...row, plasmidSpecies: row.plasmidFragmentSpecies })
}

async function storedEntry(id: number): Promise<string> {
  const row = await db().selectFrom('plasmid').select('listJson').where('id', '=', id).executeTakeFirstOrThrow()
  return row.listJson
}

describe('plasmid.list_json', () => {
  it('an inserted row gets its list entry: compact JSON, byte for byte what JSON.stringify writes', async () => {
    const id = await insert(
      plasmid('LJ-0001', {
        name: 'pX330 "Cas9" \\ 反斜杠\t制表\n换行 \u0001 😀 </script>',
        plasmidFragmentSpecies: '小鼠',
      }),
    )
    const entry = await storedEntry(id)
    expect(entry).toBe(JSON.stringify(await expectedEntry(id)))
    expect(Object.keys(JSON.parse(entry))).toEqual(Object.keys(PlasmidListItemSchema.shape))
    expect(JSON.parse(entry)).toMatchObject({ itemNo: 'LJ-0001', plasmidSpecies: '小鼠' })
  })

  it('an update of a listed column rewrites the entry; other columns leave it as it was', async () => {
    const id = await insert(plasmid('LJ-0002'))
    await db()
      .updateTable('plasmid')
      .set({ name: 'pLKO.1-hygro', plasmidEukaryoticResistance: '潮霉素 (Hygromycin)' })
      .where('id', '=', id)
      .execute()
    const renamed = await storedEntry(id)
    expect(JSON.parse(renamed)).toMatchObject({
      name: 'pLKO.1-hygro',
      plasmidEukaryoticResistance: '潮霉素 (Hygromycin)',
    })
    expect(renamed).toBe(JSON.stringify(await expectedEntry(id)))

    await db().updateTable('plasmid').set({ remark: '仅供科研使用', price: 1200 }).where('id', '=', id).execute()
    expect(await storedEntry(id)).toBe(renamed)
  })

  it('the migration fills in the rows already there; its down removes the column and the triggers', async () => {
    const migrator = await createMigrator(db())
    const down = await migrator.migrateTo(PREVIOUS_MIGRATION)
    expect(down.error).toBeUndefined()
    await expect(db().selectFrom('plasmid').select('listJson').execute()).rejects.toThrow(/list_json/)

    // Without the column, inserts and updates still work: no trigger refers to it.
    const id = await insert(plasmid('LJ-0003'))
    await db().updateTable('plasmid').set({ name: 'pLKO.1-neo' }).where('id', '=', id).execute()

    await migrateToLatest(db())
    const rows = await db().selectFrom('plasmid').select(['id', 'listJson']).execute()
    expect(rows.length).toBe(3)
    for (const row of rows) expect(row.listJson).toBe(JSON.stringify(await expectedEntry(row.id)))
  })
})
