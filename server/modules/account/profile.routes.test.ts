// The account page's calls (getMyinfo, upUserInfo, setPhone) on the seeded demo data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authed, login, nextIp } from '#tests/setup/account-helpers.ts'
import { type TestApp, createTestApp, post } from '#tests/setup/test-app.ts'
import { receiveSmsCode } from '#tests/setup/visitor-helpers.ts'

let t: TestApp
let demo1: string
let demo2: string

beforeAll(async () => {
  t = await createTestApp({ demoAccounts: true })
  demo1 = await login(t.app, 'demo1@example.com', 'Demo@12345')
  demo2 = await login(t.app, 'demo2@example.com', 'Demo@12345')
})
afterAll(() => t.close())

const GET = '/api/v1/user/getMyinfo'
const UPDATE = '/api/v1/user/upUserInfo'
const SET_PHONE = '/api/v1/user/setPhone'

/** The /account form as the page sends it: the profile and the default-address card, flat. */
async function accountForm(token: string, overrides: Record<string, unknown> = {}) {
  const { body } = await authed(t.app, token, GET)
  const { member_address: address, id: _id, ...profile } = body.data
  return {
    ...profile,
    name: address.name,
    addr_company: address.company,
    country: address.country,
    province_id: address.province_id,
    city_id: address.city_id,
    address: address.address,
    zip: address.zip,
    addr_tel: address.tel,
    addr_tel2: address.tel2,
    ...overrides,
  }
}

describe('POST /user/getMyinfo', () => {
  it('演示客户有完整的资料与默认收货地址，不含密码', async () => {
    const { status, body } = await authed(t.app, demo1, GET)
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      email: 'demo1@example.com',
      fname: '王',
      lname: '晓明',
      company: '复旦大学生命科学学院',
      department: '遗传工程国家重点实验室',
      fapiao_title: '复旦大学',
      tel: '13800138001',
      pi_fname: '张',
      pi_lname: '建国',
      road: 3,
      is_sendup: 1,
      member_address: { name: '王晓明', is_default: 1, province_name: '上海市', city_id: 310110, city_name: '杨浦区' },
    })
    for (const value of Object.values(body.data)) expect(value).not.toBe('')
    expect(JSON.stringify(body)).not.toMatch(/password|argon2/i)
  })

  it('每位演示客户有两个地址，其中一个为默认', async () => {
    for (const token of [demo1, demo2]) {
      const { body } = await authed(t.app, token, '/api/v1/user/addrList')
      expect(body.data.total).toBe(2)
      expect(body.data.data.map((row: { is_default: number }) => row.is_default)).toEqual([1, 0])
    }
  })

  it('未登录返回 401', async () => {
    expect((await post(t.app, GET)).status).toBe(401)
  })
})

