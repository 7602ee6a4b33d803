import { describe, expect, it } from 'vitest'
import { AMPLICON_TYPE, AmpliconSampleFormSchema } from '#common/schemas/orders/amplicon.ts'
import { GUIDE_SEQ_TYPE, GuideSeqSampleFormSchema } from '#common/schemas/orders/guide-seq.ts'
import { MEDIUM, NUCLEASE, SAMPLE_TYPE, SPECIES } from '#common/schemas/orders/options.ts'
import { SAMPLE_IMPORT_MESSAGES, importColumnsOf } from '#common/schemas/orders/sample-import.ts'
import { SAMPLE_MESSAGES } from '#common/schemas/orders/sample.ts'
import { importGrid, namedSamples } from '#tests/factories/sample-import.ts'
import { samplesOfGrid } from './sample-rows.ts'

const AMPLICON = importColumnsOf(AMPLICON_TYPE)
const GUIDE_SEQ = importColumnsOf(GUIDE_SEQ_TYPE)
const amplicon = (rows: Parameters<typeof importGrid>[0]) =>
  samplesOfGrid(importGrid(rows), AMPLICON, AmpliconSampleFormSchema)

describe('样本导入：逐行按样本表单的规则检查', () => {
  it('the columns are the fields with an import place, in the form order, headed by their labels', () => {
    expect(AMPLICON.slice(0, 3).map((column) => column.header)).toEqual(['样本名称', '实验名称', '样本类型'])
    expect(AMPLICON.some((column) => column.key === 'zongliang')).toBe(false)
    expect(GUIDE_SEQ.map((column) => column.key)).toContain('cuopei_fazhi')
  })

  it('reads option labels however they are typed, computes the total, and stores what the form would', () => {
    const { samples, issues } = amplicon([
      { name: 'A-1', type: ' dna ', laiyuan: '小鼠(mm10)', hexuanmei: 'spcas9', nongdu: 120, tiji: '30' },
    ])
    expect(issues).toEqual([])
    expect(samples[0]).toMatchObject({
      row: 2,
      fields: {
        name: 'A-1',
        type: SAMPLE_TYPE.DNA,
        laiyuan: SPECIES.MOUSE,
        jiezhi: MEDIUM.WATER,
        hexuanmei: NUCLEASE.SPCAS9,
        zongliang: 3.6,
        weidian_juli: -3,
        chuangkou_size: 20,
      },
    })
  })

  it("reports every problem by spreadsheet row and column, with the form's own messages", () => {
    const { samples, issues } = amplicon([
      { name: 'ok-1' },
      { name: 'bad name', nongdu: 5 },
      { name: 'ok-2', type: '血液' },
    ])
    expect(samples.map((sample) => sample.row)).toEqual([2])
    expect(issues).toEqual([
      { row: 3, column: '样本名称', message: SAMPLE_MESSAGES.namePattern },
      { row: 3, column: '样本浓度 (ng/μl)', message: SAMPLE_MESSAGES.nongduRange },
      { row: 4, column: '样本类型', message: SAMPLE_IMPORT_MESSAGES.unknownOption(['DNA', '细胞沉淀', '其他']) },
    ])
  })

  it('conditional fields: what the row asks for is required, a cell it does not ask for is refused rather than dropped', () => {
    const { issues } = amplicon([
      { name: 'C-1', type: '其他', nongdu: '', tiji: '', jiezhi: '', is_edta: '' },
      { name: 'C-2', type: '细胞沉淀', nongdu: 50, tiji: '', jiezhi: '', is_edta: '' },
      { name: 'C-3', fenxi_leixing: '对照组', xulie: '', hexuanmei: '', weidian_juli: '', chuangkou_size: '' },
    ])
    expect(issues).toEqual([
      { row: 2, column: '其他样本类型', message: SAMPLE_MESSAGES.typeOther },
      { row: 3, column: '样本浓度 (ng/μl)', message: SAMPLE_IMPORT_MESSAGES.notApplicable },
      { row: 4, column: '对照样品（对应的实验组样本名称）', message: SAMPLE_MESSAGES.duizhao },
    ])
  })

  it("a locking nuclease's distance and window may be left empty or repeated, not changed", () => {
    const { samples, issues } = amplicon([
      { name: 'N-1', hexuanmei: 'AsCpf1', weidian_juli: '', chuangkou_size: '' },
      { name: 'N-2', weidian_juli: -5 },
    ])
    expect(samples[0]?.fields).toMatchObject({ weidian_juli: 1, chuangkou_size: 60 })
    expect(issues).toEqual([{ row: 3, column: '编辑位点距PAM距离 (bp)', message: SAMPLE_IMPORT_MESSAGES.fixed(-3) }])
  })

  it('GUIDE-seq: several sgRNAs in one cell, separated as people type them', () => {
    const grid = importGrid(
      [{ name: 'G-1', xulie: 'gagtccgagcagaagaagaaggg， GGGTGGGGGGAGTTTGCTCCTGG' }],
      GUIDE_SEQ_TYPE,
    )
    const { samples, issues } = samplesOfGrid(grid, GUIDE_SEQ, GuideSeqSampleFormSchema)
    expect(issues).toEqual([])
    expect(samples[0]?.fields.xulie).toBe('GAGTCCGAGCAGAAGAAGAAGGG,GGGTGGGGGGAGTTTGCTCCTGG')
  })

  it('the header: unknown, repeated and missing columns are reported before any row is read', () => {
    const [header, row] = importGrid([{ name: 'H-1' }]) as [string[], string[]]
    const renamed = [['我的备注', ...header.slice(1), '样本类型'], row]
    expect(samplesOfGrid(renamed, AMPLICON, AmpliconSampleFormSchema).issues).toEqual([
      { row: 1, column: '我的备注', message: SAMPLE_IMPORT_MESSAGES.unknownColumn },
      { row: 1, column: '样本类型', message: SAMPLE_IMPORT_MESSAGES.repeatedColumn },
      { row: 1, column: '样本名称', message: SAMPLE_IMPORT_MESSAGES.missingColumn },
    ])
  })

  it("the template's unchanged example row and blank rows are not samples; more than 500 samples are refused", () => {
    const example = importGrid([{}])
    expect(samplesOfGrid([...example, []], AMPLICON, AmpliconSampleFormSchema).issues).toEqual([
      { row: 0, column: '', message: SAMPLE_IMPORT_MESSAGES.noRows },
    ])
    const tooMany = samplesOfGrid(importGrid(namedSamples(501)), AMPLICON, AmpliconSampleFormSchema)
    expect(tooMany.issues).toEqual([{ row: 0, column: '', message: SAMPLE_IMPORT_MESSAGES.tooManyRows }])
  })

  it("a cell written as text to stay out of a spreadsheet's formulas ('-3) reads as its value", () => {
    const { samples, issues } = amplicon([
      { name: 'Q-1', hexuanmei: '其他', hexuanmei_other: 'Cas12f', weidian_juli: "'-7" },
    ])
    expect(issues).toEqual([])
    expect(samples[0]?.fields).toMatchObject({ weidian_juli: -7, hexuanmei_other: 'Cas12f' })
  })
})
