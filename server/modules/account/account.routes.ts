// Customer accounts: registration and activation, login and sessions, password
// reset, the account page and delivery addresses, all under /api/v1/user/….
import type { FastifyInstance } from 'fastify'
import { createAddressService } from './address.service.ts'
import { createLoginService } from './login.service.ts'
import { createPasswordService } from './password.service.ts'
import { createProfileService } from './profile.service.ts'
import { createRegistrationService } from './registration.service.ts'
import { addressRoutes } from './routes/address.routes.ts'
import { authRoutes } from './routes/auth.routes.ts'
import { passwordRoutes } from './routes/password.routes.ts'
import { profileRoutes } from './routes/profile.routes.ts'

export async function accountRoutes(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  const { db, sessions } = app
  const { mailer, verification, captcha } = app.services
  const addresses = createAddressService(db)

  await app.register(authRoutes, {
    registration: createRegistrationService({ db, captcha, mailer, publicUrl }),
    login: createLoginService({ db, sessions, verification }),
  })
  await app.register(passwordRoutes, {
    password: createPasswordService({ db, mailer, verification, sessions, log: app.log }),
  })
  await app.register(profileRoutes, { profile: createProfileService({ db, addresses, verification }) })
  await app.register(addressRoutes, { addresses })
}
