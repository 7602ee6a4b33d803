import { describe, expect, it } from 'vitest'
import { EMPTY_PLASMID_FILTER_STATE } from '#common/plasmid-filters.ts'
import { formQuery, listHref, listPayload, readListState } from './list-query.ts'

const state = (query: string) => readListState(new URLSearchParams(query))

describe('readListState', () => {
  it('空查询：不筛选、按名称搜索、第 1 页、每页 10 条', () => {
    expect(state('')).toEqual({
      filters: EMPTY_PLASMID_FILTER_STATE,
      searchType: 'name',
      keyword: '',
      page: 1,
      size: 10,
    })
  })

  it('读取筛选、货号搜索、页码和每页条数', () => {
    const result = state('host=大肠杆菌&fluorescentMarker=EGFP&searchType=itemNo&keyword=GE-P100&page=3&size=50')
    expect(result.filters).toMatchObject({ host: '大肠杆菌', fluorescentMarker: 'EGFP', itemNo: 'GE-P100', name: '' })
    expect(result).toMatchObject({ searchType: 'itemNo', keyword: 'GE-P100', page: 3, size: 50 })
  })

  it('“全部”、过长的筛选值、非法页码和每页条数回到默认值', () => {
    const tooLong = '火'.repeat(101)
    const result = state(`host=${tooLong}&plasmidUsage=全部&page=-2&size=33&searchType=x&keyword=%20EGFP%20`)
    expect(result.filters).toMatchObject({ host: '', plasmidUsage: '', name: 'EGFP' })
    expect(result).toMatchObject({ searchType: 'name', page: 1, size: 10 })
  })

  it('不在下拉选项中的值保留（筛选值可在后台改名）', () => {
    expect(state('host=火星').filters.host).toBe('火星')
  })
})

describe('listPayload', () => {
  it('使用列表接口的字段名（spec §7）', () => {
    expect(listPayload(state('host=大肠杆菌&fragmentSpecies=人&keyword=pX&page=2'))).toEqual({
      page: 2,
      size: 10,
      name: 'pX',
      itemNo: '',
      plasmidHost: '大肠杆菌',
      plasmidUsage: '',
      plasmidFragmentType: '',
      plasmidFragmentSpecies: '人',
      plasmidNuclearResistance: '',
      plasmidEukaryoticResistance: '',
      plasmidFluorescentMarker: '',
    })
  })
})

describe('listHref and formQuery', () => {
  it('索引页磁贴链接只带所选分类', () => {
    expect(listHref({ host: '哺乳动物细胞' })).toBe(
      `/plasmidPlatform/plasmidPlatformList?host=${encodeURIComponent('哺乳动物细胞')}`,
    )
    expect(listHref({})).toBe('/plasmidPlatform/plasmidPlatformList')
  })

  it('表单提交去掉空字段和页码，页码回到 1', () => {
    const form = new FormData()
    form.set('searchType', 'name')
    form.set('keyword', '')
    form.set('host', '大肠杆菌')
    form.set('plasmidUsage', '')
    form.set('page', '4')
    form.set('size', '50')
    expect(formQuery(form).toString()).toBe(`host=${encodeURIComponent('大肠杆菌')}&size=50`)
    form.set('keyword', ' EGFP ')
    form.set('size', '10')
    expect(Object.fromEntries(formQuery(form))).toEqual({ searchType: 'name', keyword: 'EGFP', host: '大肠杆菌' })
  })
})
