// GenBank flat-file reader. Tolerant of what real exports do (CRLF, trailing spaces, wrapped
// locations and qualifiers, value-less qualifiers, several /note lines), strict about what
// would silently corrupt a plasmid: a sequence whose length differs from the LOCUS line.
import {
  AUTO_ANNOTATION_NOTE,
  type GenbankRecord,
  type PlasmidFeature,
  type Qualifier,
  type Topology,
} from './model.ts'
import { parseLocation } from './location.ts'

/** Column where qualifiers and wrapped locations start; anything indented less is a feature key. */
const FEATURE_KEY_MAX_INDENT = 10

export function parseGenbank(text: string): GenbankRecord {
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  const locusIndex = lines.findIndex((line) => line.startsWith('LOCUS'))
  if (locusIndex === -1) throw new Error('no LOCUS line')
  const locus = parseLocus(lines[locusIndex] ?? '')

  const featuresIndex = findKeyword(lines, 'FEATURES', locusIndex)
  const originIndex = findKeyword(lines, 'ORIGIN', locusIndex)
  if (originIndex === -1) throw new Error('no ORIGIN block')
  const headerEnd = featuresIndex === -1 ? originIndex : featuresIndex
  const header = parseHeader(lines.slice(locusIndex + 1, headerEnd))

  const featureLines = featuresIndex === -1 ? [] : lines.slice(featuresIndex + 1, originIndex)
  const features = parseFeatures(featureLines)
  const sequence = parseOrigin(lines, originIndex + 1)
  if (sequence.length !== locus.length) {
    throw new Error(`sequence has ${sequence.length} bases but LOCUS declares ${locus.length} bp`)
  }

  const organism = header.get('ORGANISM') ?? []
  return {
    ...locus,
    definition: joinHeader(header.get('DEFINITION')),
    accession: joinHeader(header.get('ACCESSION')),
    version: joinHeader(header.get('VERSION')),
    keywords: joinHeader(header.get('KEYWORDS')),
    source: joinHeader(header.get('SOURCE')),
    organism: organism[0] ?? '',
    taxonomy: joinHeader(organism.slice(1)),
    features,
    sequence,
  }
}

function findKeyword(lines: string[], keyword: string, from: number): number {
  for (let i = from; i < lines.length; i++) {
    const line = lines[i] ?? ''
    if (line.startsWith('//')) return -1
    if (line.startsWith(keyword) && (line.length === keyword.length || /\s/.test(line[keyword.length] ?? ''))) {
      return i
    }
  }
  return -1
}

type Locus = Pick<GenbankRecord, 'name' | 'length' | 'topology' | 'moleculeType' | 'division' | 'date'>

/**
 * Reads LOCUS by token shape rather than by column, because exporters disagree on columns
 * (long names push everything right, some omit the molecule type or the topology).
 */
function parseLocus(line: string): Locus {
  const tokens = line.slice('LOCUS'.length).trim().split(/\s+/)
  const lengthAt = tokens.findIndex(
    (token, i) => (/^\d+$/.test(token) && /^(bp|aa)$/i.test(tokens[i + 1] ?? '')) || /^\d+bp$/i.test(token),
  )
  if (lengthAt < 1) throw new Error(`LOCUS line without name or length: ${line}`)
  const lengthToken = tokens[lengthAt] ?? ''
  const restFrom = /bp$/i.test(lengthToken) ? lengthAt + 1 : lengthAt + 2
  const locus: Locus = {
    name: tokens.slice(0, lengthAt).join(' '),
    length: Number.parseInt(lengthToken, 10),
    // GenBank's rule: no topology token means linear.
    topology: 'linear',
    moleculeType: '',
    division: '',
    date: '',
  }
  for (const token of tokens.slice(restFrom)) {
    if (/^(linear|circular)$/i.test(token)) locus.topology = token.toLowerCase() as Topology
    else if (/^\d{1,2}-[A-Z]{3}-\d{4}$/i.test(token)) locus.date = token.toUpperCase()
    else if (!locus.moleculeType) locus.moleculeType = token
    else if (!locus.division) locus.division = token
  }
  return locus
}

/** Header keywords and sub-keywords (ORGANISM, AUTHORS …) mapped to their lines. */
function parseHeader(lines: string[]): Map<string, string[]> {
  const blocks = new Map<string, string[]>()
  let current: string[] | undefined
  for (const line of lines) {
    const keyword = /^ {0,3}([A-Z][A-Z_]+)(?:\s+(.*))?$/.exec(line)
    if (keyword?.[1]) {
      current = []
      // Keep the first occurrence: REFERENCE blocks repeat their sub-keywords.
      if (!blocks.has(keyword[1])) blocks.set(keyword[1], current)
      if (keyword[2]?.trim()) current.push(keyword[2].trim())
    } else if (current && line.trim()) {
      current.push(line.trim())
    }
  }
  return blocks
}

/** GenBank writes '.' for an empty field (KEYWORDS, ACCESSION of unsubmitted records). */
function joinHeader(lines: string[] | undefined): string {
  const text = (lines ?? []).join(' ')
  return text === '.' ? '' : text
}

interface FeatureDraft {
  type: string
  location: string
  qualifiers: { key: string; raw: string[] }[]
}

