// Quick checks of a guide as a biologist pastes it (with or without its PAM), shared by the
// sgRNA utilities page and the order forms and detail pages: which nuclease it fits, its
// reverse complement, GC content and the sequence features that hurt U6-driven expression.
import { PAM_TYPES } from './crispr-options.ts'
import { NUCLEASE } from './schemas/orders/options.ts'

export const SGRNA_MESSAGES = {
  letters: '只能包含 A、T、C、G（U 按 T 处理）',
  spCas9Pam: '缺少 PAM（NGG）',
  asCpf1Pam: '缺少 PAM（TTTV）',
  spCas9Length: '间隔序列应为 20 nt',
  asCpf1Length: '间隔序列应为 20–23 nt',
  tttt: '含 TTTT，U6 启动子下会提前终止转录',
  homopolymer: '含 5 个或以上相同碱基的连续重复，合成与转录效率可能降低',
} as const

type SgRnaMessage = (typeof SGRNA_MESSAGES)[keyof typeof SGRNA_MESSAGES]

interface NucleaseRule {
  /** The PAM as written (IUPAC) and as a pattern over A/C/G/T. */
  pam: string
  pamPattern: RegExp
  /** SpCas9 reads its PAM 3' of the protospacer, Cas12a 5'. */
  pamSide: 'five' | 'three'
  protospacer: { min: number; max: number }
  missingPam: SgRnaMessage
  badLength: SgRnaMessage
}

const SPCAS9_PAM = PAM_TYPES[0].pam

/** The nucleases the order forms offer with a known PAM (AsCpf1 is Cas12a). */
export const GUIDE_NUCLEASES = {
  [NUCLEASE.SPCAS9]: {
    pam: SPCAS9_PAM,
    pamPattern: /[ACGT]GG$/,
    pamSide: 'three',
    protospacer: { min: 20, max: 20 },
    missingPam: SGRNA_MESSAGES.spCas9Pam,
    badLength: SGRNA_MESSAGES.spCas9Length,
  },
  [NUCLEASE.ASCPF1]: {
    pam: 'TTTV',
    pamPattern: /^TTT[ACG]/,
    pamSide: 'five',
    protospacer: { min: 20, max: 23 },
    missingPam: SGRNA_MESSAGES.asCpf1Pam,
    badLength: SGRNA_MESSAGES.asCpf1Length,
  },
} as const satisfies Record<number, NucleaseRule>

export type GuideNuclease = keyof typeof GUIDE_NUCLEASES

export interface GuideCheck {
  /** The guide as DNA: upper case, spaces removed, U read as T. */
  sequence: string
  /** The guide without its PAM (the whole guide when no PAM was found). */
  protospacer: string
  pam: string | undefined
  valid: boolean
  /** Why the guide does not fit the nuclease. */
  problems: SgRnaMessage[]
  /** Features that still allow ordering but lower the guide's activity. */
  warnings: SgRnaMessage[]
  reverseComplement: string
  /** GC content of the protospacer, one decimal. */
  gcPercent: number | undefined
}

const COMPLEMENT: Record<string, string> = { A: 'T', T: 'A', C: 'G', G: 'C' }
const HOMOPOLYMER = /A{5,}|C{5,}|G{5,}|T{5,}/

/** Upper case, whitespace removed, RNA's U read as T so a guide copied as RNA checks the same. */
export const normaliseGuide = (text: string) => text.replace(/\s+/g, '').toUpperCase().replace(/U/g, 'T')

export const reverseComplement = (dna: string) =>
  [...dna]
    .reverse()
    .map((base) => COMPLEMENT[base] ?? base)
    .join('')

export const gcPercent = (dna: string) =>
  dna.length === 0 ? 0 : Math.round((1000 * (dna.match(/[GC]/g)?.length ?? 0)) / dna.length) / 10

/**
 * Splits a guide into protospacer and PAM. A guide no longer than the longest protospacer is
 * read as a protospacer alone, so a 20-nt SpCas9 guide ending in GG is not taken for 17 + PAM.
 */
function splitPam(sequence: string, rule: NucleaseRule) {
  const pamLength = rule.pam.length
  if (sequence.length <= rule.protospacer.max || !rule.pamPattern.test(sequence)) {
    return { protospacer: sequence, pam: undefined }
  }
  return rule.pamSide === 'three'
    ? { protospacer: sequence.slice(0, -pamLength), pam: sequence.slice(-pamLength) }
    : { protospacer: sequence.slice(pamLength), pam: sequence.slice(0, pamLength) }
}

export function checkGuide(text: string, nuclease: GuideNuclease): GuideCheck {
  const sequence = normaliseGuide(text)
  if (!/^[ACGT]+$/.test(sequence)) {
    return {
      sequence,
      protospacer: sequence,
      pam: undefined,
      valid: false,
      problems: [SGRNA_MESSAGES.letters],
      warnings: [],
      reverseComplement: '',
      gcPercent: undefined,
    }
  }
  const rule: NucleaseRule = GUIDE_NUCLEASES[nuclease]
  const { protospacer, pam } = splitPam(sequence, rule)
  const problems: SgRnaMessage[] = []
  if (pam === undefined) problems.push(rule.missingPam)
  if (protospacer.length < rule.protospacer.min || protospacer.length > rule.protospacer.max) {
    problems.push(rule.badLength)
  }
  const warnings: SgRnaMessage[] = []
  if (protospacer.includes('TTTT')) warnings.push(SGRNA_MESSAGES.tttt)
  if (HOMOPOLYMER.test(protospacer)) warnings.push(SGRNA_MESSAGES.homopolymer)
  return {
    sequence,
    protospacer,
    pam,
    valid: problems.length === 0,
    problems,
    warnings,
    reverseComplement: reverseComplement(sequence),
    gcPercent: gcPercent(protospacer),
  }
}

/** One check per non-empty line of pasted text. */
export const checkGuides = (text: string, nuclease: GuideNuclease) =>
  text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => checkGuide(line, nuclease))

export const isGuideNuclease = (nuclease: unknown): nuclease is GuideNuclease =>
  typeof nuclease === 'number' && Object.hasOwn(GUIDE_NUCLEASES, nuclease)

/**
 * What an order's sgRNA+PAM most needs to say about itself for the sample's nuclease: the
 * first problem, else the first warning. Nothing for an empty guide, for letters the form's
 * own rule refuses anyway, or for a nuclease whose PAM is not known here.
 */
export function guideAdvice(sequence: unknown, nuclease: unknown): SgRnaMessage | undefined {
  if (typeof sequence !== 'string' || sequence.trim() === '' || !isGuideNuclease(nuclease)) return undefined
  const check = checkGuide(sequence, nuclease)
  if (check.problems.includes(SGRNA_MESSAGES.letters)) return undefined
  return check.problems[0] ?? check.warnings[0]
}
