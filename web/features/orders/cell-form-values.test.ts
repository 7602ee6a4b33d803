import { describe, expect, it } from 'vitest'
import { GENE_INFO, PRIMARY_CELL } from '#common/schemas/orders/options.ts'
import { cellFormValuesOf, derivedCellValues } from './cell-form-values.ts'

describe('derivedCellValues', () => {
  it('原代细胞：否 → 10代以内传代，是 → 无限增殖，其他 → 清空', () => {
    expect(derivedCellValues({ is_yuandai: PRIMARY_CELL.NO })).toEqual({ yuandai_other: '10代以内传代' })
    expect(derivedCellValues({ is_yuandai: PRIMARY_CELL.YES })).toEqual({ yuandai_other: '无限增殖' })
    expect(derivedCellValues({ is_yuandai: PRIMARY_CELL.OTHER })).toEqual({ yuandai_other: '' })
    expect(derivedCellValues({ shuzhu: 'HeLa' })).toEqual({})
  })
})

describe('cellFormValuesOf', () => {
  it('只取表单字段；未设计时存的基因信息 0 保留默认 Gene ID', () => {
    const values = cellFormValuesOf({ id: 3, orderno: 'CL-1', status: 0, shuzhu: 'HEK293T', is_rna: 0, jiyin: 0 })
    expect(values).toMatchObject({ shuzhu: 'HEK293T', is_rna: 0, jiyin: GENE_INFO.GENE_ID, chuandai_zhou: 1 })
    expect(values).not.toHaveProperty('id')
    expect(values).not.toHaveProperty('orderno')
  })
})
