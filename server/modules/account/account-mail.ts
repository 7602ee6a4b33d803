// The e-mails of the account flows. Bodies carry links and codes: the mailer logs only
// recipient and subject.
import { escapeHtml } from '#common/search-highlight.ts'
import type { MailMessage } from '#server/lib/mail/mailer.ts'

const COMPANY = '澜基生物'

const paragraphs = (lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('')

export function activationMail(to: string, name: string, link: string): MailMessage {
  const greeting = `${name || '客户'}，您好：`
  return {
    to,
    subject: `【${COMPANY}】请激活您的账号`,
    text: [
      greeting,
      '',
      `感谢注册${COMPANY}客户中心。请在 24 小时内打开以下链接激活账号：`,
      link,
      '',
      '链接只能使用一次。如果不是您本人注册，请忽略本邮件。',
    ].join('\n'),
    html: paragraphs([
      escapeHtml(greeting),
      `感谢注册${COMPANY}客户中心。请在 24 小时内点击下面的链接激活账号：`,
      `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`,
      '链接只能使用一次。如果不是您本人注册，请忽略本邮件。',
    ]),
  }
}

export function resetCodeMail(to: string, code: string, ttlMinutes: number): MailMessage {
  return {
    to,
    subject: `【${COMPANY}】找回密码验证码`,
    text: [
      `您正在找回${COMPANY}账号的密码，验证码为 ${code}，${ttlMinutes} 分钟内有效，只能使用一次。`,
      '',
      '如果不是您本人操作，请忽略本邮件，您的密码不会改变。',
    ].join('\n'),
    html: paragraphs([
      `您正在找回${COMPANY}账号的密码，验证码为 <strong>${code}</strong>，${ttlMinutes} 分钟内有效，只能使用一次。`,
      '如果不是您本人操作，请忽略本邮件，您的密码不会改变。',
    ]),
  }
}
