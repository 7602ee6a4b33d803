// Visitor submissions: every one is validated, stored first, then passed on by e-mail.
// A failed delivery never loses what the visitor sent.
import type { Booking, BookingReceipt, ContactMessage, Inquiry } from '#common/schemas/visitor.ts'
import { AppError } from '#server/errors.ts'
import { escapeHtml } from '#common/search-highlight.ts'
import type { VisitorRepo } from './visitor.repo.ts'

export interface Origin {
  sourcePage: string
  ip: string
}

export type { MailMessage as OutgoingMail } from '#server/lib/mail/mailer.ts'
import type { MailMessage as OutgoingMail } from '#server/lib/mail/mailer.ts'

export interface VisitorDeps {
  repo: VisitorRepo
  /** Stores the mail in the outbox and delivers it; never throws on a delivery failure. */
  sendMail: (mail: OutgoingMail) => Promise<{ status: string }>
  /** Throws an AppError unless the SMS code is right (single use). */
  verifySmsCode: (input: { purpose: 'booking'; target: string; code: string }) => Promise<void>
  /** Throws an AppError unless the slider challenge was passed and not yet used. */
  consumeSlider: (captchaId: string) => Promise<void>
  log: { warn: (object: object, message: string) => void }
}

export const INQUIRY_SENT = 'email sent successfully!'
export const INQUIRY_FAILED = 'email failed to send, please try again later!'
export const CONTACT_RECEIVED = 'Your have submit successfully, thank you for your participation!'
export const BOOKING_RECEIVED = '提交成功'

/** Settings naming who receives what; fall back to the service address. */
const SALES_EMAIL = 'sales_email'
const SERVICE_EMAIL = 'xxl_qq'

function table(rows: [string, string][]): { text: string; html: string } {
  return {
    text: rows.map(([label, value]) => `${label}：${value}`).join('\n'),
    html: `<table>${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`,
  }
}

export function createVisitorService({ repo, sendMail, verifySmsCode, consumeSlider, log }: VisitorDeps) {
  const now = () => new Date().toISOString()

  async function recipient(setting: string): Promise<string> {
    return (await repo.findSetting(setting)) || (await repo.findSetting(SERVICE_EMAIL))
  }

  /** Tells staff; a failure is logged and left in the mail outbox for a retry. */
  async function notifyStaff(setting: string, subject: string, rows: [string, string][]) {
    try {
      const to = await recipient(setting)
      if (to) await sendMail({ to, subject, ...table(rows) })
    } catch (error) {
      log.warn({ err: error }, 'staff notification failed')
    }
  }

  return {
    async book(booking: Booking, origin: Origin): Promise<BookingReceipt> {
      await consumeSlider(booking.captchaId)
      await verifySmsCode({ purpose: 'booking', target: booking.phone, code: booking.code })
      const { code: _code, captchaId: _captchaId, ...stored } = booking
      const id = await repo.insertBooking(stored, { ...origin, createTime: now() })
      await notifyStaff(SALES_EMAIL, `【在线预约】${booking.title || '服务咨询'} - ${booking.name}`, [
        ['预约产品', booking.title],
        ['姓名', booking.name],
        ['手机', booking.phone],
        ['邮箱', booking.email],
        ['单位', booking.company],
        ['需求说明', booking.remark],
        ['来源页面', origin.sourcePage],
      ])
      return {
        id,
        name: booking.name,
        phone: booking.phone,
        email: booking.email,
        company: booking.company,
        title: booking.title,
      }
    },

    async leaveMessage(message: ContactMessage, origin: Origin): Promise<{ id: number }> {
      const id = await repo.insertContactMessage(message, { ...origin, createTime: now() })
      await notifyStaff(SERVICE_EMAIL, `【在线留言】${message.company} - ${message.fname} ${message.lname}`, [
        ['Name', `${message.fname} ${message.lname}`],
        ['E-mail', message.email],
        ['Industry', message.industry],
        ['Country', message.country],
        ['Zip', message.zipcode],
        ['Company', message.company],
        ['Message', message.body],
      ])
      return { id }
    },

    /**
     * Buy inquiry: stored, then e-mailed to sales. The visitor is told whether the mail
     * went out (spec §8); when it did not, the inquiry is kept all the same.
     */
    async inquire(inquiry: Inquiry, origin: Origin): Promise<{ id: number }> {
      const id = await repo.insertInquiry(inquiry, { ...origin, createTime: now() })
      const to = await recipient(SALES_EMAIL)
      const outcome = await sendMail({
        to,
        subject: `【询价】${inquiry.productName} - ${inquiry.name}`,
        ...table([
          ['产品名称', inquiry.productName],
          ['所在地区', inquiry.location],
          ['姓名', inquiry.name],
          ['单位', inquiry.unit],
          ['手机', inquiry.phone],
          ['邮箱', inquiry.email],
          ['联系地址', inquiry.address],
          ['来源页面', origin.sourcePage],
        ]),
      })
      if (outcome.status === 'failed') throw new AppError('DELIVERY_FAILED', INQUIRY_FAILED)
      return { id }
    },
  }
}

export type VisitorService = ReturnType<typeof createVisitorService>
