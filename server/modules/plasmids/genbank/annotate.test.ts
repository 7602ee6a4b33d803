import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { annotateRecord, buildFeatureLibrary, type LibraryFeature } from './annotate.ts'
import { AUTO_ANNOTATION_NOTE, loadGenbankDir, type GenbankRecord } from './index.ts'
import { parseGenbank } from './parse.ts'
import { isOpenFrame, reverseComplement } from './sequence.ts'
import { writeGenbank } from './write.ts'

const seedDir = process.env.PLASMID_GENBANK_DIR ?? ''
const seed = (name: string) => parseGenbank(readFileSync(path.join(seedDir, name), 'utf8'))

let library: LibraryFeature[]
beforeAll(async () => {
  library = buildFeatureLibrary((await loadGenbankDir(seedDir)).map((file) => file.record))
})

/** pUC19's bases with no features at all, optionally rotated or reverse-complemented. */
function bareUc19(
  transform: (sequence: string) => string = (s) => s,
  topology: GenbankRecord['topology'] = 'circular',
) {
  const record = seed('pUC19.gb')
  return { ...record, topology, features: [], sequence: transform(record.sequence) }
}

const autoNamed = (record: GenbankRecord, name: string) => record.features.filter((f) => f.auto && f.name === name)

describe('buildFeatureLibrary', () => {
  it('collects the common parts of the richer records under one name each', () => {
    const names = new Set(library.map((part) => part.name))
    for (const name of [
      'AmpR',
      'ori',
      'f1 ori',
      'lac promoter',
      'EGFP',
      'Cas9',
      'U6 promoter',
      'WPRE',
      'PuroR',
      "3' LTR",
      'NeoR/KanR',
      'KanR',
      'GST',
    ]) {
      expect(names, name).toContain(name)
    }
  })

  it('skips source features, tiny sites and unnamed regions', () => {
    for (const part of library) {
      expect(part.sequence.length).toBeGreaterThanOrEqual(17)
      expect(part.sequence.length).toBeLessThanOrEqual(5000)
      expect(part.name).not.toMatch(/source|MCS|multiple cloning|Filler|EcoRI|echinomycin/i)
    }
  })

  it('keeps only coding parts that read as an open frame', () => {
    for (const part of library.filter((p) => p.type === 'CDS')) expect(isOpenFrame(part.sequence), part.name).toBe(true)
    // lentiCRISPRv2 labels an 807 bp stretch on the wrong strand as AmpR; the real gene is 861 bp.
    expect(library.filter((p) => p.name === 'AmpR').map((p) => p.sequence.length)).not.toContain(807)
  })

  it('lists longer parts first', () => {
    const lengths = library.map((part) => part.sequence.length)
    expect(lengths).toEqual([...lengths].sort((a, b) => b - a))
  })
})

describe('annotateRecord', () => {
  it('fills the sparse pBluescript record with flagged automatic features', () => {
    const record = seed('pBluescriptII-KS+.gb')
    const annotated = annotateRecord(record, library)
    expect(annotated.features.slice(0, record.features.length)).toEqual(record.features)
    const added = annotated.features.filter((f) => f.auto)
    expect(added.map((f) => f.name)).toEqual(
      expect.arrayContaining(['AmpR', 'ori', 'f1 ori', 'lac promoter', 'T7 promoter', 'M13 fwd', 'M13 rev']),
    )
    expect(autoNamed(annotated, 'AmpR')[0]).toMatchObject({ type: 'CDS', start: 1973, end: 2833, strand: -1 })
    for (const feature of added) {
      expect(feature.qualifiers).toEqual([
        { key: 'label', value: feature.name },
        { key: 'note', value: AUTO_ANNOTATION_NOTE },
      ])
    }
  })

  it('finds AmpR, ori and the lac parts on the forward strand of a bare sequence', () => {
    const annotated = annotateRecord(bareUc19(), library)
    expect(autoNamed(annotated, 'AmpR')).toEqual([expect.objectContaining({ start: 885, end: 1745, strand: 1 })])
    expect(autoNamed(annotated, 'ori')).toHaveLength(1)
    expect(autoNamed(annotated, 'lac promoter')).toHaveLength(1)
    expect(autoNamed(annotated, 'lac operator')).toHaveLength(1)
  })

  it('finds the same parts on the reverse strand at mirrored coordinates', () => {
    const length = 2686
    const annotated = annotateRecord(bareUc19(reverseComplement), library)
    expect(autoNamed(annotated, 'AmpR')).toEqual([
      expect.objectContaining({ start: length - 1745 + 1, end: length - 885 + 1, strand: -1 }),
    ])
    const forward = annotateRecord(bareUc19(), library)
      .features.map((f) => `${f.name}:${f.strand}`)
      .sort()
    const reverse = annotated.features.map((f) => `${f.name}:${-f.strand}`).sort()
    expect(reverse).toEqual(forward)
  })

  it('finds a part running through the origin of a circular sequence, not of a linear one', () => {
    const rotate = (s: string) => s.slice(1300) + s.slice(0, 1300)
    const circular = annotateRecord(bareUc19(rotate), library)
    expect(autoNamed(circular, 'AmpR')).toEqual([
      expect.objectContaining({
        start: 885 - 1300 + 2686,
        end: 1745 - 1300,
        strand: 1,
        operator: 'join',
        spans: [
          { start: 2271, end: 2686 },
          { start: 1, end: 445 },
        ],
      }),
    ])
    expect(autoNamed(annotateRecord(bareUc19(rotate, 'linear'), library), 'AmpR')).toEqual([])
  })

  it('does not duplicate a curated feature at the same place, whatever its name', () => {
    const uc19 = annotateRecord(seed('pUC19.gb'), library)
    expect(uc19.features.filter((f) => f.name === 'AmpR')).toHaveLength(1)
    // pGEX-4T-1 calls its beta-lactamase "bla" and its origin a single base.
    const gex = annotateRecord(seed('pGEX-4T-1.gb'), library)
    expect(autoNamed(gex, 'AmpR')).toEqual([])
    expect(autoNamed(gex, 'lacI')).toEqual([])
    expect(autoNamed(gex, 'GST')).toEqual([])
  })

  it('keeps one feature per part where library versions overlap', () => {
    const annotated = annotateRecord(seed('pET-28.gb'), library)
    expect(autoNamed(annotated, 'ori')).toHaveLength(1)
    expect(autoNamed(annotated, 'KanR')).toEqual([])
  })

  it('adds nothing on a second pass', () => {
    const once = annotateRecord(seed('pBluescriptII-KS+.gb'), library)
    expect(annotateRecord(once, library)).toBe(once)
  })

  it('keeps the automatic flag through a GenBank export and re-import', () => {
    const annotated = annotateRecord(seed('pEGFP-N1.gb'), library)
    expect(annotated.features.some((f) => f.auto)).toBe(true)
    expect(parseGenbank(writeGenbank(annotated)).features).toEqual(annotated.features)
  })
})

describe('sequence helpers', () => {
  it('reverse-complements IUPAC bases', () => {
    expect(reverseComplement('AACGTRYN')).toBe('NRYACGTT')
  })

  it('recognises an open frame', () => {
    expect(isOpenFrame('ATGAAATAA')).toBe(true)
    expect(isOpenFrame('GACTACAAAGAC')).toBe(true)
    expect(isOpenFrame('ATGTAAAAA')).toBe(false)
    expect(isOpenFrame('ATGAA')).toBe(false)
  })
})
