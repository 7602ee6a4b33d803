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

function index(nodes: RegionNode[], pid: number) {
  const list: Area[] = []
  for (const node of nodes) {
    const id = Number(node.value)
    list.push({ id, cityName: node.label })
    parentOf.set(id, pid)
    if (node.children?.length) index(node.children, id)
  }
  childrenByParent.set(pid, list)
}
index([...regionData, ...SPECIAL_REGIONS], 0)

/** Children of a region; pid 0 lists the provinces. Unknown ids have no children. */
export function areasOf(pid: number): Area[] {
  return childrenByParent.get(pid) ?? []
}

/** True when the city lies in the province (forms store both ids). */
export function isCityOfProvince(provinceId: number, cityId: number): boolean {
  return parentOf.get(cityId) === provinceId && parentOf.get(provinceId) === 0
}

export function areaName(id: number): string | undefined {
  const pid = parentOf.get(id)
  return pid === undefined ? undefined : areasOf(pid).find((area) => area.id === id)?.cityName
}
