// The e-mails that tell staff about a visitor's submission: subject and a table of what
// was sent, in Chinese (staff read them, whatever the visitor's interface language).
import { escapeHtml } from '#common/search-highlight.ts'
import type { Booking, ContactMessage, Inquiry } from '#common/schemas/visitor.ts'
import type { MailMessage } from '#server/lib/mail/mailer.ts'

export type StaffMail = Omit<MailMessage, 'to'>

function tableMail(subject: string, rows: [string, string][]): StaffMail {
  return {
    subject,
    text: rows.map(([label, value]) => `${label}：${value}`).join('\n'),
    html: `<table>${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`,
  }
}

export function bookingMail(booking: Booking, sourcePage: string): StaffMail {
  return tableMail(`【在线预约】${booking.title || '服务咨询'} - ${booking.name}`, [
    ['预约产品', booking.title],
    ['姓名', booking.name],
    ['手机', booking.phone],
    ['邮箱', booking.email],
    ['单位', booking.company],
    ['需求说明', booking.remark],
    ['来源页面', sourcePage],
  ])
}

export function contactMail(message: ContactMessage, sourcePage: string): StaffMail {
  return tableMail(`【在线留言】${message.company} - ${message.fname} ${message.lname}`, [
    ['姓名', `${message.fname} ${message.lname}`],
    ['邮箱', message.email],
    ['行业', message.industry],
    ['国家', message.country],
    ['邮编', message.zipcode],
    ['单位', message.company],
    ['留言', message.body],
    ['来源页面', sourcePage],
  ])
}

export function inquiryMail(inquiry: Inquiry, sourcePage: string): StaffMail {
  return tableMail(`【询价】${inquiry.productName} - ${inquiry.name}`, [
    ['产品名称', inquiry.productName],
    ['所在地区', inquiry.location],
    ['姓名', inquiry.name],
    ['单位', inquiry.unit],
    ['手机', inquiry.phone],
    ['邮箱', inquiry.email],
    ['联系地址', inquiry.address],
    ['来源页面', sourcePage],
  ])
}
