// Delivery addresses: ownership, the locked default address, 'set as default'.
import { describe, expect, it } from 'vitest'
import { activeAccount, authed, login } from '#tests/setup/account-helpers.ts'
import { appWithMail } from '#tests/setup/app-with-mail.ts'

const t = appWithMail()

const address = (overrides: Record<string, unknown> = {}) => ({
  name: '赵磊',
  company: '浙江大学医学院',
  country: 0,
  province_id: 33,
  city_id: 3301,
  address: '西湖区余杭塘路 866 号 紫金港校区医学院 C 楼',
  zip: '310058',
  tel: '0571-88208000',
  tel2: '102',
  is_default: 0,
  ...overrides,
})

async function customer() {
  const { email } = await activeAccount(t.app, t.smtp)
  return login(t.app, email)
}

const call = (token: string, name: string, payload?: Record<string, unknown>) =>
  authed(t.app, token, `/api/v1/user/${name}`, payload)

describe('收货地址', () => {
  it('第一个地址自动成为默认地址；列表默认地址在前，带省市名称', async () => {
    const token = await customer()
    const first = await call(token, 'creatAddr', address())
    expect(first.body).toMatchObject({
      code: 200,
      message: '新增成功',
      data: { is_default: 1, province_name: '浙江省', city_name: '杭州市' },
    })
    const second = await call(token, 'creatAddr', address({ name: '钱明', is_default: false }))
    expect(second.body.data.is_default).toBe(0)

    const { body } = await call(token, 'addrList')
    expect(body.data.total).toBe(2)
    expect(body.data.data.map((row: { name: string; is_default: number }) => [row.name, row.is_default])).toEqual([
      ['赵磊', 1],
      ['钱明', 0],
    ])
    expect(body.data.data[0]).toMatchObject({ zip: '310058', tel: '0571-88208000', tel2: '102', country: 0 })
  })

  it('编辑非默认地址（更新成功）；设为默认后原默认地址变为普通地址', async () => {
    const token = await customer()
    const first = (await call(token, 'creatAddr', address())).body.data
    const second = (await call(token, 'creatAddr', address({ name: '钱明' }))).body.data

    const edited = await call(token, 'updateAddr', address({ id: second.id, uid: 999, name: '钱明明', city_id: 3302 }))
    expect(edited.body).toMatchObject({
      code: 200,
      message: '更新成功',
      data: { name: '钱明明', city_name: '宁波市', is_default: 0 },
    })

    await call(token, 'updateAddr', { ...edited.body.data, is_default: 1 })
    const rows = (await call(token, 'addrList')).body.data.data as { id: number; is_default: number }[]
    expect(rows.map((row) => [row.id, row.is_default])).toEqual([
      [second.id, 1],
      [first.id, 0],
    ])
  })

  it('新增时勾选默认会取代原默认地址，始终只有一个默认地址', async () => {
    const token = await customer()
    await call(token, 'creatAddr', address())
    const newer = (await call(token, 'creatAddr', address({ name: '孙丽', is_default: 1 }))).body.data
    const rows = (await call(token, 'addrList')).body.data.data as { id: number; is_default: number }[]
    expect(rows.filter((row) => row.is_default === 1).map((row) => row.id)).toEqual([newer.id])
  })

  it('默认地址不能编辑也不能删除（服务器拒绝）', async () => {
    const token = await customer()
    const def = (await call(token, 'creatAddr', address())).body.data
    const edit = await call(token, 'updateAddr', address({ id: def.id, name: '改名' }))
    expect(edit.status).toBe(409)
    expect(edit.body).toMatchObject({
      code: 201,
      error: 'STATE_CONFLICT',
      message: '默认地址不能编辑，请在账户信息中修改',
    })
    const del = await call(token, 'delAddr', { id: def.id })
    expect(del.status).toBe(409)
    expect(del.body).toMatchObject({ code: 201, message: '默认地址不能删除' })
    expect((await call(token, 'addrList')).body.data.data[0]).toMatchObject({ id: def.id, name: '赵磊' })
  })

  it('删除普通地址（删除成功）', async () => {
    const token = await customer()
    await call(token, 'creatAddr', address())
    const other = (await call(token, 'creatAddr', address({ name: '钱明' }))).body.data
    expect((await call(token, 'delAddr', { id: other.id })).body).toEqual({
      code: 200,
      message: '删除成功',
      data: null,
    })
    expect((await call(token, 'addrList')).body.data.total).toBe(1)
  })

  it('他人的地址 id：看不到、改不了、删不掉（404 地址不存在）', async () => {
    const owner = await customer()
    await call(owner, 'creatAddr', address())
    const theirs = (await call(owner, 'creatAddr', address({ name: '钱明' }))).body.data
    const intruder = await customer()

    const edit = await call(intruder, 'updateAddr', address({ id: theirs.id, uid: theirs.uid }))
    expect(edit.status).toBe(404)
    expect(edit.body).toMatchObject({ code: 404, message: '地址不存在', error: 'NOT_FOUND' })
    expect((await call(intruder, 'delAddr', { id: theirs.id })).body).toMatchObject({
      code: 404,
      message: '地址不存在',
    })
    expect((await call(intruder, 'addrList')).body.data).toEqual({ data: [], total: 0 })
    expect((await call(owner, 'addrList')).body.data.data[1]).toMatchObject({ id: theirs.id, name: '钱明' })
  })

  it('必填项与省市校验', async () => {
    const token = await customer()
    const { status, body } = await call(token, 'creatAddr', {})
    expect(status).toBe(400)
    expect(body.fieldErrors).toMatchObject({
      name: '请输入联系人!',
      company: '请输入单位名称!',
      country: '请选择国家!',
      province_id: '请选择省份!',
      city_id: '请选择城市!',
      address: '请输入详细地址!',
      tel: '请输入联系电话!',
    })
    const mismatch = await call(token, 'creatAddr', address({ province_id: 11, city_id: 3301 }))
    expect(mismatch.body).toMatchObject({ message: '请选择城市!', fieldErrors: { city_id: '请选择城市!' } })
    const badPhone = await call(token, 'creatAddr', address({ tel: 'abc' }))
    expect(badPhone.body.fieldErrors).toEqual({ tel: '请输入正确的电话号码' })
  })

  it('未登录时地址接口返回 401', async () => {
    for (const name of ['addrList', 'creatAddr', 'updateAddr', 'delAddr']) {
      expect((await authed(t.app, undefined, `/api/v1/user/${name}`, address())).status, name).toBe(401)
    }
  })
})
