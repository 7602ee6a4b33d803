import { describe, expect, it } from 'vitest'
import { createCutterCache, findCutters } from './plasmid-cutters.ts'

const plasmid = `${'A'.repeat(20)}GAATTC${'A'.repeat(20)}GGATCC${'A'.repeat(20)}GGATCC${'A'.repeat(20)}`

describe('findCutters', () => {
  it('names each enzyme with its site and cuts, unique cutters first', () => {
    expect(findCutters(plasmid, 'circular')).toEqual([
      { enzyme: 'EcoRI', site: 'GAATTC', cuts: [22] },
      { enzyme: 'BamHI', site: 'GGATCC', cuts: [48, 74] },
    ])
  })
})

describe('createCutterCache', () => {
  it('answers a sequence seen before from the cache, per topology, and nothing for no sequence', () => {
    const cutters = createCutterCache(4)
    const first = cutters(plasmid, 'circular')
    expect(cutters(plasmid, 'circular')).toBe(first)
    expect(cutters(plasmid, 'linear')).not.toBe(first)
    expect(cutters('', 'circular')).toEqual([])
  })

  it('keeps at most maxEntries sequences, forgetting the oldest', () => {
    const cutters = createCutterCache(2)
    const first = cutters(plasmid, 'circular')
    cutters(`C${plasmid}`, 'circular')
    cutters(`CC${plasmid}`, 'circular')
    const again = cutters(plasmid, 'circular')
    expect(again).not.toBe(first)
    expect(again).toEqual(first)
  })
})
