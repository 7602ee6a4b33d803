import { describe, expect, it } from 'vitest'
import { AMPLICON_FIELDS } from '#common/schemas/orders/amplicon.ts'
import type { FieldDescription } from '#common/schemas/orders/describe.ts'
import { GUIDE_SEQ_FIELDS } from '#common/schemas/orders/guide-seq.ts'
import { SAMPLE_TYPE } from '#common/schemas/orders/options.ts'
import { camelCase } from '../case-keys.ts'
import type { SampleRecord } from '../sample.repo.ts'
import { sheetSampleOf } from './sheet-samples.ts'

const FIELDS: [string, FieldDescription][] = Object.entries({ ...GUIDE_SEQ_FIELDS, ...AMPLICON_FIELDS })
const MARKED = FIELDS.filter(([, field]) => field.sheet).map(([key]) => key)
const UNMARKED = FIELDS.filter(([, field]) => !field.sheet).map(([key]) => key)

const DNA_SAMPLE = {
  name: 'EMX1-KO-1',
  type: SAMPLE_TYPE.DNA,
  typeOther: '',
  nongdu: 120,
  tiji: 30,
  zongliang: 3.6,
  xulie: 'GAGTCCGAGCAGAAGAAGAAGGG',
} as Record<string, unknown>

const sheetOf = (record: Record<string, unknown>) =>
  sheetSampleOf('AM-20261128-0001', record as unknown as SampleRecord)

describe('送检单上的样本', () => {
  it('shows each field the order types mark for the sheet', () => {
    expect(MARKED).toEqual(['name', 'type', 'type_other', 'nongdu', 'tiji', 'zongliang', 'xulie'])
    for (const key of MARKED) {
      // The other type's text shows with the type 其他 only.
      const sample = key === 'type_other' ? { ...DNA_SAMPLE, type: SAMPLE_TYPE.OTHER } : DNA_SAMPLE
      const column = camelCase(key)
      const value = sample[column]
      const changed = { ...sample, [column]: typeof value === 'number' ? value + 7 : `${String(value)}A` }
      expect(sheetOf(changed), key).not.toEqual(sheetOf(sample))
    }
  })

  it('and nothing else of the sample', () => {
    for (const key of UNMARKED) {
      expect(sheetOf({ ...DNA_SAMPLE, [camelCase(key)]: 99 }), key).toEqual(sheetOf(DNA_SAMPLE))
    }
  })
})
