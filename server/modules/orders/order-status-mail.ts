// The e-mail a customer receives when an order or sample of theirs changes status.
import { escapeHtml } from '#common/search-highlight.ts'
import type { MailMessage } from '#server/lib/mail/mailer.ts'

const COMPANY = '澜基生物'

export interface StatusMailContent {
  orderno: string
  /** The sample's name when a sample changed, else undefined. */
  sampleName: string | undefined
  statusLabel: string
  /** Staff sent it back to an earlier status: the mail says so, with the reason (the note). */
  back: boolean
  link: string
  note: string
}

export function orderStatusMail(to: string, content: StatusMailContent): MailMessage {
  const subjectOf = content.sampleName
    ? `订单 ${content.orderno} 样本 ${content.sampleName}`
    : `订单 ${content.orderno}`
  const what = content.sampleName
    ? `您的订单 ${content.orderno} 中的样本 ${content.sampleName}`
    : `您的订单 ${content.orderno}`
  const subject = content.back
    ? `${subjectOf} 已退回至「${content.statusLabel}」`
    : `${subjectOf} 状态更新：${content.statusLabel}`
  const lines = [
    '您好：',
    content.back ? `${what} 已被退回至「${content.statusLabel}」。` : `${what} 当前状态为「${content.statusLabel}」。`,
    ...(content.note ? [`${content.back ? '退回原因' : '说明'}：${content.note}`] : []),
  ]
  return {
    to,
    subject: `【${COMPANY}】${subject}`,
    text: [...lines, '', '查看订单详情：', content.link].join('\n'),
    html: [
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p>查看订单详情：<a href="${escapeHtml(content.link)}">${escapeHtml(content.link)}</a></p>`,
    ].join(''),
  }
}
