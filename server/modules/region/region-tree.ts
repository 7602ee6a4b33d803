// The China region tree (province → city → district) with stable GB/T 2260 codes as
// ids, indexed by parent id for /help/getArea (pid 0 = provinces).
import { regionData } from 'element-china-area-data'
import { SPECIAL_REGIONS } from './special-regions.ts'

export interface RegionNode {
  value: string
  label: string
  children?: RegionNode[]
}

export interface Area {
  id: number
  cityName: string
}

const childrenByParent = new Map<number, Area[]>()
const parentOf = new Map<number, number>()
const names = new Map<number, string>()

/**
 * 北京、天津、上海、重庆: in the national data their only 'cities' are 市辖区 (and 县 for
 * 重庆), which says nothing. Customers choose the district there instead: the districts take
 * the city level. The old city ids stay valid for addresses stored with them (read as the
 * municipality alone), but are no longer offered.
 */
const MUNICIPALITIES = new Set(['11', '12', '31', '50'])

function withDistrictsAsCities(province: RegionNode): RegionNode {
  if (!MUNICIPALITIES.has(province.value)) return province
  for (const city of province.children ?? []) {
    const id = Number(city.value)
    parentOf.set(id, Number(province.value))
    names.set(id, '')
  }
  const districts = (province.children ?? []).flatMap((city) => city.children ?? [])
  return { ...province, children: districts.map(({ value, label }) => ({ value, label })) }
}

function index(nodes: RegionNode[], pid: number) {
  const list: Area[] = []
  for (const node of nodes) {
    const id = Number(node.value)
    list.push({ id, cityName: node.label })
    parentOf.set(id, pid)
    names.set(id, node.label)
    if (node.children?.length) index(node.children, id)
  }
  childrenByParent.set(pid, list)
}
index([...regionData.map(withDistrictsAsCities), ...SPECIAL_REGIONS], 0)

/** Children of a region; pid 0 lists the provinces. Unknown ids have no children. */
export function areasOf(pid: number): Area[] {
  return childrenByParent.get(pid) ?? []
}

/** True when the city lies in the province (forms store both ids). */
export function isCityOfProvince(provinceId: number, cityId: number): boolean {
  return parentOf.get(cityId) === provinceId && parentOf.get(provinceId) === 0
}

/** The region's name; '' for a municipality's former 市辖区/县 level (the municipality says it all). */
export function areaName(id: number): string | undefined {
  return names.get(id)
}
