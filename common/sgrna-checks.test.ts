import { describe, expect, it } from 'vitest'
import { AMPLICON_FIELDS } from './schemas/orders/amplicon.ts'
import { GUIDE_SEQ_FIELDS } from './schemas/orders/guide-seq.ts'
import { NUCLEASE } from './schemas/orders/options.ts'
import {
  SGRNA_MESSAGES,
  checkGuide,
  checkGuides,
  gcPercent,
  guideAdvice,
  normaliseGuide,
  reverseComplement,
} from './sgrna-checks.ts'

const SPACER = 'GAGTCCGAGCAGAAGAAGAA'

describe('SpCas9 guides', () => {
  it('accepts a 20-nt protospacer followed by NGG', () => {
    const check = checkGuide(`${SPACER}GGG`, NUCLEASE.SPCAS9)
    expect(check).toMatchObject({ valid: true, protospacer: SPACER, pam: 'GGG', problems: [], warnings: [] })
    expect(checkGuide(`${SPACER}TGG`, NUCLEASE.SPCAS9).pam).toBe('TGG')
  })

  it('flags a guide without its PAM, even one ending in GG', () => {
    expect(checkGuide('GAGTCCGAGCAGAAGAAAGG', NUCLEASE.SPCAS9).problems).toEqual([SGRNA_MESSAGES.spCas9Pam])
    const check = checkGuide(SPACER, NUCLEASE.SPCAS9)
    expect(check).toMatchObject({ valid: false, protospacer: SPACER, pam: undefined })
    expect(check.problems).toEqual([SGRNA_MESSAGES.spCas9Pam])
  })

  it('flags a PAM that is not NGG', () => {
    expect(checkGuide(`${SPACER}GGA`, NUCLEASE.SPCAS9).problems).toContain(SGRNA_MESSAGES.spCas9Pam)
    expect(checkGuide(`${SPACER}TTTV`, NUCLEASE.SPCAS9).valid).toBe(false)
  })

  it('flags a protospacer too short or too long', () => {
    expect(checkGuide(`${SPACER.slice(1)}AGG`, NUCLEASE.SPCAS9).problems).toEqual([SGRNA_MESSAGES.spCas9Length])
    expect(checkGuide(`A${SPACER}AGG`, NUCLEASE.SPCAS9).problems).toEqual([SGRNA_MESSAGES.spCas9Length])
    expect(checkGuide('ACGTAGG', NUCLEASE.SPCAS9).problems).toEqual([
      SGRNA_MESSAGES.spCas9Pam,
      SGRNA_MESSAGES.spCas9Length,
    ])
    expect(checkGuide(`${SPACER}AGGT`, NUCLEASE.SPCAS9).problems).toEqual([
      SGRNA_MESSAGES.spCas9Pam,
      SGRNA_MESSAGES.spCas9Length,
    ])
  })

  it('reads lower case, spaces and U as the same DNA guide', () => {
    const check = checkGuide(' gagucc gagcagaaga agaa ugg ', NUCLEASE.SPCAS9)
    expect(check).toMatchObject({ valid: true, sequence: `${SPACER}TGG`, pam: 'TGG' })
  })
})

describe('AsCpf1 guides', () => {
  it('accepts TTTV followed by a 20–23-nt protospacer', () => {
    for (const length of [20, 23]) {
      const protospacer = `${SPACER}ACG`.slice(0, length)
      const check = checkGuide(`TTTA${protospacer}`, NUCLEASE.ASCPF1)
      expect(check).toMatchObject({ valid: true, pam: 'TTTA', protospacer, problems: [] })
    }
    expect(checkGuide(`tttc${SPACER}`, NUCLEASE.ASCPF1).valid).toBe(true)
  })

  it('flags a missing PAM, and TTTT which is not TTTV', () => {
    expect(checkGuide(SPACER, NUCLEASE.ASCPF1).problems).toEqual([SGRNA_MESSAGES.asCpf1Pam])
    expect(checkGuide(`TTTT${SPACER}`, NUCLEASE.ASCPF1).problems).toEqual([
      SGRNA_MESSAGES.asCpf1Pam,
      SGRNA_MESSAGES.asCpf1Length,
    ])
    expect(checkGuide(`${SPACER}GGG`, NUCLEASE.ASCPF1).problems).toEqual([SGRNA_MESSAGES.asCpf1Pam])
  })

  it('flags a protospacer too short or too long', () => {
    expect(checkGuide(`TTTG${SPACER.slice(1)}`, NUCLEASE.ASCPF1).problems).toEqual([SGRNA_MESSAGES.asCpf1Pam])
    expect(checkGuide(`TTTG${SPACER}ACGT`, NUCLEASE.ASCPF1).problems).toEqual([SGRNA_MESSAGES.asCpf1Length])
  })
})

