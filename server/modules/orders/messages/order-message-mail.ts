// The e-mail that tells the other side of an order's thread about a new message: the
// customer when the lab wrote, the lab when the customer did. The text goes in as text: the
// HTML part escapes it and keeps its lines.
import { escapeHtml } from '#common/search-highlight.ts'
import type { OrderMessageAuthor } from '#common/schemas/orders/messages.ts'
import type { MailMessage } from '#server/lib/mail/mailer.ts'

const COMPANY = '澜基生物'

export interface OrderMessageMailContent {
  orderno: string
  author: OrderMessageAuthor
  body: string
  fileName: string | undefined
  link: string
}

export function orderMessageMail(to: string, content: OrderMessageMailContent): MailMessage {
  const fromLab = content.author === 'staff'
  const subject = fromLab ? `订单 ${content.orderno} 有实验室的新留言` : `客户在订单 ${content.orderno} 留言`
  const intro = fromLab ? `您好：实验室在您的订单 ${content.orderno} 留言：` : `客户在订单 ${content.orderno} 留言：`
  const attachment = content.fileName ? [`附件：${content.fileName}（请在订单页面下载）`] : []
  const linkLabel = fromLab ? '查看并回复：' : '在管理后台查看并回复：'
  return {
    to,
    subject: `【${COMPANY}】${subject}`,
    text: [intro, '', content.body, '', ...attachment, linkLabel, content.link].join('\n'),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<blockquote style="white-space:pre-wrap">${escapeHtml(content.body)}</blockquote>`,
      ...attachment.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p>${escapeHtml(linkLabel)}<a href="${escapeHtml(content.link)}">${escapeHtml(content.link)}</a></p>`,
    ].join(''),
  }
}
