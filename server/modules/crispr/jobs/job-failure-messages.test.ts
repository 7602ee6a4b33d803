// A failed job's reason is stored in Chinese and shown in the interface's language: each
// reason the worker stores, and the wording of reasons stored earlier, reads in English.
import { describe, expect, it } from 'vitest'
import { provideEnglish, translateLabel } from '#common/i18n/translate.ts'
import { JOB_FAILURES, invalidPairFailure, invalidStoredPairsFailure } from './job-failure-messages.ts'
import { ENGLISH } from '#common/i18n/english.ts'

provideEnglish(ENGLISH)

const CJK = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u

describe('the reasons of a failed CRISPR-Net job', () => {
  it('read in English on the English interface, and as stored on the Chinese one', () => {
    const reasons = [
      ...Object.values(JOB_FAILURES),
      invalidPairFailure('GAGTCCGAGCAGAAGAAGAAGGG', 'GAGTCCGAGCAGAAGAAGAA', { kind: 'length_mismatch' }),
      invalidPairFailure('GAGTCCGAGCAGAAGAAGAAGXG', 'GAGTCCGAGCAGAAGAAGAAGGG', {
        kind: 'bad_char',
        field: 'on_seq',
        char: 'X',
      }),
      invalidStoredPairsFailure([
        '第 1 行：两条序列长度不一致',
        '第 3 行：off_seq 不能含有 N（脱靶位点必须是确定的碱基）',
      ]),
    ]
    for (const reason of reasons) {
      expect(translateLabel(reason, 'en'), reason).not.toMatch(CJK)
      expect(translateLabel(reason, 'zh')).toBe(reason)
    }
  })

  it('keep the pair and the problem in the English', () => {
    const reason = invalidPairFailure('ACGTACGTACGTACGTACGTAGG', 'ACGTACGTACGTACGTACGTAG', {
      kind: 'bad_length',
      length: 20,
    })
    expect(translateLabel(reason, 'en')).toBe(
      'The pair ACGTACGTACGTACGTACGTAGG,ACGTACGTACGTACGTACGTAG cannot be scored: the sequences must be 23 or 24 nt long (not 20).',
    )
    expect(translateLabel(JOB_FAILURES.interrupted, 'en')).toBe(
      'Scoring was interrupted too often (3 attempts). Please submit the job again or contact us.',
    )
  })

  it('translate the reasons stored before, as they were worded', () => {
    expect(translateLabel('CRISPR-Net 模型未安装，暂时无法评分。请联系我们，或稍后重新提交。', 'en')).toBe(
      'The CRISPR-Net model is not installed, so the job cannot be scored for now. Please contact us or submit it again later.',
    )
    expect(translateLabel('序列无法评分：第 2 行：两条序列长度不一致', 'en')).toBe(
      'The sequences cannot be scored: Line 2: The two sequences differ in length.',
    )
  })
})
