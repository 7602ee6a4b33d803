import { describe, expect, it } from 'vitest'
import { areaName, areasOf, isCityOfProvince } from './region-tree.ts'

describe('region tree', () => {
  it('省级包含 31 个省级行政区以及港澳台', () => {
    const provinces = areasOf(0)
    expect(provinces).toHaveLength(34)
    expect(provinces.map((area) => area.cityName)).toEqual(
      expect.arrayContaining(['北京市', '广东省', '香港特别行政区', '澳门特别行政区', '台湾省']),
    )
  })

  it('按上级 id 取下级，编号稳定', () => {
    const jiangsu = areasOf(0).find((area) => area.cityName === '江苏省')!
    expect(jiangsu.id).toBe(32)
    const suzhou = areasOf(32).find((area) => area.cityName === '苏州市')!
    expect(suzhou.id).toBe(3205)
    expect(areasOf(3205).map((area) => area.cityName)).toContain('姑苏区')
  })

  it('港澳台有下级地区', () => {
    expect(areasOf(8101).map((area) => area.cityName)).toContain('油尖旺区')
    expect(areasOf(71).map((area) => area.cityName)).toContain('台北市')
    expect(isCityOfProvince(71, 7101)).toBe(true)
  })

  it('校验城市属于省份', () => {
    expect(isCityOfProvince(32, 3205)).toBe(true)
    expect(isCityOfProvince(11, 3205)).toBe(false)
    expect(isCityOfProvince(3205, 320508)).toBe(false)
  })

  it('未知 id 没有下级，也没有名称', () => {
    expect(areasOf(999999)).toEqual([])
    expect(areaName(999999)).toBeUndefined()
    expect(areaName(3205)).toBe('苏州市')
  })
})
