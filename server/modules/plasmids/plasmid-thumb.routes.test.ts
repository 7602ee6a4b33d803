import { describe, expect, it } from 'vitest'
import { PLASMID_STATUS } from '#common/plasmid-catalogue.ts'
import type { PlasmidListItem } from '#common/schemas/plasmid.ts'
import { seededCatalogueSuite } from '#tests/setup/plasmid-catalogue.ts'
import { post } from '#tests/setup/test-app.ts'

const seeded = seededCatalogueSuite()

const thumb = (id: number | string, headers: Record<string, string> = {}) =>
  seeded.t.app.inject({ method: 'GET', url: `/api/v1/plasmid/${id}/thumb.svg`, headers })

async function idOf(itemNo: string): Promise<number> {
  const { body } = await post(seeded.t.app, '/api/v1/plasmid/list', { itemNo })
  return (body.data.data as PlasmidListItem[])[0]!.id
}

const vector = (backbone: string) =>
  seeded.catalogue.find((entry) => entry.backbone === backbone && entry.classification === '空载体')!

describe('GET /plasmid/{id}/thumb.svg', () => {
  it('有序列：SVG 图片，一个骨架圆加不超过 8 段彩色特征弧，可缓存并带 ETag', async () => {
    const response = await thumb(await idOf(vector('lentiCRISPRv2').itemNo))
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
    expect(response.headers['cache-control']).toBe('public, max-age=600')
    expect(response.headers.etag).toMatch(/^"\d+-\d+-\d+"$/)
    const svg = response.body
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 48 48" width="32" height="32"/)
    expect(svg.match(/<circle /g)).toHaveLength(1)
    const arcs = svg.match(/<path d="M [\d.]+ [\d.]+ A 18 18 0 [01] 1 [\d.]+ [\d.]+" stroke="#[0-9a-f]{6}"\/>/g) ?? []
    expect(arcs.length).toBeGreaterThan(3)
    expect(arcs.length).toBeLessThanOrEqual(8)
    expect(svg).not.toContain('<text')
  })

  it('未变化时带 If-None-Match 返回 304；修改后 ETag 改变', async () => {
    const entry = vector('pUC19')
    const id = await idOf(entry.itemNo)
    const first = await thumb(id)
    const again = await thumb(id, { 'if-none-match': first.headers.etag as string })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')

    await seeded.t.app.db
      .updateTable('plasmid')
      .set({ updateTime: new Date(Date.now() + 60_000).toISOString() })
      .where('id', '=', id)
      .execute()
    const changed = await thumb(id, { 'if-none-match': first.headers.etag as string })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(first.headers.etag)
    expect(changed.body).toBe(first.body)
  })

  it('无序列的质粒是灰色虚线圆，没有特征弧', async () => {
    const entry = seeded.catalogue.find((candidate) => candidate.sequence === null)!
    const response = await thumb(await idOf(entry.itemNo))
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('stroke-dasharray')
    expect(response.body).not.toContain('<path')
  })

  it('隐藏或不存在的质粒返回 404，id 无效返回 400', async () => {
    const entry = vector('pET-28a(+)')
    const id = await idOf(entry.itemNo)
    expect((await thumb(id)).statusCode).toBe(200)
    await seeded.t.app.db.updateTable('plasmid').set({ status: PLASMID_STATUS.hidden }).where('id', '=', id).execute()
    const hidden = await thumb(id)
    expect(hidden.statusCode).toBe(404)
    expect(hidden.json().message).toBe('质粒不存在')
    expect((await thumb(999_999)).statusCode).toBe(404)
    const bad = await thumb('abc')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('参数 id 无效')
  })
})
