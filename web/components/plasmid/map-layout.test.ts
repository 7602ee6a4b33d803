import { describe, expect, it } from 'vitest'
import type { PlasmidMapFeature } from '#common/schemas/plasmid.ts'
import { assignLanes, featureColour, featureLength, mapFeatures, spreadLabels, tickStep } from './map-layout.ts'

const feature = (start: number, end: number, overrides: Partial<PlasmidMapFeature> = {}): PlasmidMapFeature => ({
  name: 'f',
  type: 'misc_feature',
  start,
  end,
  strand: 1,
  auto: false,
  ...overrides,
})

describe('featureLength', () => {
  it('跨越环状序列原点的特征按两段计算', () => {
    expect(featureLength({ start: 10, end: 19 }, 100)).toBe(10)
    expect(featureLength({ start: 95, end: 5 }, 100)).toBe(11)
  })
})

describe('assignLanes', () => {
  it('不重叠的特征同在第 0 道，重叠的向内叠放，长特征优先', () => {
    const lanes = assignLanes([feature(1, 50), feature(60, 80), feature(40, 70), feature(10, 20)], 100, true)
    expect(lanes[0]).toBe(0)
    expect(lanes[2]).toBe(1)
    expect(new Set([lanes[0], lanes[1]]).size).toBe(1)
    expect(lanes[3]).toBe(1)
  })

  it('环状序列中跨原点的特征与两端的特征都算重叠；线状序列不绕回', () => {
    const features = [feature(90, 10), feature(2, 5), feature(92, 95)]
    expect(assignLanes(features, 100, true)).toEqual([0, 1, 1])
    expect(assignLanes([feature(1, 5), feature(96, 100)], 100, false)).toEqual([0, 0])
  })
})

describe('spreadLabels', () => {
  it('标签保持期望位置，过近时推开，间距不小于 gap', () => {
    const placed = spreadLabels(
      [
        { index: 0, y: 100, priority: 1 },
        { index: 1, y: 105, priority: 1 },
        { index: 2, y: 300, priority: 1 },
      ],
      0,
      400,
      15,
    )
    expect(placed.map((label) => label.index)).toEqual([0, 1, 2])
    expect(placed[2]!.y).toBe(300)
    expect(placed[1]!.y - placed[0]!.y).toBeGreaterThanOrEqual(15)
  })

  it('放不下时舍弃优先级最低的标签，且不越界', () => {
    const requests = Array.from({ length: 10 }, (_, index) => ({ index, y: 50, priority: index }))
    const placed = spreadLabels(requests, 0, 60, 15)
    expect(placed.map((label) => label.index).sort()).toEqual([5, 6, 7, 8, 9])
    for (const label of placed) {
      expect(label.y).toBeGreaterThanOrEqual(0)
      expect(label.y).toBeLessThanOrEqual(60)
    }
  })
})

describe('mapFeatures', () => {
  it('图谱不画引物位点、序列沿革和短结合位点，表格中仍保留', () => {
    const features = [
      feature(1, 100, { type: 'CDS' }),
      feature(1, 20, { type: 'primer_bind' }),
      feature(5, 15, { type: 'misc_binding', name: 'echinomycin' }),
      feature(200, 800, { type: 'misc_binding', name: 'WPRE' }),
      feature(1, 100, { type: 'gene' }),
    ]
    expect(mapFeatures(features, 1000).map((f) => f.type)).toEqual(['CDS', 'misc_binding'])
  })
})

describe('tickStep and featureColour', () => {
  it('刻度取 1、2、5 × 10^n', () => {
    expect(tickStep(14_873)).toBe(2000)
    expect(tickStep(2686)).toBe(500)
    expect(tickStep(100)).toBe(20)
  })

  it('按名称识别 Cas9 与荧光蛋白，否则按类型着色', () => {
    expect(featureColour({ type: 'misc_feature', name: 'hSpCas9' })).not.toEqual(
      featureColour({ type: 'misc_feature', name: 'MCS' }),
    )
    expect(featureColour({ type: 'CDS', name: 'EGFP' }).stroke).toBe('#2d8a3e')
    expect(featureColour({ type: 'promoter', name: 'CMV' }).stroke).toBe('#2f8f5b')
  })
})
