// GenBank flat-file writer in the standard column layout (the one Biopython and NCBI emit), so
// exported plasmids open in SnapGene, Benchling, ApE and parse back to the same record.
import type { GenbankRecord, PlasmidFeature, Qualifier } from './model.ts'
import { formatLocation } from './location.ts'

/** What an export needs: the catalogue stores no LOCUS date, accession or taxonomy. */
export type GenbankWritable = Pick<GenbankRecord, 'name' | 'topology' | 'features' | 'sequence'> &
  Partial<Omit<GenbankRecord, 'name' | 'topology' | 'features' | 'sequence' | 'length'>>

const LINE_WIDTH = 79
const HEADER_INDENT = ' '.repeat(12)
const QUALIFIER_INDENT = ' '.repeat(21)
const BASES_PER_LINE = 60
// Biopython's placeholder for an unknown date, which every reader accepts.
const DEFAULT_DATE = '01-JAN-1980'

/** INSDC qualifiers whose values are written bare; every other value is quoted. */
const UNQUOTED = new Set([
  'anticodon',
  'citation',
  'codon_start',
  'compare',
  'direction',
  'estimated_length',
  'mod_base',
  'number',
  'rpt_type',
  'rpt_unit_range',
  'tag_peptide',
  'transl_except',
  'transl_table',
])

export function writeGenbank(record: GenbankWritable): string {
  const organism = record.organism || 'synthetic DNA construct'
  const lines = [
    locusLine(record),
    ...headerLines('DEFINITION', record.definition || '.'),
    ...headerLines('ACCESSION', record.accession || '.'),
    ...headerLines('VERSION', record.version || '.'),
    ...headerLines('KEYWORDS', record.keywords || '.'),
    ...headerLines('SOURCE', record.source || organism),
    ...headerLines('  ORGANISM', organism),
    ...(record.taxonomy
      ? wrapWords(record.taxonomy, LINE_WIDTH - HEADER_INDENT.length).map((l) => HEADER_INDENT + l)
      : []),
    'FEATURES             Location/Qualifiers',
    ...record.features.flatMap(featureLines),
    'ORIGIN',
    ...originLines(record.sequence),
    '//',
  ]
  return `${lines.join('\n')}\n`
}

/** Columns per the GenBank release notes: name from 13, length ending at 40, type at 45, topology at 56, division at 65, date at 69. */
function locusLine(record: GenbankWritable): string {
  const head = `LOCUS       ${record.name.replace(/\s+/g, '_')}`
  const length = String(record.sequence.length)
  const gap = Math.max(1, 40 - head.length - length.length)
  const molecule = record.moleculeType || 'DNA'
  const strandPrefix = /^(ss|ds|ms)-/.exec(molecule)?.[0] ?? ''
  const type = `${strandPrefix.padStart(3)}${molecule.slice(strandPrefix.length).padEnd(7)}`
  return `${head}${' '.repeat(gap)}${length} bp ${type} ${record.topology.padEnd(8)} ${record.division || 'SYN'} ${record.date || DEFAULT_DATE}`
}

function headerLines(keyword: string, text: string): string[] {
  return wrapWords(text, LINE_WIDTH - HEADER_INDENT.length).map(
    (line, i) => (i === 0 ? keyword.padEnd(HEADER_INDENT.length) : HEADER_INDENT) + line,
  )
}

function featureLines(feature: PlasmidFeature): string[] {
  const key = `     ${feature.type.padEnd(15)} `
  const location = wrapAt(formatLocation(feature), LINE_WIDTH - QUALIFIER_INDENT.length, ',')
  return [
    key + location[0],
    ...location.slice(1).map((line) => QUALIFIER_INDENT + line),
    ...feature.qualifiers.flatMap((qualifier) => qualifierText(qualifier).map((line) => QUALIFIER_INDENT + line)),
  ]
}

function qualifierText({ key, value }: Qualifier): string[] {
  if (value === null) return [`/${key}`]
  const text = UNQUOTED.has(key) ? `/${key}=${value}` : `/${key}="${value.replaceAll('"', '""')}"`
  const width = LINE_WIDTH - QUALIFIER_INDENT.length
  // Sequences and translations carry no spaces; the reader joins their lines without one.
  return key === 'translation' ? chunk(text, width) : wrapWords(text, width)
}

/** Greedy word wrap that drops the space at each break, so joining lines with ' ' restores the text. */
function wrapWords(text: string, width: number): string[] {
  return wrapAt(text, width, ' ', true)
}

function wrapAt(text: string, width: number, breakChar: string, dropBreak = false): string[] {
  const lines: string[] = []
  let rest = text
  while (rest.length > width) {
    // A break character just past the width still allows a full-width line before it.
    const at = rest.lastIndexOf(breakChar, dropBreak ? width : width - 1)
    if (at <= 0) {
      lines.push(rest.slice(0, width))
      rest = rest.slice(width)
    } else {
      lines.push(rest.slice(0, dropBreak ? at : at + 1))
      rest = rest.slice(at + 1)
    }
  }
  lines.push(rest)
  return lines
}

function chunk(text: string, width: number): string[] {
  const parts: string[] = []
  for (let i = 0; i < text.length; i += width) parts.push(text.slice(i, i + width))
  return parts.length > 0 ? parts : ['']
}

function originLines(sequence: string): string[] {
  const bases = sequence.toLowerCase()
  const lines: string[] = []
  for (let i = 0; i < bases.length; i += BASES_PER_LINE) {
    const blocks = bases.slice(i, i + BASES_PER_LINE).match(/.{1,10}/g) ?? []
    lines.push(`${String(i + 1).padStart(9)} ${blocks.join(' ')}`)
  }
  return lines
}
