import { describe, expect, it } from 'vitest'
import {
  EMPTY_PLASMID_FILTER_STATE,
  PLASMID_EUKARYOTIC_RESISTANCES,
  PLASMID_FILTER_ALL,
  PLASMID_FILTER_DIMENSIONS,
  PLASMID_FLUORESCENT_MARKERS,
  PLASMID_FRAGMENT_TYPES,
  PLASMID_HOSTS,
  PLASMID_INDEX_GROUPS,
  PLASMID_NUCLEAR_RESISTANCES,
  PLASMID_SEARCH_TYPES,
  PLASMID_SPECIES,
  PLASMID_USAGES,
} from './plasmid-filters.ts'

describe('plasmid filter enumerations', () => {
  it('have the sizes of spec §9', () => {
    expect(PLASMID_USAGES).toHaveLength(13)
    expect(PLASMID_HOSTS).toHaveLength(20)
    expect(PLASMID_SPECIES).toHaveLength(11)
    expect(PLASMID_FRAGMENT_TYPES).toHaveLength(11)
    expect(PLASMID_NUCLEAR_RESISTANCES).toHaveLength(18)
    expect(PLASMID_EUKARYOTIC_RESISTANCES).toHaveLength(11)
    expect(PLASMID_FLUORESCENT_MARKERS).toHaveLength(9)
  })

  it('include the values the spec names', () => {
    expect(PLASMID_USAGES).toEqual(expect.arrayContaining(['GateWay', '基因编辑', '基因模板']))
    expect(PLASMID_HOSTS).toEqual(expect.arrayContaining(['大肠杆菌', '哺乳动物细胞', '酿酒酵母', '昆虫细胞', '植物']))
    expect(PLASMID_NUCLEAR_RESISTANCES).toEqual(expect.arrayContaining(['氨苄青霉素 (Amp)', '卡那霉素 (Kan)']))
    expect(PLASMID_EUKARYOTIC_RESISTANCES).toEqual(expect.arrayContaining(['嘌呤霉素 (Puromycin)', '无']))
    expect(PLASMID_FLUORESCENT_MARKERS).toEqual(expect.arrayContaining(['EGFP', 'mCherry', '无']))
  })

  it('offer seven dropdowns whose initial values neither repeat nor include 全部', () => {
    expect(PLASMID_FILTER_DIMENSIONS).toHaveLength(7)
    for (const dimension of PLASMID_FILTER_DIMENSIONS) {
      expect(dimension.initialValues).not.toContain(PLASMID_FILTER_ALL)
      expect(new Set(dimension.initialValues).size).toBe(dimension.initialValues.length)
      expect(dimension.key in EMPTY_PLASMID_FILTER_STATE).toBe(true)
    }
    expect(new Set(PLASMID_FILTER_DIMENSIONS.map((d) => d.field)).size).toBe(7)
  })

  it('start from an all-empty filter state', () => {
    expect(Object.values(EMPTY_PLASMID_FILTER_STATE)).toEqual(Array(9).fill(''))
  })

  it('search by product name or item number', () => {
    expect(PLASMID_SEARCH_TYPES.map((type) => [type.key, type.label])).toEqual([
      ['name', '产品名称'],
      ['itemNo', '货号'],
    ])
  })

  it('point every index tile at an initial value of its dropdown', () => {
    const items = PLASMID_INDEX_GROUPS.flatMap((group) => group.items)
    expect(items.map((item) => item.label)).toEqual([
      '大肠杆菌',
      '哺乳动物细胞',
      '基因编辑',
      '基因模板',
      '绿色荧光',
      '红色荧光',
    ])
    for (const item of items) {
      const dimension = PLASMID_FILTER_DIMENSIONS.find((d) => d.key === item.filter)
      expect(dimension?.initialValues).toContain(item.value)
    }
  })
})
