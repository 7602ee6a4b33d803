import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { PlasmidMapFeature } from '#common/schemas/plasmid.ts'
import { PlasmidMap } from './plasmid-map.tsx'

const features: PlasmidMapFeature[] = [
  { name: 'AmpR', type: 'CDS', start: 100, end: 960, strand: -1, auto: false },
  { name: 'ori', type: 'rep_origin', start: 1100, end: 1688, strand: 1, auto: true },
  { name: 'lac promoter', type: 'promoter', start: 2500, end: 100, strand: 1, auto: false },
  { name: 'M13 fwd', type: 'primer_bind', start: 300, end: 316, strand: 1, auto: false },
]

const render = (topology: 'circular' | 'linear') =>
  renderToStaticMarkup(<PlasmidMap name="pTest" size={2686} topology={topology} features={features} />)

describe('PlasmidMap', () => {
  it.each(['circular', 'linear'] as const)('%s：服务端渲染出带特征标签的 SVG，自动注释为虚线并带 *', (topology) => {
    const html = render(topology)
    expect(html).toMatch(/^<svg[^>]+role="img"/)
    expect(html).toContain(topology === 'circular' ? '环状' : '线状')
    expect(html).toContain('>AmpR<')
    expect(html).toContain('>lac promoter<')
    expect(html).toContain('>ori*<')
    expect(html).toMatch(/stroke-dasharray="3 2"/)
    expect(html).not.toContain('M13 fwd')
    expect(html).not.toContain('NaN')
  })

  it('环状图谱中心显示名称与长度', () => {
    const html = render('circular')
    expect(html).toContain('>pTest<')
    expect(html).toContain('>2,686 bp<')
  })
})
