// Personal and staff-only files are never kept by the browser (Cache-Control: no-store): on
// a shared computer the next user finds no copy of a customer's proof file or an export.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cellLineForm, PNG, upload } from '#tests/factories/orders.ts'
import { authed, loggedInCustomer } from '#tests/setup/account-helpers.ts'
import { staffToken } from '#tests/setup/admin-helpers.ts'
import { type TestApp, createTestApp } from '#tests/setup/test-app.ts'

let t: TestApp
let admin: string
beforeAll(async () => {
  t = await createTestApp({ demoAccounts: true })
  admin = await staffToken(t.app, 'admin')
})
afterAll(() => t?.close())

describe('个人与员工专用的文件不留在浏览器缓存中', () => {
  it('客户下载自己上传的文件，员工下载订单的证明文件：no-store', async () => {
    const customer = await loggedInCustomer(t.app)
    const uploaded = (await upload(t.app, customer.token, '生长证明.png', PNG)).json().data[0]
    const own = await t.app.inject({
      method: 'GET',
      url: uploaded.url,
      headers: { authorization: `Bearer ${customer.token}` },
    })
    expect(own.statusCode).toBe(200)
    expect(own.headers['cache-control']).toBe('no-store')

    const created = await authed(
      t.app,
      customer.token,
      '/api/v1/cellsline/addCellslineOrder',
      cellLineForm({ is_shengzhang: 1, shengzhang_file: uploaded.url }),
    )
    const proof = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/orders/${created.body.data.info as number}/files/shengzhang_file`,
      headers: { authorization: `Bearer ${admin}` },
    })
    expect(proof.statusCode).toBe(200)
    expect(proof.headers['cache-control']).toBe('no-store')
  })

  it.each([
    '/orders/export.csv',
    '/orders/export.xlsx',
    '/customers/export',
    '/inbox/bookings/export',
    '/inbox/contact-messages/export',
    '/inbox/inquiries/export',
    '/plasmid-import/template',
  ])('员工的导出与模板 %s：no-store', async (path) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin${path}`,
      headers: { authorization: `Bearer ${admin}` },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-disposition']).toMatch(/^attachment;/)
    expect(response.headers['cache-control']).toBe('no-store')
  })
})
