// The GenBank model shared by the parser, the writers, auto-annotation and the catalogue
// generator. Code outside this folder imports it through index.ts; it lives apart only so
// that parse.ts and index.ts do not import each other.
//
// Coordinates are 1-based and inclusive, as in GenBank itself, so a feature read from a file
// and written back keeps its numbers and the map can label positions as biologists read them.

/** The /note that marks a feature added by automatic annotation (as SnapGene's "Detect Common Features" does). */
export const AUTO_ANNOTATION_NOTE = 'automatic annotation'

export type Topology = 'circular' | 'linear'
export type Strand = 1 | -1

/** One contiguous piece of a feature location, in forward-strand coordinates (start <= end). */
export interface LocationSpan {
  start: number
  end: number
  /** `<start`: the feature begins before this base (5' partial on the forward strand). */
  partialStart?: boolean
  /** `>end`: the feature continues after this base. */
  partialEnd?: boolean
  /** `start^end`: a site between two adjacent bases rather than a run of bases. */
  between?: boolean
}

export interface Qualifier {
  key: string
  /** null for value-less qualifiers such as /focus or /pseudo. */
  value: string | null
}

export interface PlasmidFeature {
  /** Display name derived from /label, /note, /gene, /product … (see featureName in parse.ts). */
  name: string
  /** INSDC feature key: CDS, promoter, rep_origin, misc_feature … */
  type: string
  /**
   * First base (1-based, inclusive) of the first span. For a feature that runs through the
   * origin of a circular sequence start > end: it covers start..length and 1..end.
   */
  start: number
  /** Last base (1-based, inclusive) of the last span. */
  end: number
  strand: Strand
  /**
   * The spans in forward-strand order (a feature through the origin is [start..length, 1..end]);
   * a minus-strand feature is the reverse complement of their concatenation. One span for
   * simple locations.
   */
  spans: LocationSpan[]
  /** How several spans combine; absent for a single span. */
  operator?: 'join' | 'order'
  /** Added by automatic annotation rather than curated; carries /note="automatic annotation". */
  auto?: boolean
  qualifiers: Qualifier[]
}

export interface GenbankRecord {
  /** LOCUS name. */
  name: string
  /** Sequence length in bp, as declared on the LOCUS line (always equal to sequence.length). */
  length: number
  topology: Topology
  /** LOCUS molecule type, e.g. 'DNA' or 'ds-DNA'. */
  moleculeType: string
  /** Three-letter GenBank division, e.g. 'SYN'. */
  division: string
  /** LOCUS date as written, 'DD-MMM-YYYY'; empty when absent. */
  date: string
  definition: string
  accession: string
  version: string
  keywords: string
  source: string
  organism: string
  /** The lineage lines under ORGANISM, joined with spaces. */
  taxonomy: string
  features: PlasmidFeature[]
  /** Upper-case bases. */
  sequence: string
}
