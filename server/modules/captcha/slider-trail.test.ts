import { describe, expect, it } from 'vitest'
import { isPlausibleTrail } from './slider-trail.ts'

const steady = (points: number, durationMs: number) =>
  Array.from({ length: points }, (_, i): [number, number] => [(durationMs * i) / (points - 1), i * 20])

describe('isPlausibleTrail', () => {
  it('至少 5 个点、历时至少 300 毫秒的拖动是合理的', () => {
    expect(isPlausibleTrail(steady(5, 300))).toBe(true)
    expect(isPlausibleTrail(steady(30, 1200))).toBe(true)
  })

  it('点太少或太快的轨迹不合理', () => {
    expect(isPlausibleTrail(steady(4, 1000))).toBe(false)
    expect(isPlausibleTrail(steady(10, 299))).toBe(false)
  })

  it('时间倒退的轨迹不合理', () => {
    const trail = steady(8, 800)
    trail[4]![0] = 10
    expect(isPlausibleTrail(trail)).toBe(false)
  })
})
