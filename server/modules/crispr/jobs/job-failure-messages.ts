// The reasons stored with a failed CRISPR-Net job. They are Chinese, like every message, and
// stored as written; the result page shows them in the interface's language through the
// message catalogue (common/i18n), so reasons stored before a change of wording still read.
import { type PairIssue, describePairIssue } from '#common/schemas/crispr.ts'

/** A job whose worker died this many times is failed rather than tried forever. */
export const MAX_ATTEMPTS = 3

export const JOB_FAILURES = {
  modelMissing: 'CRISPR-Net 模型未安装，暂时无法评分。请联系我们，或稍后重新提交。',
  modelBroken: 'CRISPR-Net 模型文件有误，暂时无法评分。请联系我们，或稍后重新提交。',
  invalidPair: '序列无法评分',
  interrupted: `评分多次中断（已尝试 ${MAX_ATTEMPTS} 次），请重新提交或联系我们。`,
} as const

/** One pair the model refused, with the reason. */
export function invalidPairFailure(on: string, off: string, issue: PairIssue): string {
  return `${JOB_FAILURES.invalidPair}：${on},${off}（${describePairIssue(issue)}）`
}

/** Stored pairs that no longer parse: one problem a line, so each line translates alone. */
export function invalidStoredPairsFailure(problems: string[]): string {
  return `${JOB_FAILURES.invalidPair}：${problems.join('\n')}`
}
