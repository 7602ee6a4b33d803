// Editors maintain the values of the public list's seven filters: a new value is offered at
// once, a rename follows into every entry, and a value still in use cannot be removed.
import { describe, expect, it } from 'vitest'
import type { PlasmidFilterGroup } from '#common/schemas/admin-plasmid-filters.ts'
import { loggedInCustomer } from '#tests/setup/account-helpers.ts'
import { adminCall, staffTestApp, staffToken } from '#tests/setup/admin-helpers.ts'
import { post } from '#tests/setup/test-app.ts'

const staff = staffTestApp('editor')

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const callAs = (token: string | undefined, method: Method, url: string, payload?: Record<string, unknown>) =>
  adminCall(staff.app, token, method, `/api/v1/admin/plasmid-filter-values${url}`, payload)
const call = (method: Method, url: string, payload?: Record<string, unknown>) =>
  callAs(staff.token, method, url, payload)

const groups = async () => (await call('GET', '')).body.data as PlasmidFilterGroup[]
const valueOf = async (field: string, value: string) =>
  (await groups()).find((group) => group.field === field)?.values.find((item) => item.value === value)
const publicOptions = async (field: string) =>
  ((await post(staff.app, '/api/v1/plasmid/filters')).body.data.filters as { field: string; options: string[] }[]).find(
    (filter) => filter.field === field,
  )!.options
const publicTotal = async (payload: Record<string, unknown>) =>
  (await post(staff.app, '/api/v1/plasmid/list', payload)).body.data.total as number
const audits = (targetId: number) =>
  staff.app.db
    .selectFrom('auditLog')
    .select(['action', 'summary'])
    .where('targetType', '=', 'plasmid-filter-values')
    .where('targetId', '=', String(targetId))
    .orderBy('id')
    .execute()

