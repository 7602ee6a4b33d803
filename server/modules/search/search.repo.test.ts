// The search index without the app: the migration's dialect-specific index, and a
// correctness check over ~10,000 synthetic documents (no timing assertions).
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestDatabase, createTestDatabase } from '#tests/setup/test-database.ts'
import { indexDocuments, removeDocuments } from './search.indexer.ts'
import { type SearchDocumentInput, createSearchRepo } from './search.repo.ts'
import { createSearchService } from './search.service.ts'

let t: TestDatabase
beforeAll(async () => {
  t = await createTestDatabase()
})
afterAll(() => t.drop())

const DOCUMENTS = 10_000
const FILLER = '细胞培养与传代记录，样本运输与保存说明。'

/** Every 7th document mentions 质粒载体 in its text, every 70th also in its title; every 11th mentions Cas9. */
function syntheticDocument(index: number): SearchDocumentInput {
  const text = [FILLER, index % 7 === 0 ? '使用质粒载体表达' : '', index % 11 === 0 ? 'Cas9 蛋白' : '', `编号 ${index}`]
  return {
    kind: 'plasmid',
    refId: index,
    title: index % 70 === 0 ? `质粒载体 ${index}` : `合成文档 ${index}`,
    bodyText: text.filter(Boolean).join(' '),
    url: `/plasmidPlatformDetail?listId=${index}`,
    sortTime: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
  }
}

const count = (predicate: (index: number) => boolean) =>
  Array.from({ length: DOCUMENTS }, (_, index) => index + 1).filter(predicate).length

describe('migration', () => {
  it('creates the trigram index of the dialect', async () => {
    if (t.database.dialect === 'sqlite') {
      const { rows } = await sql<{ name: string }>`
        select name from sqlite_master where name like 'search_document_fts%' and type in ('table', 'trigger') order by name
      `.execute(t.database.db)
      expect(rows.map((row) => row.name)).toEqual(
        expect.arrayContaining([
          'search_document_fts',
          'search_document_fts_delete',
          'search_document_fts_insert',
          'search_document_fts_update',
        ]),
      )
    } else {
      // The definition is read only for this schema's rows: in a condition, PostgreSQL may
      // render it for other schemas' indexes too, and fail on one another test is dropping.
      const { rows } = await sql<{ indexname: string; indexdef: string }>`
        select indexname, indexdef from pg_indexes
        where schemaname = current_schema() and tablename = 'search_document' order by indexname
      `.execute(t.database.db)
      expect(rows.filter((row) => row.indexdef.includes('gin_trgm_ops')).map((row) => row.indexname)).toEqual([
        'search_document_body_text_trgm',
        'search_document_title_trgm',
      ])
    }
  })
})

describe('10,000 documents', () => {
  const service = () => createSearchService(createSearchRepo(t.database.db))

  beforeAll(async () => {
    await indexDocuments(
      t.database.db,
      Array.from({ length: DOCUMENTS }, (_, index) => syntheticDocument(index + 1)),
    )
  })

  it('counts and ranks matches of a 4-character term', async () => {
    const page = (page: number) => service().search({ keywords: '质粒载体', keywords2: '', page, size: 50 })
    const [first, third] = [await page(0), await page(2)]
    expect(first.total).toBe(count((index) => index % 7 === 0))
    expect(third.total).toBe(first.total)
    // Title matches (every 70th document, 142 of them) first, newest (highest index) first;
    // then body-only matches, newest first.
    const titled = Array.from(
      { length: Math.floor(DOCUMENTS / 70) },
      (_, index) => DOCUMENTS - (DOCUMENTS % 70) - index * 70,
    )
    expect(first.data.map((item) => item.ref_id)).toEqual(titled.slice(0, 50))
    const rest = titled.slice(100)
    expect(third.data.slice(0, rest.length).map((item) => item.ref_id)).toEqual(rest)
    const newestBodyOnly = DOCUMENTS - (DOCUMENTS % 7)
    expect(third.data[rest.length]).toMatchObject({ ref_id: newestBodyOnly, title: `合成文档 ${newestBodyOnly}` })
    expect(third.data[rest.length]!.descriptionHtml).toContain('<mark>质粒载体</mark>')
  })

  it('matches 2-character terms and combines terms with AND', async () => {
    expect((await service().search({ keywords: '载体', keywords2: '', page: 0, size: 5 })).total).toBe(
      count((index) => index % 7 === 0),
    )
    expect((await service().search({ keywords: '质粒载体', keywords2: 'cas9', page: 0, size: 5 })).total).toBe(
      count((index) => index % 77 === 0),
    )
  })

  it('pages through the last page', async () => {
    const total = count((index) => index % 11 === 0)
    const lastPage = Math.floor((total - 1) / 50)
    const { data } = await service().search({ keywords: 'Cas9', keywords2: '', page: lastPage, size: 50 })
    expect(data).toHaveLength(total - lastPage * 50)
  })

  it('follows updates and removals', async () => {
    await indexDocuments(t.database.db, [{ ...syntheticDocument(1), bodyText: '改为质粒载体' }])
    await removeDocuments(t.database.db, 'plasmid', [7, 14])
    const { total } = await service().search({ keywords: '质粒载体', keywords2: '', page: 0, size: 5 })
    expect(total).toBe(count((index) => index % 7 === 0) - 2 + 1)
  })
})
