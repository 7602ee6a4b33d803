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

  it('直辖市的下级直接是区县（不再是“市辖区”）', () => {
    expect(areasOf(31).map((area) => area.cityName)).toEqual(expect.arrayContaining(['黄浦区', '徐汇区', '浦东新区']))
    expect(areasOf(31).map((area) => area.cityName)).not.toContain('市辖区')
    expect(areasOf(11).map((area) => area.cityName)).toEqual(expect.arrayContaining(['东城区', '海淀区']))
    expect(areasOf(12).map((area) => area.cityName)).toContain('和平区')
    // 重庆's districts and its counties alike.
    expect(areasOf(50).map((area) => area.cityName)).toEqual(expect.arrayContaining(['渝中区', '万州区', '城口县']))
    expect(isCityOfProvince(31, 310104)).toBe(true)
    expect(areaName(310104)).toBe('徐汇区')
    expect(areasOf(310104)).toEqual([])
  })

  it('以前存下的“市辖区”编号仍然有效，名称为空（只显示直辖市）', () => {
    for (const [province, city] of [
      [11, 1101],
      [12, 1201],
      [31, 3101],
      [50, 5001],
      [50, 5002],
    ]) {
      expect(isCityOfProvince(province!, city!)).toBe(true)
      expect(areaName(city!)).toBe('')
    }
    expect(areasOf(31).map((area) => area.id)).not.toContain(3101)
  })
})
