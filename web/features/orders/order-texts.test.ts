// What the order pages ask and tell, in both languages: the delete question names the sample
// (and says when the order goes with it), the step back and the locked pages, the GUIDE-seq rows.
import { describe, expect, it } from 'vitest'
import { ENGLISH } from '#common/i18n/english.ts'
import { provideEnglish, translate, translateLabel } from '#common/i18n/translate.ts'
import { GUIDE_SEQ_MESSAGES } from '#common/schemas/orders/guide-seq.ts'
import { SAMPLE_IMPORT_MESSAGES, issuePlace } from '#common/schemas/orders/sample-import.ts'
import { SAMPLE_MESSAGES } from '#common/schemas/orders/sample.ts'
import { stepBackTitle } from '#common/schemas/orders/status.ts'
import { DELETE_ORDER_QUESTION, deleteSampleQuestion } from './confirm-delete.ts'

provideEnglish(ENGLISH)

describe('订单页面的提问与说明', () => {
  it('删除样本时点名样本；最后一个样本说明订单一并删除', () => {
    expect(deleteSampleQuestion('EMX1-KO-1', { orderno: 'AM-20261124-0007', sampleCount: 3 })).toBe(
      '你确定要删除样本「EMX1-KO-1」么？',
    )
    const last = deleteSampleQuestion('EMX1-KO-1', { orderno: 'AM-20261124-0007', sampleCount: 1 })
    expect(last).toBe('你确定要删除样本「EMX1-KO-1」么？这是订单 AM-20261124-0007 的最后一个样本，订单将一并删除。')
    expect(translate(last, 'en')).toBe(
      'Are you sure you want to delete the sample "EMX1-KO-1"? It is the last sample of order AM-20261124-0007, so the order will be deleted too.',
    )
    expect(DELETE_ORDER_QUESTION).toBe('你确定要删除当前订单么？')
  })

  it('英文页面：退回、锁定说明、GUIDE-seq 的条数与上限', () => {
    expect(translate(stepBackTitle(1), 'en')).toBe('Sent back to "Confirmed"')
    expect(translate('退回原因：样本浓度不足', 'en')).toBe('Reason: 样本浓度不足')
    expect(translate('该订单当前状态为「质检中」，已不能再修改。如需修改，请联系我们。', 'en')).toBe(
      'This order is now "Quality check" and can no longer be changed. Please contact us if it needs changing.',
    )
    expect(translateLabel('sgRNA+PAM序列（3/10）', 'en')).toBe('sgRNA + PAM sequence (3/10)')
    expect(translate(GUIDE_SEQ_MESSAGES.tooManyRows, 'en')).toBe('At most 10 sequences.')
  })

  it('英文页面：样本导入的问题按行与列说明，列名也译成英文', () => {
    const issue = { row: 8, column: '样本浓度 (ng/μl)', message: SAMPLE_MESSAGES.nongduRange }
    expect(translate(issuePlace(issue), 'en')).toBe('Row 8, "Concentration (ng/μL)"')
    expect(translate(SAMPLE_IMPORT_MESSAGES.invalid(1), 'en')).toBe('The file has 1 error; no sample was imported.')
    expect(translate(SAMPLE_IMPORT_MESSAGES.unknownOption(['DNA', '细胞沉淀', '其他']), 'en')).toBe(
      'Not one of the options: DNA, Cell pellet, Other',
    )
  })
})
