import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { featureName, parseGenbank } from './parse.ts'

const seedDir = process.env.PLASMID_GENBANK_DIR ?? ''
const seedFiles = readdirSync(seedDir).filter((name) => name.endsWith('.gb'))
const readSeed = (name: string) => parseGenbank(readFileSync(path.join(seedDir, name), 'utf8'))

/** A small record exercising what the seed files do not: partial ends, wraps, escapes, CRLF. */
const SYNTHETIC = [
  'LOCUS       pDemo-1                  120 bp    ds-DNA  circular SYN 05-MAR-2024',
  'DEFINITION  Demo plasmid with a feature through the origin and a long',
  '            definition.',
  'ACCESSION   .',
  'KEYWORDS    demo; test.',
  'SOURCE      synthetic DNA construct',
  '  ORGANISM  synthetic DNA construct',
  'FEATURES             Location/Qualifiers',
  '     CDS             join(101..120,',
  '                     1..10)',
  '                     /label=wrapCDS',
  '                     /note="a ""quoted"" word and a note that runs over',
  '                     two lines"',
  '                     /codon_start=1',
  '                     /pseudo',
  '                     /translation="MKV',
  '                     LLA"',
  '     misc_feature    complement(<20..>40)',
  '                     /note="/slash at the start of a line',
  '                     /still the same note"',
  'BASE COUNT       30 a     30 c     30 g     30 t',
  'ORIGIN',
  '        1 acgtacgtac gtacgtacgt acgtacgtac gtacgtacgt acgtacgtac gtacgtacgt',
  '       61 acgtacgtac gtacgtacgt acgtacgtac gtacgtacgt acgtacgtac gtacgtacgt',
  '//',
  '',
].join('\r\n')

describe('parseGenbank on the seed files', () => {
  it('finds the 13 seed files', () => {
    expect(seedFiles).toHaveLength(13)
  })

  it.each(seedFiles)('parses %s with a sequence as long as its LOCUS line says', (name) => {
    const text = readFileSync(path.join(seedDir, name), 'utf8')
    const record = parseGenbank(text)
    const declared = Number(/^LOCUS\s+\S+\s+(\d+) bp/m.exec(text)?.[1])
    expect(record.length).toBe(declared)
    expect(record.sequence).toHaveLength(declared)
    expect(record.sequence).toMatch(/^[ACGTRYKMSWBDHVN]+$/)
    expect(record.topology).toBe('circular')
    expect(record.features.length).toBeGreaterThan(0)
    for (const feature of record.features) {
      for (const span of feature.spans) {
        expect(span.start).toBeGreaterThanOrEqual(1)
        expect(span.end).toBeLessThanOrEqual(record.length)
      }
    }
  })

  it('reads the LOCUS line and header of pUC19', () => {
    const record = readSeed('pUC19.gb')
    expect(record).toMatchObject({
      name: 'pUC19',
      length: 2686,
      topology: 'circular',
      moleculeType: 'DNA',
      division: 'SYN',
      date: '07-AUG-2008',
      definition: 'Cloning vector pUC19, complete sequence.',
      accession: 'M77789',
      version: 'M77789.2',
      keywords: '',
      source: 'Cloning vector pUC19',
      organism: 'Cloning vector pUC19',
      taxonomy: 'other sequences; artificial sequences; vectors.',
    })
    expect(record.sequence.slice(0, 20)).toBe('GCGCCCAATACGCAAACCGC')
    expect(record.sequence.slice(-6)).toBe('GGAAGA')
  })

  it('reads pUC19 features with their strands and labels', () => {
    const features = readSeed('pUC19.gb').features
    expect(features.map((f) => f.name)).toEqual([
      'source',
      'pMB1 ori',
      'AmpR',
      'AmpR promoter',
      'lacZ-alpha',
      'MCS',
      'lac promoter',
    ])
    expect(features[1]).toMatchObject({ type: 'rep_origin', start: 1750, end: 2686, strand: -1 })
    expect(features[2]).toMatchObject({ type: 'CDS', start: 885, end: 1745, strand: 1 })
  })

  it('joins wrapped accession lists and notes', () => {
    const record = readSeed('pBR322.gb')
    expect(record.accession.split(' ')).toHaveLength(12)
    const notes = readSeed('lentiCRISPRv2.gb').features.flatMap((f) => f.qualifiers.filter((q) => q.key === 'note'))
    expect(notes[0]?.value).toBe("5' LTR (R and U5 portions; U3 was replaced by the CMV promoter)")
  })

  it('keeps repeated /note qualifiers and value-less ones in order', () => {
    const cat = readSeed('pDONR223.gb').features.find((f) => f.name === 'cat')
    expect(cat?.qualifiers.filter((q) => q.key === 'note').map((q) => q.value)).toEqual([
      'CmR',
      'confers resistance to chloramphenicol',
    ])
    const source = readSeed('pBR322.gb').features[0]
    expect(source?.qualifiers.at(-1)).toEqual({ key: 'focus', value: null })
  })

  it('joins translations without spaces', () => {
    const egfp = readSeed('pEGFP-N1.gb').features.find((f) => f.type === 'CDS' && f.name === 'egfp')
    const translation = egfp?.qualifiers.find((q) => q.key === 'translation')?.value
    expect(translation).toMatch(/^MVSKGEELFTGVVPILVELDGDVNG[A-Z]+MDELYK$/)
    expect(translation).toHaveLength(239)
  })
})

