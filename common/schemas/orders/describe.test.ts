import { describe, expect, it } from 'vitest'
import { ENGLISH } from '#common/i18n/english.ts'
import { provideEnglish, translateLabel } from '#common/i18n/translate.ts'
import { AMPLICON_FORM_DEFAULTS, AMPLICON_TYPE, AmpliconSampleFormSchema } from './amplicon.ts'
import { CELL_LINE_FORM_DEFAULTS, CELL_LINE_TYPE, CellLineFormSchema } from './cell-line.ts'
import {
  type OrderTypeDescription,
  defaultsOf,
  exportColumnsOf,
  formOrder,
  isOnDetail,
  isShown,
  shownValue,
} from './describe.ts'
import { GUIDE_SEQ_FORM_DEFAULTS, GUIDE_SEQ_TYPE, GuideSeqSampleFormSchema } from './guide-seq.ts'
import { ANSWER, CELL_SERVICE_TYPE, COPY_TYPE, NUCLEASE, SAMPLE_TYPE, SPECIES } from './options.ts'

provideEnglish(ENGLISH)

const HAN = /\p{Script=Han}/u
const TYPES: [string, OrderTypeDescription, { shape: Record<string, unknown> }][] = [
  ['GUIDE-seq', GUIDE_SEQ_TYPE, GuideSeqSampleFormSchema.in],
  ['扩增子', AMPLICON_TYPE, AmpliconSampleFormSchema.in],
  ['细胞株', CELL_LINE_TYPE, CellLineFormSchema.in],
]
const formKeys = (type: OrderTypeDescription) => formOrder(type.form)

describe.each(TYPES)('%s 的描述', (_name, type, schema) => {
  const fields = Object.entries(type.fields)

  it('每个字段都有中文与英文名称，英文界面显示它的英文名称', () => {
    for (const [key, field] of fields) {
      expect(field.label, key).toMatch(HAN)
      expect(field.en, key).not.toMatch(HAN)
      expect(translateLabel(field.label, 'en'), key).toBe(field.en)
    }
  })

  it('表单的 zod 字段与描述的字段一致，顺序相同', () => {
    expect(Object.keys(schema.shape)).toEqual(Object.keys(type.fields))
  })

  it('每个字段在表单上出现一次；详情页只列出描述中的字段，每个一次', () => {
    const form = formKeys(type)
    expect(form.toSorted()).toEqual(Object.keys(type.fields).toSorted())
    expect(new Set(type.detail).size).toBe(type.detail.length)
    const onDetail = fields.filter(([, field]) => field.detail !== false).map(([key]) => key)
    expect(type.detail.toSorted()).toEqual(onDetail.toSorted())
  })

  it('列表的列都是描述中有列表位置的字段，名称列在最前', () => {
    expect(type.list[0]).toBe('name')
    for (const key of type.list) expect(type.fields[key]?.list, key).toBeDefined()
    const placed = fields.filter(([, field]) => field.list).map(([key]) => key)
    expect(type.list.toSorted()).toEqual(placed.toSorted())
  })

  it('导出表的列是有导出位置的字段，按详情页的顺序；有导出位置的字段都在详情页上', () => {
    const columns = exportColumnsOf(type).map((column) => column.key)
    expect(columns).toEqual(type.detail.filter((key) => columns.includes(key)))
    const placed = fields.filter(([, field]) => field.export).map(([key]) => key)
    expect(columns.toSorted()).toEqual(placed.toSorted())
  })

  it('选项字段列出选项，默认值是其中之一', () => {
    for (const [key, field] of fields) {
      if (field.kind !== 'choice' && field.kind !== 'flag') continue
      expect(field.options?.length, key).toBeGreaterThan(1)
      if ('default' in field)
        expect(
          field.options?.map((option) => option.value),
          key,
        ).toContain(field.default)
    }
  })
})

describe('默认值来自描述', () => {
  it('新表单的初始值就是各字段的默认值（样本表单另带订单类型）', () => {
    const { leixing: guide, ...guideDefaults } = GUIDE_SEQ_FORM_DEFAULTS
    const { leixing: amplicon, ...ampliconDefaults } = AMPLICON_FORM_DEFAULTS
    expect([guide, amplicon]).toEqual([1, 2])
    expect(guideDefaults).toEqual(defaultsOf(GUIDE_SEQ_TYPE.fields))
    expect(ampliconDefaults).toEqual(defaultsOf(AMPLICON_TYPE.fields))
    expect(CELL_LINE_FORM_DEFAULTS).toEqual(defaultsOf(CELL_LINE_TYPE.fields))
    expect(GUIDE_SEQ_FORM_DEFAULTS).toMatchObject({ xulie: [''], cuopei_fazhi: 6, tudian_fazhi: 1, is_odn: 0 })
  })
})

