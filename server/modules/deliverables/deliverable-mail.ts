// The e-mail a customer receives when staff deliver a file on one of their orders.
import { formatDate } from '#common/china-date.ts'
import { formatSize } from '#common/schemas/deliverables.ts'
import { escapeHtml } from '#common/search-highlight.ts'
import type { MailMessage } from '#server/lib/mail/mailer.ts'

const COMPANY = '澜基生物'

export interface DeliverableMailContent {
  orderno: string
  sampleName: string | null
  name: string
  size: number
  note: string
  expiresAt: string
  link: string
}

export function deliverableMail(to: string, content: DeliverableMailContent): MailMessage {
  const what = content.sampleName
    ? `您的订单 ${content.orderno} 中的样本 ${content.sampleName}`
    : `您的订单 ${content.orderno}`
  const lines = [
    '您好：',
    `${what} 有新的交付文件：${content.name}（${formatSize(content.size)}）。`,
    ...(content.note ? [`说明：${content.note}`] : []),
    `请在 ${formatDate(content.expiresAt)} 之前下载，之后文件将被删除。`,
  ]
  return {
    to,
    subject: `【${COMPANY}】订单 ${content.orderno} 有新的交付文件`,
    text: [...lines, '', '登录后在订单详情中下载：', content.link].join('\n'),
    html: [
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p>登录后在订单详情中下载：<a href="${escapeHtml(content.link)}">${escapeHtml(content.link)}</a></p>`,
    ].join(''),
  }
}
