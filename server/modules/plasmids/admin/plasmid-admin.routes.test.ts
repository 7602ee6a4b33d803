// Editors maintain the catalogue: a new entry is at once in the public list (its cached total
// too), detail, map and search; a shared sequence survives the edit of one of its entries.
import { describe, expect, it } from 'vitest'
import { SEQUENCE, plasmidEntry as entry } from '#tests/factories/plasmid.ts'
import { adminCall, staffTestApp } from '#tests/setup/admin-helpers.ts'
import { post } from '#tests/setup/test-app.ts'

const staff = staffTestApp('editor')

const asEditor = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: Record<string, unknown>) =>
  adminCall(staff.app, staff.token, method, `/api/v1/admin${path}`, payload)
const publicList = async (name: string) =>
  (await post(staff.app, '/api/v1/plasmid/list', { name, page: 1, size: 10 })).body.data

describe('质粒目录', () => {
  it('新建的质粒立即出现在公开列表（含总数）、详情与搜索中', async () => {
    expect((await publicList('pAdmin')).total).toBe(0)
    const created = await asEditor('POST', '/plasmids', entry())
    expect(created.body).toMatchObject({
      code: 200,
      data: { itemNo: 'ADM-0001', size: SEQUENCE.length, sequence: SEQUENCE },
    })
    const id = created.body.data.id as number

    const list = await publicList('pAdmin')
    expect(list.total).toBe(1)
    expect(list.data[0]).toMatchObject({ id, name: 'pAdmin-EGFP' })
    const detail = (await post(staff.app, '/api/v1/plasmid/read', { id })).body.data
    expect(detail).toMatchObject({ item_no: 'ADM-0001', sequence: SEQUENCE, promoter: 'CMV' })
    expect(detail.features).toEqual([
      expect.objectContaining({ name: 'EGFP', type: 'CDS', start: 1, end: 60, strand: 1 }),
    ])
    const genbank = await staff.app.inject({ method: 'GET', url: `/api/v1/plasmid/${id}/genbank` })
    expect(genbank.body).toContain('/label="EGFP"')
    const search = await staff.app.inject({ method: 'GET', url: '/api/v1/article/search?keywords=ADM-0001' })
    expect(JSON.stringify(search.json())).toContain('pAdmin-EGFP')
  })

  it('货号不能重复；筛选项必须是下拉选项之一；特征不能超出序列', async () => {
    const duplicate = await asEditor('POST', '/plasmids', entry({ name: '重复' }))
    expect(duplicate.body).toMatchObject({ code: 201, message: '该货号已存在' })
    const outside = await asEditor(
      'POST',
      '/plasmids',
      entry({ itemNo: 'ADM-0002', features: [{ name: 'x', type: 'CDS', start: 1, end: 999, strand: 1 }] }),
    )
    expect(outside.body.fieldErrors).toEqual({ 'features.0.end': '特征位置超出序列长度' })
    const unknownHost = await asEditor('POST', '/plasmids', entry({ itemNo: 'ADM-0002', plasmidHost: '火星' }))
    expect(unknownHost.body).toMatchObject({
      code: 201,
      message: '宿主“火星”不在筛选项中',
      fieldErrors: { plasmidHost: '宿主“火星”不在筛选项中' },
    })
    expect(
      (await asEditor('POST', '/plasmids', entry({ itemNo: 'ADM-0003', sequence: 'ATGXZ' }))).body.fieldErrors,
    ).toMatchObject({
      sequence: '序列只能包含 IUPAC 碱基字母',
    })
  })

  it('价格须为不小于 0、最多两位小数的金额：-5、abc、1.234 被拒绝并给出字段提示，不保存为 0', async () => {
    const message = '价格须为不小于 0 的金额，最多两位小数'
    for (const price of [-5, 'abc', 1.234, '1.234']) {
      const refused = await asEditor('POST', '/plasmids', entry({ itemNo: 'ADM-PRICE', price }))
      expect({ status: refused.status, ...refused.body }, String(price)).toMatchObject({
        status: 400,
        message,
        fieldErrors: { price: message },
      })
    }
    expect((await asEditor('GET', '/plasmids?keyword=ADM-PRICE')).body.data.total).toBe(0)

    const created = await asEditor('POST', '/plasmids', entry({ itemNo: 'ADM-PRICE', name: 'pPrice', price: '12.50' }))
    expect(created.body).toMatchObject({ code: 200, data: { price: 12.5 } })
    const id = created.body.data.id as number
    expect((await post(staff.app, '/api/v1/plasmid/read', { id })).body.data.price).toBe(12.5)
    const edited = await asEditor('PUT', `/plasmids/${id}`, { ...created.body.data, price: -5 })
    expect(edited.body.fieldErrors).toEqual({ price: message })
    expect((await asEditor('GET', `/plasmids/${id}`)).body.data.price).toBe(12.5)
    expect((await asEditor('PUT', `/plasmids/${id}`, { ...created.body.data, price: 0.99 })).body.data.price).toBe(0.99)
  })

  it('修改共享序列的条目时另存新序列，其他条目的序列不变', async () => {
    const shared = await staff.app.db
      .selectFrom('plasmid')
      .select(['sequenceId', (eb) => eb.fn.countAll<number>().as('users')])
      .where('sequenceId', 'is not', null)
      .groupBy('sequenceId')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .executeTakeFirstOrThrow()
    const [first, second] = await staff.app.db
      .selectFrom('plasmid')
      .select('id')
      .where('sequenceId', '=', shared.sequenceId)
      .limit(2)
      .execute()
    const { body } = await asEditor('GET', `/plasmids/${first?.id}`)
    const original = body.data.sequence as string
    const updated = await asEditor('PUT', `/plasmids/${first?.id}`, {
      ...body.data,
      sequence: 'ATGC'.repeat(30),
      features: [],
    })
    expect(updated.body.data.size).toBe(120)
    expect((await asEditor('GET', `/plasmids/${second?.id}`)).body.data.sequence).toBe(original)
  })

  it('删除后公开列表与详情中不再有它，操作日志不保存整段序列', async () => {
    const { body } = await asEditor('POST', '/plasmids', entry({ itemNo: 'ADM-0009', name: 'pAdmin-Delete' }))
    expect((await publicList('pAdmin-Delete')).total).toBe(1)
    expect((await asEditor('DELETE', `/plasmids/${body.data.id}`)).body.code).toBe(200)
    expect((await publicList('pAdmin-Delete')).total).toBe(0)
    expect((await post(staff.app, '/api/v1/plasmid/read', { id: body.data.id })).body.code).toBe(404)
    const audit = await staff.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('targetType', '=', 'plasmids')
      .where('targetId', '=', String(body.data.id))
      .execute()
    expect(audit.map((row) => row.action)).toEqual(['create', 'delete'])
    expect(JSON.parse(audit[1]?.beforeJson ?? '{}').sequence).toBe(`${SEQUENCE.length} bp`)
  })

  it('列表按名称或货号搜索', async () => {
    const { body } = await asEditor('GET', '/plasmids?keyword=adm-0001')
    expect(body.data).toMatchObject({ total: 1, data: [{ itemNo: 'ADM-0001', hasSequence: true }] })
  })
})