function parseFeatures(lines: string[]): PlasmidFeature[] {
  const drafts: FeatureDraft[] = []
  for (const line of lines) {
    if (!line.trim()) continue
    const indent = line.length - line.trimStart().length
    // A top-level keyword (BASE COUNT, CONTIG …) closes the feature table.
    if (indent === 0) break
    const content = line.trim()
    if (indent <= FEATURE_KEY_MAX_INDENT) {
      const [type = '', ...location] = content.split(/\s+/)
      drafts.push({ type, location: location.join(''), qualifiers: [] })
      continue
    }
    const draft = drafts.at(-1)
    if (!draft) throw new Error(`qualifier before any feature key: ${content}`)
    const open = draft.qualifiers.at(-1)
    if (open && isOpenQuote(open.raw)) open.raw.push(content)
    else if (content.startsWith('/')) {
      const eq = content.indexOf('=')
      draft.qualifiers.push(
        eq === -1 ? { key: content.slice(1), raw: [] } : { key: content.slice(1, eq), raw: [content.slice(eq + 1)] },
      )
    } else if (open) open.raw.push(content)
    else draft.location += content
  }
  return drafts.map(buildFeature)
}

function isOpenQuote(raw: string[]): boolean {
  const text = raw.join(' ')
  if (!text.startsWith('"')) return false
  const quotes = text.split('"').length - 1
  return text.length === 1 || !text.endsWith('"') || quotes % 2 === 1
}

function buildFeature(draft: FeatureDraft): PlasmidFeature {
  const qualifiers = draft.qualifiers.map(({ key, raw }): Qualifier => {
    if (raw.length === 0) return { key, value: null }
    // Protein and nucleotide strings are wrapped without spaces; prose is wrapped at spaces.
    const joined = raw.join(key === 'translation' ? '' : ' ')
    if (!joined.startsWith('"')) return { key, value: joined }
    const inner = joined.length > 1 && joined.endsWith('"') ? joined.slice(1, -1) : joined.slice(1)
    return { key, value: inner.replaceAll('""', '"') }
  })
  const location = parseLocation(draft.location)
  const first = location.spans[0]
  const last = location.spans.at(-1)
  if (!first || !last) throw new Error(`feature ${draft.type} has no location`)
  return {
    name: featureName(draft.type, qualifiers),
    type: draft.type,
    start: first.start,
    end: last.end,
    strand: location.strand,
    spans: location.spans,
    ...(location.operator ? { operator: location.operator } : {}),
    // The note survives export, so a downloaded and re-read file keeps the flag.
    ...(qualifiers.some((q) => q.key === 'note' && q.value === AUTO_ANNOTATION_NOTE) ? { auto: true } : {}),
    qualifiers,
  }
}

const GENE_LEVEL_TYPES = new Set([
  'gene',
  'CDS',
  'mRNA',
  'rRNA',
  'tRNA',
  'ncRNA',
  'exon',
  'intron',
  'sig_peptide',
  'mat_peptide',
])
const SHORT_NOTE = 25
const LONG_NOTE = 40

/**
 * The name a map shows. Exporters disagree on where it lives (SnapGene and ApE use /label,
 * NCBI records use /gene or /product, DeskGen put it first in /note), so take the most specific
 * short text available (a gene symbol beats a product, which beats a remark such as
 * /note="E-286") and only fall back to long prose, cut, when nothing better exists.
 */
export function featureName(type: string, qualifiers: readonly Qualifier[]): string {
  // A source feature's notes describe the whole record, not a part worth labelling.
  if (type === 'source') return type
  const value = (key: string) => qualifiers.find((q) => q.key === key && q.value?.trim())?.value?.trim()
  const note = value('note')
  const noteHead = note === undefined ? undefined : firstClause(note)
  const regulatoryClass = value('regulatory_class')?.replaceAll('_', ' ')
  const candidates = [
    value('label'),
    GENE_LEVEL_TYPES.has(type) ? value('gene') : undefined,
    value('product'),
    noteHead !== undefined && noteHead.length <= SHORT_NOTE ? noteHead : undefined,
    value('standard_name'),
    value('bound_moiety'),
    noteHead === undefined ? undefined : truncateWords(noteHead, LONG_NOTE),
    regulatoryClass,
    value('gene'),
  ]
  return candidates.find((candidate) => candidate !== undefined && candidate !== '') ?? type
}

/** "5' LTR (R and U5 portions; U3 …)" → "5' LTR": the text before ';', minus an unclosed "(…". */
function firstClause(note: string): string {
  const head = note.split(';')[0] ?? note
  const opened = head.split('(').length - head.split(')').length
  return (opened > 0 ? head.slice(0, head.lastIndexOf('(')) : head).trim() || note.trim()
}

function truncateWords(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const space = cut.lastIndexOf(' ')
  return `${(space > 0 ? cut.slice(0, space) : cut).trimEnd()}…`
}

function parseOrigin(lines: string[], from: number): string {
  const parts: string[] = []
  for (let i = from; i < lines.length; i++) {
    const line = lines[i] ?? ''
    if (line.startsWith('//')) break
    parts.push(line.replace(/[^A-Za-z]/g, ''))
  }
  return parts.join('').toUpperCase()
}
