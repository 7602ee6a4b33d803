// Consents on record: what registration accepted, the marketing opt-in given and withdrawn
// (through the consents call and through the account form), a new privacy policy version.
import { describe, expect, it } from 'vitest'
import { adminCall, staffToken } from '#tests/setup/admin-helpers.ts'
import {
  activeAccount,
  authed,
  loggedInCustomer,
  login,
  nextIp,
  register,
  registrationForm,
} from '#tests/setup/account-helpers.ts'
import { appWithMail } from '#tests/setup/app-with-mail.ts'

const t = appWithMail({ seed: true, demoAccounts: true })

const CONSENTS = '/api/v1/user/consents'
const consents = (token: string, payload?: Record<string, unknown>, ip = nextIp()) =>
  authed(t.app, token, CONSENTS, payload, { ip })

const memberId = async (email: string) =>
  (await t.app.db.selectFrom('member').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id
const recordsOf = async (email: string) =>
  t.app.db
    .selectFrom('memberConsent')
    .select(['kind', 'version', 'granted', 'ip'])
    .where('memberId', '=', await memberId(email))
    .orderBy('id')
    .execute()
const currentVersion = async () =>
  (
    await t.app.db
      .selectFrom('privacyPolicyVersion')
      .select('version')
      .orderBy('version', 'desc')
      .executeTakeFirstOrThrow()
  ).version

/** The /account form of a customer without a saved address, as the page sends it. */
const accountForm = (email: string, tel: string, isSendup: 0 | 1) => ({
  email,
  tel,
  fname: '李',
  lname: '华',
  company: '复旦大学',
  department: '生命科学学院',
  pi_fname: '王',
  pi_lname: '强',
  road: 2,
  is_sendup: isSendup,
  name: '李华',
  addr_company: '复旦大学',
  country: 0,
  province_id: 31,
  city_id: 310104,
  address: '邯郸路 220 号',
  zip: '200433',
  addr_tel: '13800000000',
})

describe('注册时记录授权', () => {
  it('分别记录同意的隐私政策版本与营销授权（含时间与 IP）', async () => {
    const version = await currentVersion()
    const optedIn = registrationForm({ is_sendup: 1 })
    const ip = nextIp()
    expect((await register(t.app, optedIn, ip)).body.code).toBe(200)
    expect(await recordsOf(optedIn.email)).toEqual([
      { kind: 'privacy', version, granted: 1, ip },
      { kind: 'marketing', version: null, granted: 1, ip },
    ])

    const optedOut = registrationForm({ is_sendup: 0 })
    expect((await register(t.app, optedOut)).body.code).toBe(200)
    expect((await recordsOf(optedOut.email)).map(({ kind, granted }) => ({ kind, granted }))).toEqual([
      { kind: 'privacy', granted: 1 },
      { kind: 'marketing', granted: 0 },
    ])
  })
})

describe('POST /user/consents', () => {
  it('不带参数返回当前状态与记录；撤回营销授权后 is_sendup 同步为 0 并记录时间，重复撤回不再记录', async () => {
    const form = await activeAccount(t.app, t.smtp, { is_sendup: 1 })
    const token = await login(t.app, form.email)
    const version = await currentVersion()

    const listed = await consents(token)
    expect(listed.status).toBe(200)
    expect(listed.body.data).toMatchObject({
      privacy: { current_version: version, accepted_version: version, needs_acceptance: false },
      marketing: { granted: 1 },
    })
    expect(listed.body.data.history).toHaveLength(2)

    const before = Date.now()
    const ip = nextIp()
    const withdrawn = await consents(token, { marketing: 0 }, ip)
    expect(withdrawn.body).toMatchObject({ code: 200, message: '授权已更新', data: { marketing: { granted: 0 } } })
    const [latest] = withdrawn.body.data.history
    expect(latest).toMatchObject({ kind: 'marketing', version: null, granted: 0, ip })
    expect(Date.parse(latest.create_time)).toBeGreaterThanOrEqual(before - 1000)
    expect(withdrawn.body.data.marketing.time).toBe(latest.create_time)
    expect((await authed(t.app, token, '/api/v1/user/getMyinfo')).body.data.is_sendup).toBe(0)

    await consents(token, { marketing: '0' })
    expect((await recordsOf(form.email)).filter((row) => row.kind === 'marketing')).toHaveLength(2)

    const given = await consents(token, { marketing: true })
    expect(given.body.data.marketing.granted).toBe(1)
    expect((await authed(t.app, token, '/api/v1/user/getMyinfo')).body.data.is_sendup).toBe(1)
  })

  it('账户信息表单修改 is_sendup 同样记录授权变更', async () => {
    const customer = await loggedInCustomer(t.app)
    const { tel } = await t.app.db
      .selectFrom('member')
      .select('tel')
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow()
    const ip = nextIp()
    const saved = await authed(t.app, customer.token, '/api/v1/user/upUserInfo', accountForm(customer.email, tel, 1), {
      ip,
    })
    expect(saved.body.code).toBe(200)
    const withdrawn = await authed(
      t.app,
      customer.token,
      '/api/v1/user/upUserInfo',
      accountForm(customer.email, tel, 0),
      { ip },
    )
    expect(withdrawn.body.data.is_sendup).toBe(0)
    expect(await recordsOf(customer.email)).toEqual([
      { kind: 'marketing', version: null, granted: 1, ip },
      { kind: 'marketing', version: null, granted: 0, ip },
    ])
    // Saving the form again without touching the switch changes no consent.
    await authed(t.app, customer.token, '/api/v1/user/upUserInfo', accountForm(customer.email, tel, 0))
    expect(await recordsOf(customer.email)).toHaveLength(2)
  })

  it('只返回本人的授权记录', async () => {
    const first = await loggedInCustomer(t.app)
    const second = await loggedInCustomer(t.app)
    await consents(first.token, { marketing: 1 })
    await consents(first.token, { marketing: 0 })
    expect((await consents(first.token)).body.data.history).toHaveLength(2)
    expect((await consents(second.token)).body.data.history).toEqual([])
    expect((await memberRows(second.id)).length).toBe(0)
  })

  it('参数无效时回答 400 与中文提示；未登录回答 401', async () => {
    const customer = await loggedInCustomer(t.app)
    const bad = await consents(customer.token, { marketing: 'yes' })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('请选择是否接收产品与活动资讯')
    const badVersion = await consents(customer.token, { privacy: 'abc' })
    expect(badVersion.status).toBe(400)
    expect(badVersion.body.message).toBe('请选择要同意的隐私政策版本')
    expect((await authed(t.app, undefined, CONSENTS)).status).toBe(401)
  })
})

const memberRows = (id: number) =>
  t.app.db.selectFrom('memberConsent').select('id').where('memberId', '=', id).execute()

describe('隐私政策新版本', () => {
  it('发布新版本（记入操作日志）后须同意，同意当前版本后不再需要；旧版本不能同意', async () => {
    const form = await activeAccount(t.app, t.smtp)
    const token = await login(t.app, form.email)
    expect((await consents(token)).body.data.privacy.needs_acceptance).toBe(false)

    const editor = await staffToken(t.app, 'editor')
    const published = await adminCall(t.app, editor, 'POST', '/api/v1/admin/privacy-versions')
    expect(published.status).toBe(200)
    const { version } = published.body.data
    expect(version).toBe(await currentVersion())
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select(['action', 'summary'])
      .where('targetType', '=', 'privacy-versions')
      .where('targetId', '=', String(version))
      .execute()
    expect(audit).toEqual([{ action: 'create', summary: `发布隐私政策第 ${version} 版` }])
    const versions = await adminCall(t.app, editor, 'GET', '/api/v1/admin/privacy-versions')
    expect(versions.body.data[0]).toMatchObject({ version })

    const asked = (await consents(token)).body.data.privacy
    expect(asked).toMatchObject({ current_version: version, accepted_version: version - 1, needs_acceptance: true })

    const stale = await consents(token, { privacy: version - 1 })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toBe('隐私政策已更新，请刷新页面后阅读并同意最新版本')

    const accepted = await consents(token, { privacy: version })
    expect(accepted.body.data.privacy).toMatchObject({ accepted_version: version, needs_acceptance: false })
    await consents(token, { privacy: version })
    expect((await recordsOf(form.email)).filter((row) => row.kind === 'privacy')).toHaveLength(2)
  })

  it('客户不能发布新版本', async () => {
    const customer = await loggedInCustomer(t.app)
    const refused = await adminCall(t.app, customer.token, 'POST', '/api/v1/admin/privacy-versions')
    expect(refused.status).toBe(401)
  })
})
