// The person responsible for personal information: two website settings an admin fills in on
// the console's settings page, public through help/getWebseting for the privacy policy page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSIBLE_PERSON_SETTINGS } from '#common/schemas/privacy.ts'
import { adminCall, freshStaffToken } from '#tests/setup/admin-helpers.ts'
import { type TestApp, createTestApp, post } from '#tests/setup/test-app.ts'
import { type WebBuild, loadWebBuild } from '#tests/setup/web-build.ts'

let web: WebBuild
let t: TestApp
let admin: string
beforeAll(async () => {
  web = await loadWebBuild()
  t = await createTestApp({ web: { ssr: { mode: 'production', getBuild: async () => web.build } } })
  admin = await freshStaffToken(t.app, 'admin')
})
afterAll(async () => {
  await t.close()
  await web.close()
})

const privacyPage = async () => (await t.app.inject({ method: 'GET', url: '/privacyPolicy' })).body

describe('个人信息保护负责人', () => {
  it('未设置时为空且隐私政策页不显示；管理员在网站设置中填写后，隐私政策页写明负责人与联系方式', async () => {
    const before = await post(t.app, '/api/v1/help/getWebseting')
    expect(before.body.data).toMatchObject({ privacy_officer_name: '', privacy_officer_contact: '' })
    expect(await privacyPage()).not.toContain('id="privacy-officer"')

    const saved = await adminCall(t.app, admin, 'PUT', '/api/v1/admin/settings', {
      settings: {
        [RESPONSIBLE_PERSON_SETTINGS.name]: '王丽',
        [RESPONSIBLE_PERSON_SETTINGS.contact]: 'privacy@example.com',
      },
    })
    expect(saved.status).toBe(200)
    const after = await post(t.app, '/api/v1/help/getWebseting')
    expect(after.body.data).toMatchObject({
      privacy_officer_name: '王丽',
      privacy_officer_contact: 'privacy@example.com',
    })
  })
})
