// Automatic annotation: the NCBI seed records are sparsely annotated (pBluescript has one
// feature), so common parts are found by exact match against a library cut from the richer
// records, on both strands and through the origin, and added flagged as automatic.
import {
  AUTO_ANNOTATION_NOTE,
  type GenbankRecord,
  type LocationSpan,
  type PlasmidFeature,
  type Strand,
} from './model.ts'
import { featureSequence, isOpenFrame, reverseComplement } from './sequence.ts'

export interface LibraryFeature {
  name: string
  type: string
  /** Upper-case bases 5'→3' on the feature's own strand. */
  sequence: string
}

/**
 * 17 bp keeps the M13 primer sites while a chance hit stays negligible (4^17 ≈ 1.7e10 against
 * ~3e4 positions of a large plasmid); 5 kb keeps Cas9 (4.1 kb) but drops backbone-sized
 * regions that would only ever match their own plasmid.
 */
const MIN_LENGTH = 17
const MAX_LENGTH = 5000

/** Feature keys that describe provenance or sequence history rather than a functional part. */
const IGNORED_TYPES = new Set([
  'source',
  'gene',
  'sig_peptide',
  'mat_peptide',
  'misc_difference',
  'old_sequence',
  'variation',
  'mobile_element',
])

interface Rule {
  match: RegExp
  /** Canonical name; a function to keep the specific part of the matched text. */
  name: string | ((match: RegExpExecArray) => string)
  type: string
  /**
   * Source feature keys the rule applies to. When absent: CDS and misc_feature for a CDS part
   * (so a promoter or RBS carrying /gene="bla" is not taken for the gene), else any key.
   */
  on?: readonly string[]
}

/**
 * The allow-list of parts worth showing, with one name per part whatever the exporter called
 * it ("bla", "beta-lactamase" and "AmpR" are one thing on a map). Order matters: specific
 * promoters before the resistance genes whose names they contain.
 */