describe('warnings', () => {
  it('warns of TTTT in the protospacer (Pol III terminator)', () => {
    const check = checkGuide('GAGTCTTTTCAGAAGAAGAAGGG', NUCLEASE.SPCAS9)
    expect(check).toMatchObject({ valid: true, warnings: [SGRNA_MESSAGES.tttt] })
  })

  it('warns of a run of five or more of one base', () => {
    expect(checkGuide('GAGTCCGAAAAAGAAGAAGAAGG', NUCLEASE.SPCAS9).warnings).toEqual([SGRNA_MESSAGES.homopolymer])
    expect(checkGuide('GAGTCCGAAAAGAAGAAGAAGGG', NUCLEASE.SPCAS9).warnings).toEqual([])
    expect(checkGuide('GAGTCTTTTTAGAAGAAGAAGGG', NUCLEASE.SPCAS9).warnings).toEqual([
      SGRNA_MESSAGES.tttt,
      SGRNA_MESSAGES.homopolymer,
    ])
  })

  it('does not read the PAM into the warnings', () => {
    expect(checkGuide(`TTTA${SPACER}`, NUCLEASE.ASCPF1).warnings).toEqual([])
  })
})

describe('letters, reverse complement and GC', () => {
  it('rejects letters other than A, C, G, T and U', () => {
    const check = checkGuide('GAGTCCGAGNAGAAGAAGAAGGG', NUCLEASE.SPCAS9)
    expect(check).toMatchObject({ valid: false, problems: [SGRNA_MESSAGES.letters], gcPercent: undefined })
  })

  it('gives the reverse complement of the whole guide and the GC of its protospacer', () => {
    expect(reverseComplement('AACGTG')).toBe('CACGTT')
    const check = checkGuide(`${SPACER}TGG`, NUCLEASE.SPCAS9)
    expect(check.reverseComplement).toBe(`CCA${reverseComplement(SPACER)}`)
    expect(check.gcPercent).toBe(50)
    expect(gcPercent('GGGCCCAT')).toBe(75)
    expect(gcPercent('GCA')).toBe(66.7)
  })

  it('normalises and checks one guide per non-empty line', () => {
    expect(normaliseGuide('ac gu\tu')).toBe('ACGTT')
    const checks = checkGuides(`${SPACER}AGG\n\n  \r\n${SPACER}\n`, NUCLEASE.SPCAS9)
    expect(checks.map((check) => check.valid)).toEqual([true, false])
  })
})

describe("advice under an order form's sgRNA+PAM", () => {
  it("names the first problem, else the first warning, for the sample's nuclease", () => {
    expect(guideAdvice(`${SPACER}GGG`, NUCLEASE.SPCAS9)).toBeUndefined()
    expect(guideAdvice(SPACER, NUCLEASE.SPCAS9)).toBe(SGRNA_MESSAGES.spCas9Pam)
    expect(guideAdvice(`TTTA${SPACER}`, NUCLEASE.ASCPF1)).toBeUndefined()
    expect(guideAdvice(`${SPACER}GGG`, NUCLEASE.ASCPF1)).toBe(SGRNA_MESSAGES.asCpf1Pam)
    expect(guideAdvice('GAGTCCGATTTTAAGAAGAAAGG', NUCLEASE.SPCAS9)).toBe(SGRNA_MESSAGES.tttt)
  })

  it("says nothing where the form's own rule speaks or the PAM is unknown", () => {
    expect(guideAdvice('', NUCLEASE.SPCAS9)).toBeUndefined()
    expect(guideAdvice('GAGTXX', NUCLEASE.SPCAS9)).toBeUndefined()
    expect(guideAdvice(SPACER, NUCLEASE.OTHER)).toBeUndefined()
    expect(guideAdvice(SPACER, undefined)).toBeUndefined()
  })

  it('is what the amplicon and GUIDE-seq forms and detail pages show for their guides', () => {
    for (const fields of [AMPLICON_FIELDS, GUIDE_SEQ_FIELDS]) {
      expect(fields.xulie.advice?.(SPACER, { hexuanmei: NUCLEASE.SPCAS9 })).toBe(SGRNA_MESSAGES.spCas9Pam)
      expect(fields.xulie.advice?.(`${SPACER}TGG`, { hexuanmei: NUCLEASE.SPCAS9 })).toBeUndefined()
    }
  })
})
