// Editors' writes through the admin API show on the public site at the next request, HTML
// is stored sanitized, the category tree keeps its guards, and each write is audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCall, staffToken } from '#tests/setup/admin-helpers.ts'
import { type TestApp, createTestApp, post } from '#tests/setup/test-app.ts'
import { countRows } from '#tests/setup/test-database.ts'

const XSS =
  '<p>安全<img src="/x.png" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">链接</a></p>'

let t: TestApp
let editor: string
let admin: string
beforeAll(async () => {
  t = await createTestApp({ demoAccounts: true })
  editor = await staffToken(t.app, 'editor')
  admin = await staffToken(t.app, 'admin')
})
afterAll(() => t.close())

const publicCall = (path: string, payload?: Record<string, unknown>) => post(t.app, `/api/v1${path}`, payload)
const asEditor = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: Record<string, unknown>) =>
  adminCall(t.app, editor, method, `/api/v1/admin${path}`, payload)

async function newsChannel(): Promise<number> {
  const row = await t.app.db.selectFrom('category').select('id').where('molds', '=', 'news').executeTakeFirstOrThrow()
  return row.id
}

async function auditOf(targetType: string, targetId: number | string) {
  return t.app.db
    .selectFrom('auditLog')
    .selectAll()
    .where('targetType', '=', targetType)
    .where('targetId', '=', String(targetId))
    .orderBy('id')
    .execute()
}

