import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { PlasmidFeature } from './index.ts'
import { parseGenbank } from './parse.ts'
import { writeGenbank } from './write.ts'

const seedDir = process.env.PLASMID_GENBANK_DIR ?? ''
const seedFiles = readdirSync(seedDir).filter((name) => name.endsWith('.gb'))
const seedText = (name: string) => readFileSync(path.join(seedDir, name), 'utf8')

describe('writeGenbank round trip', () => {
  it.each(seedFiles)('%s: parse → write → parse keeps sequence, features and LOCUS', (name) => {
    const record = parseGenbank(seedText(name))
    const again = parseGenbank(writeGenbank(record))
    expect(again.sequence).toBe(record.sequence)
    expect(again.features).toEqual(record.features)
    for (const key of [
      'name',
      'length',
      'topology',
      'moleculeType',
      'division',
      'date',
      'definition',
      'accession',
      'version',
      'keywords',
    ] as const) {
      expect(again[key]).toBe(record[key])
    }
  })
})

describe('writeGenbank layout', () => {
  const original = seedText('pUC19.gb')
  const written = writeGenbank(parseGenbank(original))
  const lines = written.split('\n')

  it('writes the LOCUS line in the standard columns', () => {
    expect(lines[0]).toBe(original.split('\n')[0])
    expect(writeGenbank(parseGenbank(seedText('lentiCRISPRv2.gb'))).split('\n')[0]).toBe(
      'LOCUS       lentiCRISPRv2          14873 bp    DNA     circular SYN 31-MAR-2014',
    )
  })

  it('keeps every line within 79 columns for every seed file', () => {
    for (const name of seedFiles) {
      const longest = Math.max(
        ...writeGenbank(parseGenbank(seedText(name)))
          .split('\n')
          .map((line) => line.length),
      )
      expect(longest, name).toBeLessThanOrEqual(79)
    }
  })

  it('puts feature keys at column 6 and locations and qualifiers at column 22', () => {
    const table = lines.slice(lines.indexOf('FEATURES             Location/Qualifiers') + 1, lines.indexOf('ORIGIN'))
    expect(table[0]).toBe('     source          1..2686')
    expect(table).toContain('     rep_origin      complement(1750..2686)')
    for (const line of table) expect(line).toMatch(/^( {5}\S+ +\S| {21}\S)/)
    expect(table).toContain('                     /label="pMB1 ori"')
  })

  it('writes ORIGIN as 60 bases per line in blocks of 10 and ends with //', () => {
    const origin = lines.slice(lines.indexOf('ORIGIN') + 1, lines.indexOf('//'))
    expect(origin[0]).toBe('        1 gcgcccaata cgcaaaccgc ctctccccgc gcgttggccg attcattaat gcagctggca')
    expect(origin[1]?.startsWith('       61 ')).toBe(true)
    expect(origin.at(-1)).toBe('     2641 gccgaacgac cgagcgcagc gagtcagtga gcgaggaagc ggaaga')
    expect(origin).toHaveLength(Math.ceil(2686 / 60))
    expect(written.endsWith('//\n')).toBe(true)
  })

  it('exports a bare catalogue record with placeholders a reader accepts', () => {
    const text = writeGenbank({ name: 'pLKO.1 puro', topology: 'linear', features: [], sequence: 'ACGT'.repeat(20) })
    expect(text.split('\n')[0]).toBe('LOCUS       pLKO.1_puro               80 bp    DNA     linear   SYN 01-JAN-1980')
    expect(text).toContain('DEFINITION  .\n')
    expect(parseGenbank(text)).toMatchObject({ name: 'pLKO.1_puro', length: 80, topology: 'linear', features: [] })
  })

  it('wraps long qualifiers at spaces and long locations after commas, losslessly', () => {
    const spans = Array.from({ length: 12 }, (_, i) => ({ start: i * 10 + 1, end: i * 10 + 5 }))
    const feature: PlasmidFeature = {
      name: 'exons',
      type: 'CDS',
      start: 1,
      end: 115,
      strand: -1,
      spans,
      operator: 'join',
      qualifiers: [
        { key: 'label', value: 'exons' },
        {
          key: 'note',
          value: 'a note long enough to need two or three lines of the feature table, with "quotes" inside',
        },
        { key: 'translation', value: 'M'.repeat(130) },
        { key: 'transl_table', value: '11' },
      ],
    }
    const text = writeGenbank({ name: 'wrap', topology: 'circular', features: [feature], sequence: 'A'.repeat(120) })
    expect(text).toContain('                     /transl_table=11\n')
    expect(text).toContain('""quotes""')
    expect(Math.max(...text.split('\n').map((line) => line.length))).toBeLessThanOrEqual(79)
    expect(parseGenbank(text).features).toEqual([feature])
  })
})