const RULES: readonly Rule[] = [
  { match: /^cat promoter$/i, name: 'cat promoter', type: 'promoter' },
  { match: /^lac promoter$/i, name: 'lac promoter', type: 'promoter' },
  { match: /^tac( promoter)?$/i, name: 'tac promoter', type: 'promoter' },
  { match: /^T7 promoter$/i, name: 'T7 promoter', type: 'promoter' },
  { match: /^(human )?U6( promoter)?$/i, name: 'U6 promoter', type: 'promoter' },
  { match: /^EFS/i, name: 'EFS promoter', type: 'promoter' },
  { match: /^CBh$/i, name: 'CBh promoter', type: 'promoter' },
  { match: /^lac repressor protein$/i, name: 'lac operator', type: 'protein_bind', on: ['protein_bind'] },
  { match: /^(AmpR|bla|beta-lactamase|ampicillin resistance)$/i, name: 'AmpR', type: 'CDS' },
  { match: /^(KanR|kanamycin marker)$/i, name: 'KanR', type: 'CDS' },
  { match: /^(NeoR.*|neomycin phosphotransferase)$/i, name: 'NeoR/KanR', type: 'CDS' },
  { match: /^(CmR|cat|chloramphenicol acetyltransferase)$/i, name: 'CmR', type: 'CDS' },
  { match: /^(tet|tetA|tetracycline (resistance|efflux).*)$/i, name: 'TcR', type: 'CDS', on: ['CDS'] },
  { match: /^(SmR|aadA)$/i, name: 'SmR', type: 'CDS' },
  { match: /^Puro(R)?$/i, name: 'PuroR', type: 'CDS' },
  { match: /^(BSD|Blast)/i, name: 'BSD', type: 'CDS' },
  { match: /^ccdB$/i, name: 'ccdB', type: 'CDS' },
  { match: /^(lacI.*|lac repressor)$/i, name: 'lacI', type: 'CDS', on: ['CDS'] },
  { match: /^lacZ/i, name: 'lacZα', type: 'CDS' },
  { match: /^(rop|ROP protein)$/i, name: 'rop', type: 'CDS' },
  { match: /^(GST|glutathione S-transferase)$/i, name: 'GST', type: 'CDS' },
  { match: /^(luc\+?|luciferase)$/i, name: 'luc+', type: 'CDS' },
  { match: /^(EGFP|enhanced green fluorescent protein)$/i, name: 'EGFP', type: 'CDS' },
  { match: /(Cas9|Csn1)$/i, name: 'Cas9', type: 'CDS' },
  { match: /^3xFLAG$/i, name: '3xFLAG', type: 'CDS' },
  { match: /^FLAG$/i, name: 'FLAG', type: 'CDS' },
  { match: /^NLS$/i, name: 'NLS', type: 'CDS' },
  { match: /^P2A$/i, name: 'P2A', type: 'CDS' },
  { match: /^WPRE/i, name: 'WPRE', type: 'misc_feature' },
  { match: /^5' LTR/i, name: "5' LTR (truncated)", type: 'LTR' },
  { match: /^3' LTR/i, name: "3' LTR", type: 'LTR' },
  { match: /^RRE$/i, name: 'RRE', type: 'misc_feature' },
  { match: /^cPPT/i, name: 'cPPT/CTS', type: 'misc_feature' },
  { match: /^psi$/i, name: 'HIV-1 psi', type: 'misc_feature' },
  { match: /guide RNA scaffold|chimeric RNA backbone/i, name: 'gRNA scaffold', type: 'misc_RNA' },
  { match: /^bGH poly/i, name: 'bGH poly(A) signal', type: 'polyA_signal' },
  { match: /^SV40 .*poly\(?A/i, name: 'SV40 poly(A) signal', type: 'polyA_signal' },
  { match: /^(.* )?poly\(A\) signal$/i, name: (m) => m[0], type: 'polyA_signal' },
  { match: /^(R-|L-)?ITR$/i, name: 'AAV2 ITR', type: 'repeat_region' },
  { match: /^f1 ori/i, name: 'f1 ori', type: 'rep_origin' },
  { match: /^p15A/i, name: 'p15A ori', type: 'rep_origin' },
  { match: /^(pUC ori|pMB1 ori|ColE1|ori)$/i, name: 'ori', type: 'rep_origin', on: ['rep_origin'] },
  { match: /^rrnB T[12] terminator$/i, name: (m) => m[0], type: 'terminator' },
  { match: /^attP[12]$/i, name: (m) => m[0], type: 'protein_bind' },
  { match: /^M13 (fwd|rev)$/i, name: (m) => m[0], type: 'primer_bind' },
  { match: /thrombin recognition/i, name: 'thrombin site', type: 'misc_feature' },
  { match: /precision protease/i, name: 'PreScission site', type: 'misc_feature' },
]

/**
 * The library of named parts found in `records`, one entry per distinct (name, sequence),
 * longest first so that where two versions of a part overlap the more complete one is kept.
 * Coding parts must read as an open frame, which drops annotations that are shifted or on the
 * wrong strand in their source file.
 */
export function buildFeatureLibrary(records: readonly GenbankRecord[]): LibraryFeature[] {
  const byKey = new Map<string, LibraryFeature>()
  for (const record of records) {
    for (const feature of record.features) {
      if (feature.auto || IGNORED_TYPES.has(feature.type) || feature.operator === 'order') continue
      const part = classify(feature)
      if (!part) continue
      const sequence = featureSequence(record, feature)
      if (sequence.length < MIN_LENGTH || sequence.length > MAX_LENGTH || /[^ACGT]/.test(sequence)) continue
      if (part.type === 'CDS' && !isOpenFrame(sequence)) continue
      byKey.set(`${part.name}\n${sequence}`, { ...part, sequence })
    }
  }
  return [...byKey.values()].sort(
    (a, b) =>
      b.sequence.length - a.sequence.length || a.name.localeCompare(b.name) || a.sequence.localeCompare(b.sequence),
  )
}

const GENE_SOURCES = ['CDS', 'misc_feature']
const NAME_KEYS = new Set(['label', 'gene', 'product', 'note', 'standard_name', 'bound_moiety'])

function classify(feature: PlasmidFeature): Omit<LibraryFeature, 'sequence'> | undefined {
  const texts = [feature.name, ...feature.qualifiers.filter((q) => NAME_KEYS.has(q.key)).map((q) => q.value ?? '')]
    .map((text) => (text.split(';')[0] ?? '').trim())
    .filter(Boolean)
  for (const rule of RULES) {
    const on = rule.on ?? (rule.type === 'CDS' ? GENE_SOURCES : undefined)
    if (on && !on.includes(feature.type)) continue
    for (const text of texts) {
      const match = rule.match.exec(text)
      if (match) return { name: typeof rule.name === 'string' ? rule.name : rule.name(match), type: rule.type }
    }
  }
  return undefined
}

/**
 * A copy of `record` with the library parts found in its sequence appended as automatic
 * features, skipping hits that duplicate a feature already there (see isDuplicate). Returns
 * the record itself when nothing is found.
 */
export function annotateRecord(record: GenbankRecord, library: readonly LibraryFeature[]): GenbankRecord {
  const kept = record.features
    .filter((feature) => feature.type !== 'source')
    .map((feature) => ({ feature, name: canonicalName(feature) }))
  const added: PlasmidFeature[] = []
  for (const part of library) {
    for (const { at, strand } of findHits(record, part.sequence)) {
      const candidate = autoFeature(part, at, strand, record.sequence.length)
      if (kept.some((existing) => isDuplicate(candidate, existing.feature, existing.name))) continue
      kept.push({ feature: candidate, name: candidate.name })
      added.push(candidate)
    }
  }
  if (added.length === 0) return record
  added.sort((a, b) => a.start - b.start || a.name.localeCompare(b.name))
  return { ...record, features: [...record.features, ...added] }
}

interface Hit {
  /** 0-based start on the forward strand. */
  at: number
  strand: Strand
}

/** Exact occurrences on both strands; on a circular record also those running through the origin. */
function findHits(record: Pick<GenbankRecord, 'sequence' | 'topology'>, part: string): Hit[] {
  const length = record.sequence.length
  if (part.length > length) return []
  const haystack =
    record.topology === 'circular' ? record.sequence + record.sequence.slice(0, part.length - 1) : record.sequence
  const reverse = reverseComplement(part)
  // A palindromic part would otherwise be reported once per strand at the same place.
  const needles: [string, Strand][] =
    reverse === part
      ? [[part, 1]]
      : [
          [part, 1],
          [reverse, -1],
        ]
  const hits: Hit[] = []
  for (const [needle, strand] of needles) {
    for (let at = haystack.indexOf(needle); at !== -1 && at < length; at = haystack.indexOf(needle, at + 1)) {
      hits.push({ at, strand })
    }
  }
  return hits
}

function canonicalName(feature: PlasmidFeature): string {
  return feature.auto ? feature.name : (classify(feature)?.name ?? feature.name)
}

function autoFeature(part: LibraryFeature, at: number, strand: Strand, length: number): PlasmidFeature {
  const start = at + 1
  const end = at + part.sequence.length
  const spans: LocationSpan[] =
    end <= length
      ? [{ start, end }]
      : [
          { start, end: length },
          { start: 1, end: end - length },
        ]
  return {
    name: part.name,
    type: part.type,
    start,
    end: spans.at(-1)?.end ?? end,
    strand,
    spans,
    ...(spans.length > 1 ? { operator: 'join' as const } : {}),
    auto: true,
    qualifiers: [
      { key: 'label', value: part.name },
      { key: 'note', value: AUTO_ANNOTATION_NOTE },
    ],
  }
}

const DUPLICATE_OVERLAP = 0.8

/**
 * A hit duplicates an existing feature when both name the same part and touch (two versions of
 * an ori or AmpR at one place), or when each covers 80 % of the other whatever the names and
 * strands (a curated "ColE1 origin" against the library's "ori").
 */
function isDuplicate(candidate: PlasmidFeature, existing: PlasmidFeature, existingName: string): boolean {
  const shared = overlap(candidate.spans, existing.spans)
  if (shared === 0) return false
  if (candidate.name.toLowerCase() === existingName.toLowerCase()) return true
  return (
    shared >= DUPLICATE_OVERLAP * spanLength(candidate.spans) &&
    shared >= DUPLICATE_OVERLAP * spanLength(existing.spans)
  )
}

function spanLength(spans: readonly LocationSpan[]): number {
  return spans.reduce((sum, span) => sum + span.end - span.start + 1, 0)
}

function overlap(a: readonly LocationSpan[], b: readonly LocationSpan[]): number {
  let shared = 0
  for (const x of a) {
    for (const y of b) shared += Math.max(0, Math.min(x.end, y.end) - Math.max(x.start, y.start) + 1)
  }
  return shared
}
