import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  PLASMID_EUKARYOTIC_RESISTANCES,
  PLASMID_FLUORESCENT_MARKERS,
  PLASMID_FRAGMENT_TYPES,
  PLASMID_HOSTS,
  PLASMID_NUCLEAR_RESISTANCES,
  PLASMID_SPECIES,
  PLASMID_USAGES,
} from '#common/plasmid-filters.ts'
import { loadGenbankDir, type GenbankFile } from '../genbank/index.ts'
import { reverseComplement } from '../genbank/sequence.ts'
import { PLASMID_FAMILIES } from './families.ts'
import { generatePlasmidCatalogue, type PlasmidCatalogueEntry } from './generate.ts'

const seedDir = process.env.PLASMID_GENBANK_DIR ?? ''

let backbones: GenbankFile[]
let catalogue: PlasmidCatalogueEntry[]
/** Large enough to contain every family and every kind of clone. */
let large: PlasmidCatalogueEntry[]

beforeAll(async () => {
  backbones = await loadGenbankDir(seedDir)
  catalogue = generatePlasmidCatalogue({ backbones })
  large = generatePlasmidCatalogue({ count: 10_000, backbones })
})

const onBackbone = (entries: PlasmidCatalogueEntry[], name: string) => entries.filter((e) => e.backbone === name)

