import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { PlasmidCutter, PlasmidMapFeature } from '#common/schemas/plasmid.ts'
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

  it.each(['circular', 'linear'] as const)(
    '%s：单切与双切酶在骨架上各有刻度，标签为「酶 (位置)」，单切另有类；均带开关隐藏所用的类',
    (topology) => {
      const cutters: PlasmidCutter[] = [
        { enzyme: 'EcoRI', site: 'GAATTC', cuts: [397] },
        { enzyme: 'BsaI', site: 'GGTCTC', cuts: [1200, 2400] },
      ]
      const html = renderToStaticMarkup(
        <PlasmidMap name="pTest" size={2686} topology={topology} features={features} cutters={cutters} />,
      )
      expect(html.match(/<line class="[^"]*plasmid-map__cut"/g)).toHaveLength(3)
      expect(html).toMatch(
        /<g class="plasmid-map__label plasmid-map__cutter plasmid-map__cutter--unique">.*?>EcoRI \(397\)</,
      )
      expect(html).toMatch(/<g class="plasmid-map__label plasmid-map__cutter">.*?>BsaI \(1200\)</)
      expect(html).toContain('>BsaI (2400)<')
      expect(html).toContain('<title>EcoRI · GAATTC · 单切 · 397</title>')
      expect(html).toContain('>AmpR<')
      expect(html).not.toContain('NaN')
    },
  )
  it('一侧放不下时先舍弃酶切标签，特征标签都保留', () => {
    const crowd: PlasmidCutter[] = Array.from({ length: 80 }, (_, i) => ({
      enzyme: `E${i}`,
      site: 'GAATTC',
      cuts: [1 + i * 30],
    }))
    const html = renderToStaticMarkup(
      <PlasmidMap name="pTest" size={2686} topology="circular" features={features} cutters={crowd} />,
    )
    for (const label of ['>AmpR<', '>lac promoter<', '>ori*<']) expect(html).toContain(label)
    const shown = html.match(/>E\d+ \(\d+\)</g)!.length
    expect(shown).toBeGreaterThan(20)
    expect(shown).toBeLessThan(80)
  })
})
