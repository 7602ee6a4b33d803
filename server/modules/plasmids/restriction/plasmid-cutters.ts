// The unique and double cutters a plasmid's detail shows. Many catalogue entries share one
// backbone's sequence and a sequence only changes by an import, so the answer is kept per
// sequence (its text is the key: an edited sequence is a new key); docs/benchmarks.md gives
// the cost of finding them.
import type { PlasmidCutter } from '#common/schemas/plasmid.ts'
import { type Topology, fewCutters } from './cut-sites.ts'

export const findCutters = (sequence: string, topology: Topology): PlasmidCutter[] =>
  fewCutters(sequence, topology).map(({ enzyme, cuts }) => ({ enzyme: enzyme.name, site: enzyme.site, cuts }))

export function createCutterCache(maxEntries: number) {
  const entries = new Map<string, PlasmidCutter[]>()
  return (sequence: string, topology: Topology): PlasmidCutter[] => {
    if (sequence === '') return []
    const key = `${topology}\n${sequence}`
    let cutters = entries.get(key)
    if (!cutters) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string)
      cutters = findCutters(sequence, topology)
      entries.set(key, cutters)
    }
    return cutters
  }
}