describe('新闻', () => {
  it('发布的新闻立即出现在公开列表、详情与站内搜索中，并写入操作日志', async () => {
    const tid = await newsChannel()
    const created = await asEditor('POST', '/news', { tid, title: '澜基发布新一代碱基编辑器', body: '<p>正文</p>' })
    expect(created.body).toMatchObject({ code: 200, data: { title: '澜基发布新一代碱基编辑器', tid } })
    const id = created.body.data.id as number

    const list = await publicCall('/news/index', { page: 1, size: 5 })
    expect(list.body.data.data[0]).toMatchObject({ id, title: '澜基发布新一代碱基编辑器' })
    expect((await publicCall('/news/read', { id })).body.data.body).toBe('<p>正文</p>')
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/v1/article/search?keywords=${encodeURIComponent('碱基编辑器')}`,
    })
    expect(JSON.stringify(search.json())).toContain('澜基发布新一代碱基编辑器')

    const [entry] = await auditOf('news', id)
    expect(entry).toMatchObject({
      action: 'create',
      staffEmail: 'editor@example.com',
      summary: '新建新闻「澜基发布新一代碱基编辑器」',
    })
    expect(entry?.beforeJson).toBeNull()
    expect(JSON.parse(entry?.afterJson ?? '{}')).toMatchObject({ id, title: '澜基发布新一代碱基编辑器' })
  })

  it('保存时按网站白名单清理 HTML：脚本与事件属性不会到达公开页面', async () => {
    const tid = await newsChannel()
    const { body } = await asEditor('POST', '/news', { tid, title: 'XSS 测试', body: XSS, description: XSS })
    const stored = await t.app.db
      .selectFrom('news')
      .select(['body', 'description'])
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow()
    for (const html of [
      stored.body,
      stored.description,
      (await publicCall('/news/read', { id: body.data.id })).body.data.body,
    ]) {
      expect(html).toContain('安全')
      expect(html).not.toMatch(/<script|onerror|javascript:/i)
    }
  })

  it('正文里上传的图片与格式保存后保留', async () => {
    const tid = await newsChannel()
    const body =
      '<h2>小标题</h2><p><strong>粗体</strong><em>斜体</em><a href="/aboutUs">内链</a></p>' +
      '<ul><li>一</li></ul><ol><li>二</li></ol><img src="/images/uploads/2026/11/00000000-0000-0000-0000-000000000000.png" alt="配图">'
    const { body: saved } = await asEditor('POST', '/news', { tid, title: '格式测试', body })
    expect(saved.data.body).toContain('<h2>小标题</h2>')
    expect(saved.data.body).toContain('<strong>粗体</strong><em>斜体</em><a href="/aboutUs">内链</a>')
    expect(saved.data.body).toContain('<ul><li>一</li></ul><ol><li>二</li></ol>')
    expect(saved.data.body).toContain('src="/images/uploads/2026/11/00000000-0000-0000-0000-000000000000.png"')
  })

  it('修改与删除立即反映在公开接口中，修改前后都记入日志', async () => {
    const tid = await newsChannel()
    const { body } = await asEditor('POST', '/news', { tid, title: '旧标题' })
    const id = body.data.id as number
    const updated = await asEditor('PUT', `/news/${id}`, { tid, title: '新标题', body: '<p>改过</p>' })
    expect(updated.body.data.title).toBe('新标题')
    expect((await publicCall('/news/read', { id })).body.data.title).toBe('新标题')
    expect((await asEditor('DELETE', `/news/${id}`)).body.code).toBe(200)
    expect((await publicCall('/news/read', { id })).body.code).toBe(404)
    expect((await asEditor('GET', `/news/${id}`)).status).toBe(404)

    const entries = await auditOf('news', id)
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete'])
    expect(JSON.parse(entries[1]?.beforeJson ?? '{}')).toMatchObject({ title: '旧标题' })
    expect(JSON.parse(entries[1]?.afterJson ?? '{}')).toMatchObject({ title: '新标题' })
  })

  it('栏目不存在时拒绝，必填项给出提示', async () => {
    const missing = await asEditor('POST', '/news', { tid: 987654, title: '无栏目' })
    expect(missing.body).toMatchObject({ code: 201, message: '所属栏目不存在', fieldErrors: { tid: '所属栏目不存在' } })
    const empty = await asEditor('POST', '/news', { tid: await newsChannel() })
    expect(empty.body.fieldErrors).toMatchObject({ title: '请输入标题' })
    // An empty category field asks for a category, as the form's field says.
    for (const tid of ['', undefined]) {
      const noCategory = await asEditor('POST', '/news', { tid, title: '没选栏目' })
      expect(noCategory.body.fieldErrors, String(tid)).toEqual({ tid: '请选择栏目' })
    }
  })

  it('新闻不能放进非新闻栏目（如服务栏目 1），修改时也不能', async () => {
    const service = await t.app.db
      .selectFrom('category')
      .select(['id', 'molds'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow()
    expect(service.molds).not.toBe('news')
    const before = await countRows(t.app.db, 'news')
    const refused = await asEditor('POST', '/news', { tid: service.id, title: '放错栏目的新闻' })
    const message = '所选栏目不是新闻栏目，请选择新闻栏目'
    expect({ status: refused.status, ...refused.body }).toMatchObject({
      status: 400,
      message,
      fieldErrors: { tid: message },
    })
    expect(await countRows(t.app.db, 'news')).toBe(before)

    const { body } = await asEditor('POST', '/news', { tid: await newsChannel(), title: '在新闻栏目' })
    const moved = await asEditor('PUT', `/news/${body.data.id}`, { tid: service.id, title: '在新闻栏目' })
    expect(moved.body).toMatchObject({ message })
    expect((await asEditor('GET', `/news/${body.data.id}`)).body.data.tid).toBe(await newsChannel())
  })

  it('列表可按标题关键词筛选（% 与 _ 按字面匹配）', async () => {
    const tid = await newsChannel()
    await asEditor('POST', '/news', { tid, title: '折扣 100% 活动' })
    const found = await asEditor('GET', `/news?keyword=${encodeURIComponent('100%')}`)
    expect(found.body.data.data.map((row: { title: string }) => row.title)).toEqual(['折扣 100% 活动'])
    expect(found.body.data.total).toBe(1)
  })
})

describe('栏目', () => {
  it('改名后公开菜单立即显示新名称', async () => {
    const { body } = await asEditor('GET', '/categories/232')
    const renamed = await asEditor('PUT', '/categories/232', { ...body.data, catname: '基因编辑服务（新）' })
    expect(renamed.body.data.catname).toBe('基因编辑服务（新）')
    expect(JSON.stringify((await publicCall('/category/allcate')).body.data)).toContain('基因编辑服务（新）')
    expect((await publicCall('/category/read', { id: 232 })).body.data.catname).toBe('基因编辑服务（新）')
  })

  it('有子栏目或内容的栏目不能删除；空栏目可以删除', async () => {
    const parent = await asEditor('POST', '/categories', { catname: '临时上级', molds: 'news', type: 7 })
    const child = await asEditor('POST', '/categories', {
      catname: '临时下级',
      pid: parent.body.data.id,
      molds: 'news',
      type: 7,
    })
    const refusedParent = await asEditor('DELETE', `/categories/${parent.body.data.id}`)
    expect(refusedParent.body).toMatchObject({ code: 201, message: '该栏目下还有子栏目，请先移走或删除子栏目' })
    const news = await asEditor('POST', '/news', { tid: child.body.data.id, title: '栏目里的新闻' })
    const refusedChild = await asEditor('DELETE', `/categories/${child.body.data.id}`)
    expect(refusedChild.body.message).toBe('该栏目下还有文章或新闻，请先移走或删除内容')
    await asEditor('DELETE', `/news/${news.body.data.id}`)
    expect((await asEditor('DELETE', `/categories/${child.body.data.id}`)).body.code).toBe(200)
    expect((await asEditor('DELETE', `/categories/${parent.body.data.id}`)).body.code).toBe(200)
  })

  it('排序与移动：按给定顺序放到新的上级之下；不能移到自己的下级之下', async () => {
    const a = (await asEditor('POST', '/categories', { catname: '甲' })).body.data.id as number
    const b = (await asEditor('POST', '/categories', { catname: '乙' })).body.data.id as number
    const c = (await asEditor('POST', '/categories', { catname: '丙', pid: a })).body.data.id as number
    expect((await asEditor('POST', '/categories/reorder', { pid: a, ids: [b, c] })).body.code).toBe(200)
    const rows = await t.app.db
      .selectFrom('category')
      .select(['id', 'pid', 'sort'])
      .where('id', 'in', [b, c])
      .orderBy('sort')
      .execute()
    expect(rows).toEqual([
      { id: b, pid: a, sort: 1 },
      { id: c, pid: a, sort: 2 },
    ])
    const cycle = await asEditor('POST', '/categories/reorder', { pid: c, ids: [a] })
    expect(cycle.body.message).toBe('不能把栏目移到它自己或它的下级栏目之下')
    const { body } = await asEditor('GET', `/categories/${a}`)
    expect((await asEditor('PUT', `/categories/${a}`, { ...body.data, pid: b })).body.fieldErrors).toEqual({
      pid: '不能把栏目移到它自己或它的下级栏目之下',
    })
  })

  it('栏目树包含全部字段与内容数量', async () => {
    const { body } = await asEditor('GET', '/categories')
    const flat: Array<Record<string, unknown>> = []
    const walk = (nodes: Array<Record<string, unknown> & { children: never[] }>) =>
      nodes.forEach((node) => {
        flat.push(node)
        walk(node.children)
      })
    walk(body.data)
    expect(flat.find((node) => node.id === 232)).toMatchObject({
      pid: 230,
      seoTitle: expect.any(String),
      youshi: expect.any(String),
      articleCount: expect.any(Number),
    })
  })
})

describe('轮播广告', () => {
  const ad = (name: string, window: { startTime?: string | null; endTime?: string | null }) =>
    asEditor('POST', '/ads', { name, status: 1, adfile: '/images/banners/x.svg', gourl: '/newsCenter', ...window })
  const carouselNames = async () =>
    ((await publicCall('/dsm/indexad')).body.data as Array<{ name: string }>).map((item) => item.name)
  const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString()

  it('只在开始与结束时间之内显示', async () => {
    await ad('窗口内', { startTime: hours(-1), endTime: hours(1) })
    await ad('未开始', { startTime: hours(1) })
    await ad('已结束', { endTime: hours(-1) })
    await ad('无时间限制', {})
    const names = await carouselNames()
    expect(names).toEqual(expect.arrayContaining(['窗口内', '无时间限制']))
    expect(names).not.toContain('未开始')
    expect(names).not.toContain('已结束')
  })

  it('结束时间须晚于开始时间；链接不能是 javascript:', async () => {
    const bad = await ad('错', { startTime: hours(2), endTime: hours(1) })
    expect(bad.body.fieldErrors).toMatchObject({ endTime: '结束时间须晚于开始时间' })
    const link = await asEditor('POST', '/ads', { name: '坏链接', gourl: 'javascript:alert(1)' })
    expect(link.body.fieldErrors).toMatchObject({ gourl: '请输入以 / 或 http(s):// 开头的地址' })
  })

  it('停用的广告立即从轮播中消失', async () => {
    const { body } = await ad('将停用', {})
    expect(await carouselNames()).toContain('将停用')
    await asEditor('PUT', `/ads/${body.data.id}`, { ...body.data, status: 0 })
    expect(await carouselNames()).not.toContain('将停用')
  })
})

describe('招聘、页面文字与网站设置', () => {
  it('职位、福利与工作地点出现在公开接口中', async () => {
    await asEditor('POST', '/jobs', { kind: 1, title: '校招：生物信息工程师', didian: '苏州', renshu: 3 })
    await asEditor('POST', '/welfare', { title: '年度体检', body: '<p>每年一次</p>' })
    await asEditor('POST', '/work-places', { title: '北京办事处', keywords: '北京市海淀区' })
    expect(JSON.stringify((await publicCall('/article/zhaopin', { type: 1 })).body.data)).toContain(
      '校招：生物信息工程师',
    )
    expect(JSON.stringify((await publicCall('/article/fulidaiyu')).body.data)).toContain('年度体检')
    expect(JSON.stringify((await publicCall('/article/gzdidian')).body.data)).toContain('北京办事处')
  })

  it('隐私政策修改后立即生效，HTML 被清理', async () => {
    const saved = await asEditor('PUT', '/blocks/privacy', { title: '隐私政策', body: `<h2>第一条</h2>${XSS}` })
    expect(saved.body.code).toBe(200)
    const { body } = await publicCall('/help/privacy')
    expect(body.data.body).toContain('<h2>第一条</h2>')
    expect(body.data.body).not.toMatch(/<script|onerror/i)
    expect((await asEditor('PUT', '/blocks/nothing', { title: 'x' })).status).toBe(404)
  })

  it('编辑可以修改关于我们的数字，公开页面立即显示；不是数字时拒绝', async () => {
    const counters = { keyanyuansuo: 3100, jishugongsi: 620, xiangmujinyan: 13, geleiyangben: 180000 }
    const saved = await asEditor('PUT', '/about-counters', counters)
    expect(saved.body).toMatchObject({ code: 200, data: counters })
    expect((await asEditor('GET', '/about-counters')).body.data).toEqual(counters)
    expect((await publicCall('/help/aboutus')).body.data.counters).toMatchObject(counters)
    const bad = await asEditor('PUT', '/about-counters', { ...counters, jishugongsi: -1, xiangmujinyan: 'abc' })
    expect(bad.body.fieldErrors).toMatchObject({ jishugongsi: '不能小于 0', xiangmujinyan: '请输入数字' })
    const [entry] = await auditOf('about-counters', '')
    expect(entry).toMatchObject({ action: 'update', staffEmail: 'editor@example.com' })
  })

  it('网站设置只有管理员能改，只接受已有的设置项', async () => {
    expect((await asEditor('PUT', '/settings', { settings: { xxl_tel: '0512-00000000' } })).status).toBe(403)
    const saved = await adminCall(t.app, admin, 'PUT', '/api/v1/admin/settings', {
      settings: { xxl_tel: '0512-66668888', zp_hottel1: '0512-66669999' },
    })
    expect(saved.body.data.settings).toMatchObject({ xxl_tel: '0512-66668888' })
    expect((await publicCall('/help/getWebseting')).body.data).toMatchObject({
      xxl_tel: '0512-66668888',
      zp_hottel1: '0512-66669999',
    })
    const unknown = await adminCall(t.app, admin, 'PUT', '/api/v1/admin/settings', {
      settings: { xxl_tel: '1', evil: 'x' },
    })
    expect(unknown.body).toMatchObject({ code: 201, message: '没有这个设置项：evil' })
    expect((await publicCall('/help/getWebseting')).body.data.xxl_tel).toBe('0512-66668888')
  })

  it('公司名称必填；邮箱、计数和链接类设置项按格式检查，错误写在字段上，不保存任何一项', async () => {
    const { status, body } = await adminCall(t.app, admin, 'PUT', '/api/v1/admin/settings', {
      settings: {
        xxl_tel: '0512-11112222',
        sales_email: 'sales-at-example',
        keyanyuansuo: '两千',
        wechat_qrcode: 'javascript:alert(1)',
        xxl_title: '  ',
      },
    })
    expect(status).toBe(400)
    expect(body.fieldErrors).toEqual({
      'settings.xxl_title': '请输入公司名称',
      'settings.sales_email': '请输入正确的邮箱地址',
      'settings.keyanyuansuo': '请输入整数',
      'settings.wechat_qrcode': '请输入以 / 或 http(s):// 开头的地址',
    })
    expect((await publicCall('/help/getWebseting')).body.data.xxl_tel).toBe('0512-66668888')
  })

  it('管理员可以按对象筛选操作日志', async () => {
    const { body } = await adminCall(t.app, admin, 'GET', '/api/v1/admin/audit?targetType=settings')
    expect(body.data.total).toBe(1)
    expect(body.data.data[0]).toMatchObject({
      action: 'update',
      staffEmail: 'admin@example.com',
      before: { xxl_tel: expect.any(String) },
      after: { xxl_tel: '0512-66668888' },
    })
  })
})
