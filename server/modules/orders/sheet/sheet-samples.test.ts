import { describe, expect, it } from 'vitest'
import { AmpliconSampleFormSchema } from '#common/schemas/orders/amplicon.ts'
import { CellLineFormSchema } from '#common/schemas/orders/cell-line.ts'
import { type Answers, type FieldDescriptions, isShown } from '#common/schemas/orders/describe.ts'
import { GuideSeqSampleFormSchema } from '#common/schemas/orders/guide-seq.ts'
import { HOST_PROVIDER, SAMPLE_TYPE } from '#common/schemas/orders/options.ts'
import { ORDER_TYPE, ORDER_TYPE_LABEL, type OrderType } from '#common/schemas/orders/status.ts'
import { ampliconForm, cellLineForm, guideSeqForm } from '#tests/factories/orders.ts'
import { SHEET_SOURCES, type SheetSource, sheetTableOf } from './sheet-samples.ts'

const ORDERNO = 'AM-20261128-0001'
const OTHER_TYPE = { type: SAMPLE_TYPE.OTHER, type_other: '细菌' }
const SENT_CELLS = { shuzhu_tigong: HOST_PROVIDER.CUSTOMER }

/** Stored records of each order type, between them asking for every field marked for the sheet. */
const RECORDS: Record<OrderType, Answers[]> = {
  [ORDER_TYPE.GUIDE_SEQ]: [guideSeqForm(), guideSeqForm(OTHER_TYPE)].map((form) =>
    GuideSeqSampleFormSchema.parse(form),
  ),
  [ORDER_TYPE.AMPLICON]: [ampliconForm(), ampliconForm(OTHER_TYPE)].map((form) => AmpliconSampleFormSchema.parse(form)),
  [ORDER_TYPE.CELL_LINE]: [
    cellLineForm(SENT_CELLS),
    cellLineForm({ ...SENT_CELLS, is_youhai: 1, youhai_info: '含 HBV 整合片段' }),
  ].map((form) => CellLineFormSchema.parse(form)),
}

const TYPES = Object.entries(SHEET_SOURCES).map(
  ([type, source]) =>
    [ORDER_TYPE_LABEL[Number(type) as OrderType], source, RECORDS[Number(type) as OrderType]] as const,
)

const sheetOf = (source: SheetSource, record: Answers) => sheetTableOf(source, ORDERNO, [record])

/** A value unlike the stored one, of the same kind. */
const changed = (value: unknown) => (typeof value === 'number' ? value + 7 : `${String(value)}A`)

describe.each(TYPES)('送检单上的样本：%s', (_label, source, records) => {
  const fields = Object.entries(source.fields)
  const marked = fields.filter(([, field]) => field.sheet)

  it('has a column for each field the description marks for the sheet, between 序号 and 运输条件', () => {
    const labels = marked
      .filter(([, field]) => !field.sheet?.joins)
      .map(([, field]) => field.sheet?.title ?? field.label)
    expect(labels.length).toBeGreaterThan(0)
    expect(sheetOf(source, records[0]!).columns.map((column) => column.label)).toEqual(['序号', ...labels, '运输条件'])
  })

  it('shows each marked field’s value', () => {
    for (const [key, field] of marked) {
      const record = records.find((candidate) => isShown(field, candidate))
      expect(record, `${key} is asked in one of the records`).toBeDefined()
      expect(sheetOf(source, { ...record, [key]: changed(record![key]) }).samples, key).not.toEqual(
        sheetOf(source, record!).samples,
      )
    }
  })

  it('and nothing else of the record', () => {
    const sent = (record: Answers) => source.sends?.(record) ?? true
    for (const [key] of fields.filter(([, field]) => !field.sheet)) {
      for (const record of records) {
        const other = { ...record, [key]: changed(record[key]) }
        // What decides whether the record is sent at all (the cell line's host cell provider) removes its row.
        if (sent(other) !== sent(record)) continue
        expect(sheetOf(source, other), key).toEqual(sheetOf(source, record))
      }
    }
  })
})

describe('送检单的样本表', () => {
  const amplicon = SHEET_SOURCES[ORDER_TYPE.AMPLICON]
  const [dna, other] = RECORDS[ORDER_TYPE.AMPLICON]

  it('prints amounts with their units, a 其他 type with its text, and how each sample travels', () => {
    const { samples, shipping } = sheetTableOf(amplicon, ORDERNO, [dna!, other!])
    expect(samples.map((sample) => sample.cells)).toEqual([
      ['1', 'EMX1-KO-1', 'DNA', '120 ng/µl', '30 µl', '3.6 µg', 'GAGTCCGAGCAGAAGAAGAAGGG', '冰袋运输（2–8 ℃）'],
      ['2', 'EMX1-KO-1', '其他：细菌', '—', '—', '—', 'GAGTCCGAGCAGAAGAAGAAGGG', '请先与实验室确认运输条件'],
    ])
    expect(samples[0]!.tube_label).toBe(`${ORDERNO} EMX1-KO-1`)
    expect(shipping.map((item) => item.type)).toEqual(['DNA', '其他'])
  })

  it('gains a column when a field is newly marked for the sheet', () => {
    const fields: FieldDescriptions = {
      ...amplicon.fields,
      laiyuan: { ...amplicon.fields.laiyuan!, sheet: { title: '物种' } },
    }
    const { columns, samples } = sheetTableOf({ ...amplicon, fields }, ORDERNO, [dna!])
    const index = columns.findIndex((column) => column.key === 'laiyuan')
    expect(columns[index]?.label).toBe('物种')
    expect(samples[0]!.cells[index]).toBe('人 (hg38)')
  })

  it('lists a cell line order’s host cells when the customer sends them, named by the host cell line', () => {
    const cells = SHEET_SOURCES[ORDER_TYPE.CELL_LINE]
    const [sent, pathogen] = RECORDS[ORDER_TYPE.CELL_LINE]
    const { samples, shipping } = sheetTableOf(cells, ORDERNO, [pathogen!])
    expect(samples).toEqual([
      {
        name: 'HEK293T',
        cells: ['1', 'HEK293T', '贴壁', 'DMEM', '是：含 HBV 整合片段', '冻存细胞干冰运输；活细胞请封口后常温运输'],
        tube_label: `${ORDERNO} HEK293T`,
      },
    ])
    expect(shipping).toEqual([{ type: '宿主细胞', condition: '冻存细胞干冰运输；活细胞请封口后常温运输' }])
    const stock = sheetTableOf(cells, ORDERNO, [{ ...sent, shuzhu_tigong: HOST_PROVIDER.STOCK }])
    expect(stock.samples).toEqual([])
  })
})
