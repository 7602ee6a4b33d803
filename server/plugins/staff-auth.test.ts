import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { STAFF_AUTH_MESSAGES, guardStaffRoutes } from './staff-auth.ts'

describe('guardStaffRoutes', () => {
  it('refuses an admin route that declares no roles, so none can exist unchecked', async () => {
    const app = Fastify()
    const registering = app.register(async (admin) => {
      guardStaffRoutes(admin)
      admin.get('/admin/forgotten', async () => 'open')
    })
    await expect(registering).rejects.toThrow('Admin route GET /admin/forgotten declares no config.staffRoles')
  })

  it('puts the role guard in front of the route’s own onRequest hooks', async () => {
    const app = Fastify()
    const ran: string[] = []
    await app.register(async (admin) => {
      guardStaffRoutes(admin)
      admin.get('/admin/news', {
        config: { staffRoles: ['editor'] },
        onRequest: async () => {
          ran.push('route hook')
        },
        handler: async () => 'ok',
      })
    })
    const response = await app.inject({ method: 'GET', url: '/admin/news' })
    expect(response.json()).toMatchObject({ message: STAFF_AUTH_MESSAGES.missing })
    expect(ran).toEqual([])
  })
})