describe('parseGenbank on edge cases', () => {
  const record = parseGenbank(SYNTHETIC)

  it('reads CRLF text, a strand-prefixed molecule type and an empty accession', () => {
    expect(record).toMatchObject({
      name: 'pDemo-1',
      length: 120,
      moleculeType: 'ds-DNA',
      definition: 'Demo plasmid with a feature through the origin and a long definition.',
      accession: '',
      keywords: 'demo; test.',
    })
    expect(record.sequence).toBe('ACGT'.repeat(30))
  })

  it('reads a location wrapped over lines that runs through the origin', () => {
    expect(record.features[0]).toMatchObject({
      name: 'wrapCDS',
      start: 101,
      end: 10,
      strand: 1,
      operator: 'join',
      spans: [
        { start: 101, end: 120 },
        { start: 1, end: 10 },
      ],
    })
  })

  it('unescapes doubled quotes and keeps unquoted and value-less qualifiers', () => {
    expect(record.features[0]?.qualifiers).toEqual([
      { key: 'label', value: 'wrapCDS' },
      { key: 'note', value: 'a "quoted" word and a note that runs over two lines' },
      { key: 'codon_start', value: '1' },
      { key: 'pseudo', value: null },
      { key: 'translation', value: 'MKVLLA' },
    ])
  })

  it('treats a line starting with / inside an open quote as text', () => {
    expect(record.features[1]).toMatchObject({
      strand: -1,
      spans: [{ start: 20, end: 40, partialStart: true, partialEnd: true }],
    })
    expect(record.features[1]?.qualifiers).toEqual([
      { key: 'note', value: '/slash at the start of a line /still the same note' },
    ])
  })

  it('reads a missing topology as linear', () => {
    const linear = parseGenbank(SYNTHETIC.replace(' circular ', '          '))
    expect(linear.topology).toBe('linear')
    expect(linear.division).toBe('SYN')
  })

  it('refuses a sequence whose length differs from the LOCUS line', () => {
    expect(() => parseGenbank(SYNTHETIC.replace('120 bp', '121 bp'))).toThrow(/120 bases but LOCUS declares 121/)
  })

  it('refuses text without LOCUS or ORIGIN', () => {
    expect(() => parseGenbank('>fasta\nACGT\n')).toThrow(/no LOCUS/)
    expect(() => parseGenbank(SYNTHETIC.replace('ORIGIN', 'ORIGINAL'))).toThrow(/no ORIGIN/)
  })

  it('flags features carrying the automatic-annotation note', () => {
    const text = SYNTHETIC.replace(
      '/label=wrapCDS',
      '/label=wrapCDS\r\n                     /note="automatic annotation"',
    )
    expect(parseGenbank(text).features[0]?.auto).toBe(true)
    expect(record.features[0]?.auto).toBeUndefined()
  })
})

describe('featureName', () => {
  const q = (entries: Record<string, string>) => Object.entries(entries).map(([key, value]) => ({ key, value }))

  it('prefers /label, then a gene symbol or product, then a short note', () => {
    expect(featureName('CDS', q({ label: 'AmpR', gene: 'bla' }))).toBe('AmpR')
    expect(featureName('CDS', q({ gene: 'bla', note: 'E-286', product: 'beta-lactamase' }))).toBe('bla')
    expect(featureName('CDS', q({ product: 'lac repressor', note: 'overproducing allele' }))).toBe('lac repressor')
    expect(featureName('protein_bind', q({ gene: 'mutant version of attP', note: 'attP1' }))).toBe('attP1')
  })

  it('cuts long notes at the first clause or a word boundary', () => {
    expect(featureName('LTR', q({ note: "5' LTR (R and U5 portions; U3 was replaced)" }))).toBe("5' LTR")
    expect(featureName('misc_feature', q({ note: 'WPRE; Woodchuck post-transcriptional regulatory element' }))).toBe(
      'WPRE',
    )
    expect(
      featureName('misc_feature', q({ note: 'Filler (digest with BsmBI to replace filler with sgRNA oligos)' })),
    ).toBe('Filler (digest with BsmBI to replace…')
  })

  it('falls back to the regulatory class and then the feature key', () => {
    expect(featureName('regulatory', q({ regulatory_class: 'ribosome_binding_site' }))).toBe('ribosome binding site')
    expect(featureName('rep_origin', [])).toBe('rep_origin')
    expect(featureName('source', q({ note: 'luciferase reporter vector' }))).toBe('source')
  })
})