describe('generatePlasmidCatalogue', () => {
  it('yields at least 500 entries by default and scales to 10,000', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(500)
    expect(large).toHaveLength(10_000)
  })

  it('is deterministic for a seed and varies between seeds', () => {
    expect(generatePlasmidCatalogue({ backbones })).toEqual(catalogue)
    const other = generatePlasmidCatalogue({ seed: 7, backbones })
    expect(other.map((e) => e.name)).not.toEqual(catalogue.map((e) => e.name))
  })

  it('gives unique, ascending catalogue numbers', () => {
    for (const entries of [catalogue, large]) {
      const numbers = entries.map((e) => e.itemNo)
      expect(new Set(numbers).size).toBe(entries.length)
      for (const itemNo of numbers) expect(itemNo).toMatch(/^GE-P\d{5}$/)
      const values = numbers.map((n) => Number(n.slice(4)))
      expect(values).toEqual([...values].sort((a, b) => a - b))
    }
    expect(new Set(large.map((e) => e.name)).size).toBe(large.length)
  })

  it('lists every vector family once as an empty vector', () => {
    const empties = catalogue.filter((e) => e.classification === '空载体')
    expect(empties.map((e) => e.name)).toEqual(PLASMID_FAMILIES.map((f) => f.name))
  })

  it('uses only values of the filter enumerations', () => {
    const allowed: [keyof PlasmidCatalogueEntry, readonly string[]][] = [
      ['plasmidHost', PLASMID_HOSTS],
      ['plasmidUsage', PLASMID_USAGES],
      ['plasmidSpecies', PLASMID_SPECIES],
      ['plasmidFragmentSpecies', PLASMID_SPECIES],
      ['plasmidFragmentType', PLASMID_FRAGMENT_TYPES],
      ['plasmidNuclearResistance', PLASMID_NUCLEAR_RESISTANCES],
      ['plasmidEukaryoticResistance', PLASMID_EUKARYOTIC_RESISTANCES],
      ['plasmidFluorescentMarker', PLASMID_FLUORESCENT_MARKERS],
    ]
    for (const [field, values] of allowed) {
      const used = new Set(large.map((entry) => entry[field]))
      expect(
        [...used].filter((value) => !values.includes(value as string)),
        field,
      ).toEqual([])
    }
    const usages = new Set(large.map((e) => e.plasmidUsage))
    expect([...usages].sort()).toEqual([...PLASMID_USAGES].sort())
    expect(new Set(large.map((e) => e.plasmidFragmentType)).size).toBe(PLASMID_FRAGMENT_TYPES.length)
  })

  it('fills every detail field', () => {
    for (const entry of catalogue) {
      for (const key of [
        'name',
        'specification',
        'alias',
        'promoter',
        'replicon',
        'classification',
        'tag',
        'nuclearResistance',
        'eukaryoticResistance',
        'cloneStrain',
        'cultureCondition',
        'expressionHost',
        'selectionMarker',
        'inducedWay',
        'remark',
        'plasmidType',
        'plasmidSelectionMarker',
        'functionIntroduction',
        'introduction',
        'profile',
      ] as const) {
        expect(entry[key], `${entry.name} ${key}`).not.toBe('')
      }
      expect(entry.size).toBeGreaterThan(2000)
      expect(entry.price % 10).toBe(0)
      expect(entry.price).toBeGreaterThan(0)
      expect(entry.specification).toMatch(/^\d+ μg$/)
    }
  })

  it('keeps lentiCRISPRv2 entries lentiviral CRISPR, Puromycin in cells and Amp in Stbl3', () => {
    const entries = onBackbone(large, 'lentiCRISPRv2')
    expect(entries.length).toBeGreaterThan(100)
    for (const entry of entries) {
      expect(entry).toMatchObject({
        plasmidUsage: '基因编辑',
        plasmidHost: '哺乳动物细胞',
        plasmidNuclearResistance: '氨苄青霉素 (Amp)',
        plasmidEukaryoticResistance: '嘌呤霉素 (Puromycin)',
        cloneStrain: 'Stbl3',
      })
      expect(entry.plasmidType).toContain('慢病毒')
      expect(['空载体', 'sgRNA']).toContain(entry.plasmidFragmentType)
    }
  })

  it('keeps pET-28a(+) Kan, T7 and IPTG in BL21(DE3)', () => {
    for (const entry of onBackbone(large, 'pET-28a(+)')) {
      expect(entry).toMatchObject({
        plasmidHost: '大肠杆菌',
        plasmidNuclearResistance: '卡那霉素 (Kan)',
        expressionHost: 'BL21(DE3)',
      })
      expect(entry.promoter).toContain('T7')
      expect(entry.inducedWay).toContain('IPTG')
    }
  })

  it('keeps pEGFP-N1 Kan/Neo with CMV and EGFP, its clones fusions', () => {
    const entries = onBackbone(large, 'pEGFP-N1')
    for (const entry of entries) {
      expect(entry).toMatchObject({
        plasmidNuclearResistance: '卡那霉素 (Kan)',
        plasmidEukaryoticResistance: '新霉素/G418 (Neomycin)',
        plasmidFluorescentMarker: 'EGFP',
        promoter: 'CMV',
      })
    }
    expect(new Set(entries.map((e) => e.plasmidFragmentType))).toEqual(new Set(['荧光蛋白', '融合蛋白', '突变体']))
  })

  it('keeps pX330 Amp with U6 and Cas9, pGEX GST under tac, pLKO.1 shRNA with Puromycin', () => {
    for (const entry of onBackbone(large, 'pX330')) {
      expect(entry).toMatchObject({
        plasmidNuclearResistance: '氨苄青霉素 (Amp)',
        plasmidEukaryoticResistance: '无',
        plasmidUsage: '基因编辑',
      })
      expect(entry.promoter).toMatch(/U6.*hSpCas9/)
    }
    for (const entry of [...onBackbone(large, 'pGEX-4T-1'), ...onBackbone(large, 'pGEX-6P-1')]) {
      expect(entry.tag).toContain('GST')
      expect(entry.promoter).toBe('tac')
      expect(entry.plasmidNuclearResistance).toBe('氨苄青霉素 (Amp)')
    }
    for (const entry of onBackbone(large, 'pLKO.1-puro')) {
      expect(entry).toMatchObject({ plasmidUsage: 'shRNA', plasmidEukaryoticResistance: '嘌呤霉素 (Puromycin)' })
    }
  })

  it('names clones after their insert, consistently with fragment type and species', () => {
    for (const entry of large) {
      if (entry.classification === '空载体') {
        expect(entry.name).toBe(entry.backbone)
        expect(entry.plasmidSpecies).toBe('无')
        continue
      }
      expect(entry.name.startsWith(`${entry.backbone}-`)).toBe(true)
      expect(entry.plasmidFragmentSpecies).toBe(entry.plasmidSpecies)
      const insert = entry.name.slice(entry.backbone.length + 1)
      if (entry.plasmidFragmentType === 'miRNA')
        expect(insert).toMatch(entry.plasmidSpecies === '人' ? /^hsa-/ : /^mmu-/)
      else expect(insert.endsWith(`(${entry.plasmidSpecies})`)).toBe(true)
      const expected = /^sg/.test(insert)
        ? 'sgRNA'
        : /^sh/.test(insert)
          ? 'shRNA'
          : insert.includes('启动子')
            ? '启动子'
            : insert.includes("3'UTR")
              ? "3'UTR"
              : undefined
      if (expected) expect(entry.plasmidFragmentType).toBe(expected)
    }
  })
})

