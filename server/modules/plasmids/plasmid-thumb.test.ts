import { describe, expect, it } from 'vitest'
import type { PlasmidMapFeature } from '#common/schemas/plasmid.ts'
import { featureColour } from '#web/components/plasmid/map-layout.ts'
import { renderThumb } from './plasmid-thumb.ts'

const feature = (name: string, type: string, start: number, end: number): PlasmidMapFeature => ({
  name,
  type,
  start,
  end,
  strand: 1,
  auto: false,
})

const paths = (svg: string) =>
  [...svg.matchAll(/<path d="([^"]+)" stroke="([^"]+)"\/>/g)].map(([, d, stroke]) => ({ d: d!, stroke: stroke! }))

describe('renderThumb', () => {
  it('draws the eight longest parts in the map colours, leaving out whole-sequence and hidden features', () => {
    const features = [
      feature('source', 'source', 1, 1000),
      feature('primer', 'primer_bind', 1, 400),
      ...Array.from({ length: 10 }, (_, i) => feature(`part ${i}`, 'CDS', i * 90 + 1, i * 90 + 10 + i * 5)),
      feature('EGFP', 'CDS', 100, 700),
    ]
    const drawn = paths(renderThumb({ size: 1000, topology: 'circular', features }))
    expect(drawn).toHaveLength(8)
    expect(drawn[0]!.stroke).toBe(featureColour({ name: 'EGFP', type: 'CDS' }).stroke)
    // The EGFP arc covers more than half the circle: the large-arc flag is set.
    expect(drawn[0]!.d).toMatch(/^M [\d.]+ [\d.]+ A 18 18 0 1 1 /)
    expect(drawn.slice(1).every(({ d }) => / 0 0 1 /.test(d))).toBe(true)
  })

  it('a part through the origin of a circular sequence ends past 12 o’clock', () => {
    const [arc] = paths(
      renderThumb({ size: 1000, topology: 'circular', features: [feature('ori', 'rep_origin', 901, 100)] }),
    )
    // From 324° round to 36°: the end point lies right of the centre, above it.
    const [endX, endY] = arc!.d.split(' ').slice(-2)
    expect(Number(endX)).toBeGreaterThan(24)
    expect(Number(endY)).toBeLessThan(24)
  })

  it('draws a linear sequence as a line with its parts along it', () => {
    const svg = renderThumb({ size: 1000, topology: 'linear', features: [feature('lacZ', 'CDS', 1, 500)] })
    expect(svg).not.toContain('<circle')
    expect(paths(svg)).toEqual([{ d: 'M 4 24 H 24', stroke: featureColour({ name: 'lacZ', type: 'CDS' }).stroke }])
  })

  it('shows a plasmid without a sequence as a dashed circle', () => {
    const svg = renderThumb({ size: 0, topology: 'circular', features: [] })
    expect(svg).toContain('stroke-dasharray="3 3"')
    expect(paths(svg)).toEqual([])
  })
})