describe('POST /user/upUserInfo', () => {
  it('保存资料与默认地址（更新成功），再次读取得到新值', async () => {
    const form = await accountForm(demo2, {
      department: '干细胞研究中心',
      road: 6,
      pi_email: 'PI.Huang@Lab.Example.CN',
      name: '李静（收）',
      province_id: 44,
      city_id: 4403,
      address: '南山区学苑大道 1066 号',
    })
    const { body } = await authed(t.app, demo2, UPDATE, form)
    expect(body).toMatchObject({ code: 200, message: '更新成功' })
    expect(body.data).toMatchObject({
      department: '干细胞研究中心',
      road: 6,
      pi_email: 'pi.huang@lab.example.cn',
      member_address: {
        name: '李静（收）',
        city_id: 4403,
        city_name: '深圳市',
        address: '南山区学苑大道 1066 号',
        is_default: 1,
      },
    })
    const list = await authed(t.app, demo2, '/api/v1/user/addrList')
    expect(list.body.data.total).toBe(2)
  })

  it('手机号改变但未经短信确认时拒绝：请提交手机验证码', async () => {
    const { status, body } = await authed(t.app, demo1, UPDATE, await accountForm(demo1, { tel: '13700001111' }))
    expect(status).toBe(400)
    expect(body).toMatchObject({ code: 201, message: '请提交手机验证码', fieldErrors: { tel: '请提交手机验证码' } })
  })

  it('登录邮箱不能在账户页修改', async () => {
    const { body } = await authed(t.app, demo1, UPDATE, await accountForm(demo1, { email: 'other@example.com' }))
    expect(body.message).toBe('登录邮箱不能修改，如需更换请联系客服')
  })

  it('必填项逐项给出规范中的提示', async () => {
    const { body } = await authed(t.app, demo1, UPDATE, {})
    expect(body.fieldErrors).toMatchObject({
      fname: '请输入姓氏!',
      lname: '请输入名称!',
      email: '请输入邮箱!',
      tel: '请输入电话!',
      pi_fname: '请输入PI姓氏!',
      pi_lname: '请输入PI名称!',
      company: '请输入单位名称!',
      department: '请输入部门名称!',
      name: '请输入收货人姓名!',
      addr_company: '请输入单位名称!',
      country: '请选择国家!',
      province_id: '请选择省份!',
      city_id: '请选择城市!',
      address: '请输入详细地址!',
      addr_tel: '请输入收货人电话!',
    })
    const invalid = await authed(t.app, demo1, UPDATE, await accountForm(demo1, { email: 'x', pi_email: 'y', road: 9 }))
    expect(invalid.body.fieldErrors).toMatchObject({
      email: '邮箱地址不合法!',
      pi_email: '邮箱地址不合法!',
      road: '请选择了解渠道',
    })
  })

  it('没有默认地址的新客户保存时创建默认地址', async () => {
    const { id } = await t.app.db
      .selectFrom('member')
      .select('id')
      .where('email', '=', 'admin@example.com')
      .executeTakeFirstOrThrow()
    const admin = await login(t.app, 'admin@example.com', 'Admin@12345')
    const form = {
      ...(await authed(t.app, admin, GET)).body.data,
      department: '客户服务部',
      company: '澜基生物',
      pi_fname: '管',
      pi_lname: '理',
      name: '管理员',
      addr_company: '澜基生物',
      country: 0,
      province_id: 32,
      city_id: 3205,
      address: '工业园区星湖街 218 号',
      addr_tel: '0512-62956000',
    }
    expect((await authed(t.app, admin, GET)).body.data.member_address).toBeNull()
    expect((await authed(t.app, admin, UPDATE, form)).body.code).toBe(200)
    const rows = await t.app.db.selectFrom('address').select(['isDefault', 'cityId']).where('uid', '=', id).execute()
    expect(rows).toEqual([{ isDefault: 1, cityId: 3205 }])
  })
})

describe('POST /user/setPhone', () => {
  it('新手机号的短信验证码正确时更换手机号（手机号更新成功），之后可以用它短信登录', async () => {
    const token = await login(t.app, 'demo2@example.com', 'Demo@12345')
    const phone = '13700002222'
    const smscode = await receiveSmsCode(t.app, phone, 'phone', nextIp())
    const { body } = await authed(t.app, token, SET_PHONE, { phone, smscode })
    expect(body).toEqual({ code: 200, message: '手机号更新成功', data: { tel: phone } })
    expect((await authed(t.app, token, GET)).body.data.tel).toBe(phone)

    const form = await accountForm(token)
    expect((await authed(t.app, token, UPDATE, form)).body.code).toBe(200)

    const code = await receiveSmsCode(t.app, phone, 'login', nextIp())
    const sms = await post(t.app, '/api/v1/user/loginsms', { phone, code }, { ip: nextIp() })
    expect(sms.body.data.info.user.email).toBe('demo2@example.com')
  })

  it('验证码错误、用途不对时不更换', async () => {
    const phone = '13700003333'
    const loginCode = await receiveSmsCode(t.app, phone, 'login', nextIp())
    const wrongPurpose = await authed(t.app, demo1, SET_PHONE, { phone, smscode: loginCode })
    expect(wrongPurpose.body).toMatchObject({ code: 201, message: '请先获取验证码' })
    const code = await receiveSmsCode(t.app, phone, 'phone', nextIp())
    const wrong = await authed(t.app, demo1, SET_PHONE, { phone, smscode: code === '000000' ? '111111' : '000000' })
    expect(wrong.body.message).toBe('验证码错误')
    expect((await authed(t.app, demo1, GET)).body.data.tel).toBe('13800138001')
  })

  it('已被其他账号使用的手机号不能绑定', async () => {
    const smscode = await receiveSmsCode(t.app, '13800138001', 'phone', nextIp())
    const { body } = await authed(t.app, demo2, SET_PHONE, { phone: '13800138001', smscode })
    expect(body).toMatchObject({ code: 201, message: '该手机号已被其他账号使用' })
  })

  it('手机号与验证码格式给出提示；未登录返回 401', async () => {
    expect((await authed(t.app, demo1, SET_PHONE, { phone: '123', smscode: '123456' })).body.message).toBe(
      '请输入正确的手机号',
    )
    expect((await authed(t.app, demo1, SET_PHONE, { phone: '13700004444' })).body.message).toBe('验证码为空')
    expect((await authed(t.app, undefined, SET_PHONE, { phone: '13700004444', smscode: '123456' })).status).toBe(401)
  })
})