describe('质粒筛选值', () => {
  it('按七个筛选项分组列出，附使用该值的质粒数', async () => {
    const list = await groups()
    expect(list.map((group) => [group.field, group.label])).toEqual([
      ['plasmidHost', '宿主'],
      ['plasmidUsage', '用途'],
      ['plasmidFragmentType', '片段类型'],
      ['plasmidFragmentSpecies', '物种'],
      ['plasmidNuclearResistance', '原核抗性'],
      ['plasmidEukaryoticResistance', '真核抗性'],
      ['plasmidFluorescentMarker', '荧光标记'],
    ])
    const hosts = list[0]!.values
    expect(hosts).toHaveLength(20)
    expect(hosts[0]).toMatchObject({ value: '大肠杆菌', sortOrder: 1 })
    expect(hosts[0]!.usage).toBe(await publicTotal({ plasmidHost: '大肠杆菌' }))
    expect(hosts[0]!.usage).toBeGreaterThan(0)
  })

  it('添加的值排在最后，公开列表的下拉随即出现；重复和“全部”被拒绝', async () => {
    const { body } = await call('POST', '', { field: 'plasmidHost', value: '  蓝细菌  ' })
    expect(body).toMatchObject({
      code: 200,
      message: '已添加',
      data: { field: 'plasmidHost', value: '蓝细菌', sortOrder: 21 },
    })
    expect((await publicOptions('plasmidHost')).at(-1)).toBe('蓝细菌')
    expect(await valueOf('plasmidHost', '蓝细菌')).toMatchObject({ usage: 0 })

    const duplicate = await call('POST', '', { field: 'plasmidHost', value: '蓝细菌' })
    expect(duplicate.status).toBe(409)
    expect(duplicate.body.message).toBe('该筛选项中已有这个值')
    expect((await call('POST', '', { field: 'plasmidHost', value: '全部' })).body.message).toBe(
      '“全部”表示不筛选，不能作为筛选值',
    )
    expect((await call('POST', '', { field: 'plasmidColour', value: '红' })).body.message).toBe('请选择筛选项')
    expect((await call('POST', '', { field: 'plasmidHost', value: ' ' })).body.message).toBe('请输入筛选值')
    expect((await audits(body.data.id)).map((row) => row.action)).toEqual(['create'])
  })

  it('新值可以用在质粒上；改名后使用它的质粒随之改名，公开列表按新名筛选', async () => {
    const yeast = (await valueOf('plasmidHost', '酿酒酵母'))!
    expect(yeast.usage).toBeGreaterThan(0)
    const renamed = await call('PUT', `/${yeast.id}`, { value: '酿酒酵母 (S. cerevisiae)' })
    expect(renamed.body).toMatchObject({ code: 200, message: `已改名，${yeast.usage} 个质粒随之更新` })
    expect(await publicTotal({ plasmidHost: '酿酒酵母 (S. cerevisiae)' })).toBe(yeast.usage)
    expect(await publicTotal({ plasmidHost: '酿酒酵母' })).toBe(0)
    const options = await publicOptions('plasmidHost')
    expect(options).toContain('酿酒酵母 (S. cerevisiae)')
    expect(options).not.toContain('酿酒酵母')
    expect(await audits(yeast.id)).toEqual([
      {
        action: 'update',
        summary: `筛选值改名 plasmidHost「酿酒酵母」→「酿酒酵母 (S. cerevisiae)」，${yeast.usage} 个质粒随之更新`,
      },
    ])

    const taken = await call('PUT', `/${yeast.id}`, { value: '植物' })
    expect(taken.body).toMatchObject({ code: 201, message: '该筛选项中已有这个值' })
  })

  it('仍被质粒使用的值不能删除（中文说明数量）；没人用的值可以删除', async () => {
    const plant = (await valueOf('plasmidHost', '植物'))!
    expect(plant.usage).toBeGreaterThan(0)
    const refused = await call('DELETE', `/${plant.id}`)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(`仍有 ${plant.usage} 个质粒的宿主是“植物”，请先修改这些质粒再删除`)
    expect(await valueOf('plasmidHost', '植物')).toBeDefined()

    const unused = (await valueOf('plasmidHost', '蓝细菌'))!
    expect((await call('DELETE', `/${unused.id}`)).body).toMatchObject({ code: 200, message: '已删除' })
    expect(await publicOptions('plasmidHost')).not.toContain('蓝细菌')
    expect((await call('DELETE', `/${unused.id}`)).status).toBe(404)
  })

  it('质粒平台首页入口用到的值不能改名或删除', async () => {
    const ecoli = (await valueOf('plasmidHost', '大肠杆菌'))!
    const message = '“大肠杆菌”是质粒平台首页的入口，不能修改或删除'
    expect((await call('PUT', `/${ecoli.id}`, { value: 'E. coli' })).body.message).toBe(message)
    expect((await call('DELETE', `/${ecoli.id}`)).body.message).toBe(message)
  })

  it('保存质粒时只接受现有的筛选值', async () => {
    const added = (await call('POST', '', { field: 'plasmidFluorescentMarker', value: 'mScarlet' })).body.data
    const entry = {
      itemNo: 'FV-0001',
      name: 'pFilter-mScarlet',
      plasmidHost: '大肠杆菌',
      plasmidUsage: '蛋白表达',
      plasmidFragmentType: '荧光蛋白',
      plasmidFragmentSpecies: '无',
      plasmidNuclearResistance: '氨苄青霉素 (Amp)',
      plasmidEukaryoticResistance: '无',
      plasmidFluorescentMarker: added.value,
    }
    const saved = await adminCall(staff.app, staff.token, 'POST', '/api/v1/admin/plasmids', entry)
    expect(saved.body.code).toBe(200)
    expect(await publicTotal({ plasmidFluorescentMarker: 'mScarlet' })).toBe(1)
    const refused = await adminCall(staff.app, staff.token, 'POST', '/api/v1/admin/plasmids', {
      ...entry,
      itemNo: 'FV-0002',
      plasmidFluorescentMarker: 'mTurquoise',
    })
    expect(refused.body.fieldErrors).toEqual({ plasmidFluorescentMarker: '荧光标记“mTurquoise”不在筛选项中' })
  })

  it('运营人员、客户和未登录的请求被拒绝', async () => {
    const operator = await staffToken(staff.app, 'operator')
    const customer = (await loggedInCustomer(staff.app)).token
    const ecoli = (await valueOf('plasmidHost', '大肠杆菌'))!
    for (const [token, status] of [
      [operator, 403],
      [customer, 401],
      [undefined, 401],
    ] as const) {
      expect((await callAs(token, 'GET', '')).status).toBe(status)
      expect((await callAs(token, 'POST', '', { field: 'plasmidHost', value: 'x' })).status).toBe(status)
      expect((await callAs(token, 'PUT', `/${ecoli.id}`, { value: 'x' })).status).toBe(status)
      expect((await callAs(token, 'DELETE', `/${ecoli.id}`)).status).toBe(status)
    }
  })
})
