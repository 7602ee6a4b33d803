import { describe, expect, it } from 'vitest'
import { AMPLICON_FORM_DEFAULTS, ampliconSampleShape } from '#common/schemas/orders/amplicon.ts'
import { MEDIUM, NUCLEASE } from '#common/schemas/orders/options.ts'
import { totalOf } from '#common/schemas/orders/sample.ts'
import { derivedValues, formValuesOf } from './sample-form-values.ts'

const ampliconFields = Object.keys(ampliconSampleShape)

describe('totalOf', () => {
  it('体积 × 浓度 / 1000，两者都有时才计算', () => {
    expect(totalOf({ tiji: 20, nongdu: 150 })).toBe(3)
    expect(totalOf({ tiji: 12.5, nongdu: 33 })).toBe(0.413)
    expect(totalOf({ tiji: 20 })).toBeUndefined()
    expect(totalOf({ tiji: null, nongdu: 100 })).toBeUndefined()
  })
})

describe('derivedValues', () => {
  it('体积或浓度变化时重算总量', () => {
    expect(derivedValues({ tiji: 10 }, { tiji: 10, nongdu: 100 }, false)).toEqual({ zongliang: 1 })
    expect(derivedValues({ nongdu: null }, { tiji: 10, nongdu: null }, false)).toEqual({ zongliang: undefined })
    expect(derivedValues({ name: 'S1' }, { name: 'S1' }, false)).toEqual({})
  })

  it('SpCas9 锁定 -3 与 20，AsCpf1 锁定 1 与 60，其他不改', () => {
    expect(derivedValues({ hexuanmei: NUCLEASE.ASCPF1 }, { hexuanmei: NUCLEASE.ASCPF1 }, true)).toEqual({
      weidian_juli: 1,
      chuangkou_size: 60,
    })
    expect(derivedValues({ hexuanmei: NUCLEASE.SPCAS9 }, { hexuanmei: NUCLEASE.SPCAS9 }, true)).toEqual({
      weidian_juli: -3,
      chuangkou_size: 20,
    })
    expect(derivedValues({ hexuanmei: NUCLEASE.OTHER }, { hexuanmei: NUCLEASE.OTHER }, true)).toEqual({})
  })

  it('GUIDE-seq 样本没有编辑窗口', () => {
    expect(derivedValues({ hexuanmei: NUCLEASE.ASCPF1 }, { hexuanmei: NUCLEASE.ASCPF1 }, false)).toEqual({})
  })
})

describe('formValuesOf', () => {
  it('只取表单字段，隐藏答案存的 0 保留默认值', () => {
    const values = formValuesOf(
      { id: 7, status: 0, name: 'CTRL-1', type: 2, jiezhi: 0, hexuanmei: 0, weidian_juli: 0, chuangkou_size: 0 },
      ampliconFields,
      AMPLICON_FORM_DEFAULTS,
    )
    expect(values).toMatchObject({ name: 'CTRL-1', type: 2, jiezhi: MEDIUM.WATER, hexuanmei: NUCLEASE.SPCAS9 })
    expect(values).toMatchObject({ weidian_juli: -3, chuangkou_size: 20 })
    expect(values).not.toHaveProperty('id')
    expect(values).not.toHaveProperty('status')
  })

  it('其他核酸酶保留客户填写的距离与窗口', () => {
    const values = formValuesOf(
      { hexuanmei: NUCLEASE.OTHER, weidian_juli: 5, chuangkou_size: 30 },
      ampliconFields,
      AMPLICON_FORM_DEFAULTS,
    )
    expect(values).toMatchObject({ hexuanmei: NUCLEASE.OTHER, weidian_juli: 5, chuangkou_size: 30 })
  })
})