describe('generatePlasmidCatalogue on real backbones', () => {
  it('matches each of the 13 seed files to its family, with the same length', () => {
    const files = new Set(large.map((e) => e.genbankFile).filter(Boolean))
    expect([...files].sort()).toEqual(backbones.map((b) => b.fileName).sort())
    for (const { fileName, record } of backbones) {
      const entry = large.find((e) => e.genbankFile === fileName && e.classification === '空载体')
      expect(PLASMID_FAMILIES.find((f) => f.name === entry?.backbone)?.size, fileName).toBe(record.length)
    }
  })

  it('gives entries on a real backbone its sequence, size, topology and annotated features', () => {
    const withSequence = large.filter((e) => e.sequence !== null)
    expect(withSequence.length).toBeGreaterThan(1000)
    for (const entry of withSequence) {
      expect(entry.sequence).toHaveLength(entry.size)
      expect(entry.topology).toBe('circular')
      expect(entry.features.length).toBeGreaterThan(0)
      for (const feature of entry.features) expect(feature.end).toBeLessThanOrEqual(entry.size)
    }
    const bluescript = large.find((e) => e.name === 'pBluescript II KS(+)')
    expect(bluescript?.features.filter((f) => f.auto).map((f) => f.name)).toEqual(
      expect.arrayContaining(['AmpR', 'ori', 'lac promoter']),
    )
  })

  it('leaves entries on other vectors without sequence or features', () => {
    for (const entry of large.filter((e) => e.genbankFile === null)) {
      expect(entry.sequence).toBeNull()
      expect(entry.features).toEqual([])
    }
  })

  it('quotes sequencing primers that bind the real backbone', () => {
    for (const entry of catalogue.filter((e) => e.sequence !== null && e.classification === '空载体')) {
      const circular = entry.sequence + (entry.sequence ?? '').slice(0, 30)
      for (const primer of [entry.fiveSequencePrimer, entry.threeSequencePrimer].filter(Boolean)) {
        const bases = /5'-([ACGT]+)-3'/.exec(primer)?.[1] ?? ''
        expect(circular.includes(bases) || circular.includes(reverseComplement(bases)), `${entry.name} ${primer}`).toBe(
          true,
        )
      }
    }
  })
})

describe('generatePlasmidCatalogue without GenBank files', () => {
  it('builds the same catalogue without sequences from a missing folder', async () => {
    const none = generatePlasmidCatalogue({ backbones: await loadGenbankDir(path.join(seedDir, 'absent')) })
    expect(none).toEqual(generatePlasmidCatalogue())
    expect(none.map((e) => [e.itemNo, e.name, e.size, e.plasmidHost])).toEqual(
      catalogue.map((e) => [e.itemNo, e.name, e.size, e.plasmidHost]),
    )
    for (const entry of none) {
      expect(entry).toMatchObject({ sequence: null, features: [], genbankFile: null })
    }
  })

  it('honours small counts and rejects impossible ones', () => {
    expect(generatePlasmidCatalogue({ count: 0 })).toEqual([])
    expect(generatePlasmidCatalogue({ count: 3 }).map((e) => e.name)).toEqual(
      PLASMID_FAMILIES.slice(0, 3).map((f) => f.name),
    )
    expect(() => generatePlasmidCatalogue({ count: 1_000_000 })).toThrow(RangeError)
    expect(() => generatePlasmidCatalogue({ count: 1.5 })).toThrow(RangeError)
  })
})
