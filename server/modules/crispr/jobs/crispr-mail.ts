// The e-mail sent when a scoring job ends, with the link to its result page.
import { escapeHtml } from '#common/search-highlight.ts'
import { RESULT_RETENTION_DAYS } from '#common/schemas/crispr.ts'
import type { MailMessage } from '#server/lib/mail/mailer.ts'

const COMPANY = '澜基生物'

export interface JobOutcome {
  email: string
  title: string
  pairCount: number
  finished: boolean
  failure: string
}

export function crisprResultMail(job: JobOutcome, link: string): MailMessage {
  const subject = job.finished
    ? `【${COMPANY}】CRISPR-Net 任务“${job.title}”已完成`
    : `【${COMPANY}】CRISPR-Net 任务“${job.title}”处理失败`
  const outcome = job.finished
    ? `您提交的 CRISPR-Net 脱靶评分任务“${job.title}”（${job.pairCount} 对序列）已完成。`
    : `很抱歉，您提交的 CRISPR-Net 脱靶评分任务“${job.title}”处理失败：${job.failure}`
  const next = job.finished ? `请登录后查看结果并下载 CSV 文件（结果保留 ${RESULT_RETENTION_DAYS} 天）：` : '任务详情：'
  return {
    to: job.email,
    subject,
    text: [outcome, '', next, link, '', `—— ${COMPANY}`].join('\n'),
    html: [
      `<p>${escapeHtml(outcome)}</p>`,
      `<p>${escapeHtml(next)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>—— ${COMPANY}</p>`,
    ].join(''),
  }
}
