// The e-mail a customer receives when staff have issued the fapiao they asked for.
import { escapeHtml } from '#common/search-highlight.ts'
import type { MailMessage } from '#server/lib/mail/mailer.ts'

const COMPANY = '澜基生物'

export interface IssuedMailContent {
  orderno: string
  invoiceNo: string
  title: string
  amount: number
  hasPdf: boolean
  link: string
}

export function fapiaoIssuedMail(to: string, content: IssuedMailContent): MailMessage {
  const lines = [
    '您好：',
    `您为订单 ${content.orderno} 申请的发票已开具。`,
    `发票抬头：${content.title}`,
    `开票金额：${content.amount.toFixed(2)} 元`,
    `发票号码：${content.invoiceNo}`,
    content.hasPdf ? '电子发票（PDF）可在客户中心「我的发票」下载。' : '纸质发票将随后寄出。',
  ]
  return {
    to,
    subject: `【${COMPANY}】订单 ${content.orderno} 的发票已开具`,
    text: [...lines, '', '查看我的发票：', content.link].join('\n'),
    html: [
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p>查看我的发票：<a href="${escapeHtml(content.link)}">${escapeHtml(content.link)}</a></p>`,
    ].join(''),
  }
}