describe('字段的显示条件', () => {
  const { fields: sample } = AMPLICON_TYPE
  const { fields: cell } = CELL_LINE_TYPE

  it('DNA 样本才问溶解介质、浓度与体积；含 EDTA 时才问 EDTA 浓度', () => {
    const dna = { ...AMPLICON_FORM_DEFAULTS }
    expect(isShown(sample.nongdu, dna)).toBe(true)
    expect(isShown(sample.edta_nongdu, dna)).toBe(false)
    expect(isShown(sample.edta_nongdu, { ...dna, is_edta: 1 })).toBe(true)
    expect(isShown(sample.jiezhi, { ...dna, type: SAMPLE_TYPE.CELL_PELLET })).toBe(false)
    expect(isShown(sample.edta_nongdu, { ...dna, type: SAMPLE_TYPE.CELL_PELLET, is_edta: 1 })).toBe(false)
  })

  it('SpCas9 与 AsCpf1 锁定编辑位点距离与窗口，其他核酸酶可填写', () => {
    expect(sample.weidian_juli.disabled({ hexuanmei: NUCLEASE.SPCAS9 })).toBe(true)
    expect(sample.chuangkou_size.disabled({ hexuanmei: NUCLEASE.ASCPF1 })).toBe(true)
    expect(sample.weidian_juli.disabled({ hexuanmei: NUCLEASE.OTHER })).toBe(false)
  })

  it('详情页：对照组没有 sgRNA 行，未填写实验名称时不显示，备注开关本身不显示', () => {
    expect(isOnDetail(GUIDE_SEQ_TYPE.fields.xulie, { xulie: '' })).toBe(false)
    expect(isOnDetail(GUIDE_SEQ_TYPE.fields.xulie, { xulie: 'A,B' })).toBe(true)
    expect(isOnDetail(sample.shiyan_name, { shiyan_name: '' })).toBe(false)
    expect(isOnDetail(sample.is_remark, { is_remark: 1 })).toBe(false)
  })

  it('细胞株：基因敲入才问定点敲入；多拷贝才问拷贝数；不确定时不要证明文件', () => {
    expect(isShown(cell.is_dingdian, { leixing: CELL_SERVICE_TYPE.KNOCK_IN })).toBe(true)
    expect(isShown(cell.is_dingdian, { leixing: CELL_SERVICE_TYPE.SINGLE_KNOCKOUT })).toBe(false)
    expect(isShown(cell.shuzhu_copynum, { shuzhu_jiyinshu: COPY_TYPE.MULTI })).toBe(true)
    expect(isShown(cell.shengzhang_file, { is_shengzhang: ANSWER.UNSURE })).toBe(false)
    expect(isShown(cell.shengzhang_file, { is_shengzhang: ANSWER.YES })).toBe(true)
  })
})

describe('列表的列', () => {
  it('样本列表：名称、样本类型、物种来源，GUIDE-seq 另有 ODN；细胞株：名称、服务类型、宿主细胞、拷贝数', () => {
    expect(GUIDE_SEQ_TYPE.list).toEqual(['name', 'type', 'laiyuan', 'is_odn'])
    expect(AMPLICON_TYPE.list).toEqual(['name', 'type', 'laiyuan'])
    expect(CELL_LINE_TYPE.list).toEqual(['name', 'leixing', 'shuzhu', 'shuzhu_copynum'])
  })
})

describe('导出表中的值与详情页一致', () => {
  const { fields } = AMPLICON_TYPE
  const sample = {
    ...AMPLICON_FORM_DEFAULTS,
    name: 'S1',
    nongdu: 120,
    laiyuan: SPECIES.MOUSE,
    is_dipin: 1,
    dipin_zhi: 0.2,
  }

  it('选项写名称，数字仍是数字，有自己格式的行按其格式', () => {
    expect(shownValue(fields.laiyuan, sample, 'laiyuan')).toBe('小鼠 (mm10)')
    expect(shownValue(fields.is_edta, sample, 'is_edta')).toBe('否')
    expect(shownValue(fields.nongdu, sample, 'nongdu')).toBe(120)
    expect(shownValue(fields.name, sample, 'name')).toBe('S1')
    expect(shownValue(fields.dipin_zhi, sample, 'dipin_zhi')).toBe('0.2（20%）')
  })

  it('详情页不显示的行为空', () => {
    const pellet = { ...sample, type: SAMPLE_TYPE.CELL_PELLET, is_dipin: 0, dipin_zhi: 0, shiyan_name: '' }
    expect(shownValue(fields.nongdu, pellet, 'nongdu')).toBe('')
    expect(shownValue(fields.dipin_zhi, pellet, 'dipin_zhi')).toBe('')
    expect(shownValue(fields.shiyan_name, pellet, 'shiyan_name')).toBe('')
  })
})
