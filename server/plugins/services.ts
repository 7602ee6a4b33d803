// Services used by more than one module, built once per app: e-mail, one-time codes,
// captchas, order status changes. Modules take them from `app.services` instead of building their own.
import fp from 'fastify-plugin'
import type { Env } from '#server/env.ts'
import { type Mailer, createMailer } from '#server/lib/mail/mailer.ts'
import { createSmsProvider } from '#server/lib/sms/sms-provider.ts'
import { refuseDeactivated } from '#server/modules/account/account-status.ts'
import { createMemberRepo } from '#server/modules/account/member.repo.ts'
import { createCaptchaRepo } from '#server/modules/captcha/captcha.repo.ts'
import { type CaptchaService, createCaptchaService } from '#server/modules/captcha/captcha.service.ts'
import {
  type OrderMessageService,
  createOrderMessageService,
} from '#server/modules/orders/messages/order-message.service.ts'
import { type OrderStatusService, createOrderStatusService } from '#server/modules/orders/order-status.service.ts'
import { createSmsCodeService } from '#server/modules/verification/sms-code.service.ts'
import { createVerificationRepo } from '#server/modules/verification/verification.repo.ts'
import {
  type VerificationService,
  createVerificationService,
} from '#server/modules/verification/verification.service.ts'

export interface Services {
  mailer: Mailer
  verification: VerificationService
  smsCodes: ReturnType<typeof createSmsCodeService>
  captcha: CaptchaService
  /** Moves orders and samples through their statuses and e-mails the customer (admin console). */
  orderStatus: OrderStatusService
  /** The threads between customers and the lab on orders; each message e-mails the other side. */
  orderMessages: OrderMessageService
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services
  }
}

export default fp<{ env: Env }>(
  async (app, { env }) => {
    const verification = createVerificationService({
      repo: createVerificationRepo(app.db),
      secret: env.VERIFICATION_CODE_SECRET,
    })
    const mailer = createMailer({ db: app.db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, log: app.log })
    app.decorate('services', {
      mailer,
      verification,
      smsCodes: createSmsCodeService({
        verification,
        sms: createSmsProvider({ env, db: app.db, log: app.log }),
        signName: env.SMS_SIGN_NAME,
        refuseLogin: async (phone) => refuseDeactivated(await createMemberRepo(app.db).findByVerifiedTel(phone)),
      }),
      captcha: createCaptchaService(createCaptchaRepo(app.db)),
      orderStatus: createOrderStatusService({ db: app.db, mailer, publicUrl: env.PUBLIC_URL }),
      orderMessages: createOrderMessageService({ db: app.db, mailer, publicUrl: env.PUBLIC_URL }),
    })
  },
  { name: 'services', dependencies: ['db'] },
)
