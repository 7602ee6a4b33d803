// Visitor submissions: every one is validated, stored first, then passed on by e-mail.
// A failed delivery never loses what the visitor sent.
import type { Booking, BookingReceipt, ContactMessage, Inquiry } from '#common/schemas/visitor.ts'
import { AppError } from '#server/errors.ts'
import { type StaffMail, bookingMail, contactMail, inquiryMail } from './visitor-mail.ts'
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

export const INQUIRY_SENT = '发送成功'
export const INQUIRY_FAILED = '邮件发送失败，请稍后再试'
export const CONTACT_RECEIVED = '提交成功，感谢您的留言'
export const BOOKING_RECEIVED = '提交成功'

/** Settings naming who receives what; fall back to the service address. */
const SALES_EMAIL = 'sales_email'
const SERVICE_EMAIL = 'xxl_qq'

export function createVisitorService({ repo, sendMail, verifySmsCode, consumeSlider, log }: VisitorDeps) {
  const now = () => new Date().toISOString()

  async function recipient(setting: string): Promise<string> {
    return (await repo.findSetting(setting)) || (await repo.findSetting(SERVICE_EMAIL))
  }

  /** Tells staff; a failure is logged and left in the mail outbox for a retry. */
  async function notifyStaff(setting: string, mail: StaffMail) {
    try {
      const to = await recipient(setting)
      if (to) await sendMail({ to, ...mail })
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
      await notifyStaff(SALES_EMAIL, bookingMail(booking, origin.sourcePage))
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
      await notifyStaff(SERVICE_EMAIL, contactMail(message, origin.sourcePage))
      return { id }
    },

    /**
     * Buy inquiry: stored, then e-mailed to sales. The visitor is told whether the mail
     * went out (spec §8); when it did not, the inquiry is kept all the same.
     */
    async inquire(inquiry: Inquiry, origin: Origin): Promise<{ id: number }> {
      const id = await repo.insertInquiry(inquiry, { ...origin, createTime: now() })
      const to = await recipient(SALES_EMAIL)
      const outcome = await sendMail({ to, ...inquiryMail(inquiry, origin.sourcePage) })
      if (outcome.status === 'failed') throw new AppError('DELIVERY_FAILED', INQUIRY_FAILED)
      return { id }
    },
  }
}

export type VisitorService = ReturnType<typeof createVisitorService>
