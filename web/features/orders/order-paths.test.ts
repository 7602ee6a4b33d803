import { NUCLEASE } from '#common/schemas/orders/options.ts'
import { describe, expect, it } from 'vitest'
import {
  AMPLICON_PAGES,
  CELL_LINE_PAGES,
  GUIDE_SEQ_PAGES,
  guideParam,
  idParam,
  nucleaseParam,
  orderCentrePath,
} from './order-paths.ts'

describe('order pages', () => {
  const order = { oid: 12, orderno: 'AM-20261122-0001' }

  it('列表与详情带上规格的查询参数', () => {
    expect(AMPLICON_PAGES.list(order)).toBe('/orderAmpliconList?oid=12&orderno=AM-20261122-0001')
    expect(GUIDE_SEQ_PAGES.detail(3, order)).toBe('/orderSeqDetail?id=3&orderno=AM-20261122-0001&oid=12')
    expect(CELL_LINE_PAGES.list(order)).toBe('/orderCellList?oid=12&orderno=AM-20261122-0001')
  })

  it('表单：有 id 编辑，有 oid 添加，都没有则新建订单', () => {
    expect(AMPLICON_PAGES.action({ id: 4, oid: 12 })).toBe('/orderAmpliconAction?id=4&oid=12')
    expect(GUIDE_SEQ_PAGES.action({ oid: 12 })).toBe('/orderSeqAction?oid=12')
    expect(CELL_LINE_PAGES.action()).toBe('/orderCellAction')
    expect(orderCentrePath(3)).toBe('/order?type=3')
  })

  it('查询中的 id 只接受正整数', () => {
    expect(idParam('7')).toBe(7)
    expect(idParam(null)).toBeUndefined()
    expect(idParam('')).toBeUndefined()
    expect(idParam('0')).toBeUndefined()
    expect(idParam('-2')).toBeUndefined()
    expect(idParam('1.5')).toBeUndefined()
    expect(idParam('abc')).toBeUndefined()
  })

  it('新样本可带上一条 sgRNA：读作大写 DNA，其他字符或超长则不接受', () => {
    expect(AMPLICON_PAGES.action({ sgrna: 'GAGTCCGAGCAGAAGAAGAAGGG' })).toBe(
      '/orderAmpliconAction?sgrna=GAGTCCGAGCAGAAGAAGAAGGG',
    )
    expect(guideParam(' gagucc gagc ')).toBe('GAGTCCGAGC')
    expect(guideParam(null)).toBeUndefined()
    expect(guideParam('')).toBeUndefined()
    expect(guideParam('GAGNCC')).toBeUndefined()
    expect(guideParam('A'.repeat(101))).toBeUndefined()
  })

  it('sgRNA 可带上它的核酸酶：只接受已知 PAM 的核酸酶', () => {
    expect(AMPLICON_PAGES.action({ sgrna: 'TTTAGATCGTAGCTAGCTAGCTAGCTA', hexuanmei: NUCLEASE.ASCPF1 })).toBe(
      `/orderAmpliconAction?sgrna=TTTAGATCGTAGCTAGCTAGCTAGCTA&hexuanmei=${NUCLEASE.ASCPF1}`,
    )
    expect(nucleaseParam(String(NUCLEASE.ASCPF1))).toBe(NUCLEASE.ASCPF1)
    expect(nucleaseParam(String(NUCLEASE.SPCAS9))).toBe(NUCLEASE.SPCAS9)
    for (const value of [null, '', '99', '1.5', 'abc', '-1']) expect(nucleaseParam(value)).toBeUndefined()
  })
})
