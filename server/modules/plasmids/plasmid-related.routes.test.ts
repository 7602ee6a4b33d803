import { describe, expect, it } from 'vitest'
import { EN_LABELS } from '#common/i18n/en-labels.ts'
import { PLASMID_RELATED_MAX, PLASMID_STATUS } from '#common/plasmid-catalogue.ts'
import type { PlasmidListItem, PlasmidRelated } from '#common/schemas/plasmid.ts'
import { seededCatalogueSuite } from '#tests/setup/plasmid-catalogue.ts'
import { post } from '#tests/setup/test-app.ts'
import { COMPANION_RULES, companionsOf } from './related-rules.ts'

const seeded = seededCatalogueSuite()

const related = (id: unknown) => post(seeded.t.app, '/api/v1/plasmid/related', { id })

async function idOf(itemNo: string): Promise<number> {
  const { body } = await post(seeded.t.app, '/api/v1/plasmid/list', { itemNo })
  return (body.data.data as PlasmidListItem[])[0]!.id
}

const vector = (backbone: string) =>
  seeded.catalogue.find((entry) => entry.backbone === backbone && entry.classification === '空载体')!

async function relatedOf(itemNo: string): Promise<PlasmidRelated> {
  const { status, body } = await related(await idOf(itemNo))
  expect(status).toBe(200)
  return body.data as PlasmidRelated
}

const hide = (itemNo: string) =>
  seeded.t.app.db.updateTable('plasmid').set({ status: PLASMID_STATUS.hidden }).where('itemNo', '=', itemNo).execute()

describe('POST /plasmid/related', () => {
  it('慢病毒转移载体：先列包装与包膜质粒，再列相同骨架的质粒（按货号），最多 8 个', async () => {
    const entry = vector('lentiCRISPRv2')
    const list = await relatedOf(entry.itemNo)
    expect(list.slice(0, 2)).toEqual([
      { id: expect.any(Number), name: 'psPAX2', item_no: vector('psPAX2').itemNo, relation: '慢病毒包装质粒' },
      { id: expect.any(Number), name: 'pMD2.G', item_no: vector('pMD2.G').itemNo, relation: 'VSV-G 包膜质粒' },
    ])
    const sameBackbone = seeded.catalogue.filter((e) => e.backbone === 'lentiCRISPRv2' && e.itemNo !== entry.itemNo)
    expect(sameBackbone.length).toBeGreaterThan(PLASMID_RELATED_MAX)
    expect(list).toHaveLength(PLASMID_RELATED_MAX)
    expect(list.slice(2)).toEqual(
      sameBackbone
        .slice(0, PLASMID_RELATED_MAX - 2)
        .map((e) => ({ id: expect.any(Number), name: e.name, item_no: e.itemNo, relation: '相同骨架' })),
    )
  })

  it('载体上的克隆：规则配套质粒之后，相同骨架的空载体排在最前', async () => {
    const clone = seeded.catalogue.find((e) => e.backbone === 'lentiGuide-Puro' && e.classification !== '空载体')!
    const list = await relatedOf(clone.itemNo)
    expect(list.map((e) => [e.name, e.relation])).toEqual(
      expect.arrayContaining([
        ['psPAX2', '慢病毒包装质粒'],
        ['pMD2.G', 'VSV-G 包膜质粒'],
        ['lentiCas9-Blast', 'Cas9 表达质粒'],
      ]),
    )
    expect(list.slice(0, 3).map((e) => e.name)).toEqual(['psPAX2', 'pMD2.G', 'lentiCas9-Blast'])
    expect(list[3]).toMatchObject({ name: 'lentiGuide-Puro', relation: '相同骨架' })
    expect(list.map((e) => e.item_no)).not.toContain(clone.itemNo)
  })

  it('包装质粒互为配套，不列出自己；萤火虫荧光素酶报告载体配海肾内参', async () => {
    expect((await relatedOf(vector('psPAX2').itemNo)).map((e) => e.name)).toEqual(['pMD2.G'])
    const reporter = await relatedOf(vector('pGL3-Basic').itemNo)
    expect(reporter.slice(0, 2).map((e) => [e.name, e.relation])).toEqual([
      ['pRL-TK', '海肾荧光素酶内参质粒'],
      ['pGL3-Control', '阳性对照质粒'],
    ])
  })

  it('规则中目录没有的质粒不列出，上架后列出', async () => {
    const aav = vector('pAAV-MCS')
    expect((await relatedOf(aav.itemNo)).filter((e) => e.relation !== '相同骨架').map((e) => e.name)).toEqual([
      'pHelper',
    ])
    const now = new Date().toISOString()
    await seeded.t.app.db
      .insertInto('plasmid')
      .values({ itemNo: 'ZZ-RC-0001', name: 'pAAV-RC', backbone: 'pAAV-RC', createTime: now, updateTime: now })
      .execute()
    expect((await relatedOf(aav.itemNo)).filter((e) => e.relation !== '相同骨架').map((e) => e.name)).toEqual([
      'pHelper',
      'pAAV-RC',
    ])
  })

  it('隐藏的质粒不作为相关质粒列出；隐藏或不存在的质粒返回 404，id 无效返回 400', async () => {
    const clone = seeded.catalogue.filter((e) => e.backbone === 'lentiGuide-Puro' && e.classification !== '空载体')[1]!
    const before = await relatedOf(clone.itemNo)
    const hiddenSame = before.find((e) => e.relation === '相同骨架')!
    expect(hiddenSame.name).toBe('lentiGuide-Puro')
    await hide(vector('pMD2.G').itemNo)
    await hide(hiddenSame.item_no)
    const after = await relatedOf(clone.itemNo)
    expect(after.map((e) => e.name)).not.toContain('pMD2.G')
    expect(after.map((e) => e.item_no)).not.toContain(hiddenSame.item_no)
    expect(after.slice(0, 2).map((e) => e.name)).toEqual(['psPAX2', 'lentiCas9-Blast'])
    expect(after.slice(2).every((e) => e.relation === '相同骨架')).toBe(true)

    const hidden = await related(hiddenSame.id)
    expect(hidden.status).toBe(404)
    expect(hidden.body.message).toBe('质粒不存在')
    expect((await related(999_999)).status).toBe(404)
    const bad = await related('abc')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('参数 id 无效')
  })
})

describe('companion rules', () => {
  it('match by backbone or by plasmid type, each companion once', () => {
    expect(companionsOf({ backbone: 'lentiGuide-Puro', plasmidType: '慢病毒 sgRNA 载体' }).map((c) => c.name)).toEqual([
      'psPAX2',
      'pMD2.G',
      'lentiCas9-Blast',
    ])
    expect(companionsOf({ backbone: 'pUC19', plasmidType: '克隆载体' })).toEqual([])
  })

  it('every role reads in English too', () => {
    const roles = COMPANION_RULES.flatMap((rule) => rule.companions.map((companion) => companion.role))
    expect(roles.filter((role) => !EN_LABELS[role])).toEqual([])
    expect(EN_LABELS['相同骨架']).toBe('Same backbone')
  })
})
