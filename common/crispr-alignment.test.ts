import { describe, expect, it } from 'vitest'
import { ENGLISH } from './i18n/english.ts'
import { provideEnglish, translate } from './i18n/translate.ts'
import { alignPair, alignPosition, pamOutsideDomain } from './crispr-alignment.ts'

describe('alignPosition', () => {
  it('相同碱基与 sgRNA 中的 N 都是匹配', () => {
    expect(alignPosition('G', 'G')).toEqual({ kind: 'match', on: 'G', off: 'G' })
    expect(alignPosition('N', 'T')).toEqual({ kind: 'match', on: 'N', off: 'T' })
  })

  it('错配以 RNA 碱基对靶链 DNA 碱基命名（CFD 的写法），并按类别归类', () => {
    // off_seq as written is the non-target strand: the sgRNA pairs with its complement.
    expect(alignPosition('G', 'A')).toEqual({
      kind: 'mismatch',
      on: 'G',
      off: 'A',
      type: 'rG:dT',
      mismatchClass: 'wobble',
    })
    expect(alignPosition('T', 'C')).toMatchObject({ type: 'rU:dG', mismatchClass: 'wobble' })
    expect(alignPosition('A', 'T')).toMatchObject({ type: 'rA:dA', mismatchClass: 'purine' })
    expect(alignPosition('G', 'C')).toMatchObject({ type: 'rG:dG', mismatchClass: 'purine' })
    expect(alignPosition('C', 'G')).toMatchObject({ type: 'rC:dC', mismatchClass: 'pyrimidine' })
    expect(alignPosition('T', 'A')).toMatchObject({ type: 'rU:dT', mismatchClass: 'pyrimidine' })
    expect(alignPosition('A', 'G')).toMatchObject({ type: 'rA:dC', mismatchClass: 'purinePyrimidine' })
    expect(alignPosition('C', 'T')).toMatchObject({ type: 'rC:dA', mismatchClass: 'purinePyrimidine' })
  })

  it('on_seq 中的空位是 DNA bulge，off_seq 中的空位是 RNA bulge，_ 与 - 一样', () => {
    expect(alignPosition('_', 'A').kind).toBe('dnaBulge')
    expect(alignPosition('-', 'A').kind).toBe('dnaBulge')
    expect(alignPosition('C', '_').kind).toBe('rnaBulge')
    expect(alignPosition('N', '-').kind).toBe('rnaBulge')
    expect(alignPosition('-', '_').kind).toBe('empty')
  })
})

describe('alignPair', () => {
  it('RNA bulge 与错配：计数，最后三位是 PAM', () => {
    const alignment = alignPair('GGGTGGGGGGAGTTTGCTCCAGG', 'AGGTGGGGTGA_TTTGCTCCAGG')
    expect(alignment.counts).toEqual({ mismatches: 2, dnaBulges: 0, rnaBulges: 1 })
    expect(alignment.spacer).toHaveLength(20)
    expect(alignment.pam.map((position) => position.off).join('')).toBe('AGG')
    expect(alignment.spacer[11]).toEqual({ kind: 'rnaBulge', on: 'G', off: '_' })
  })

  it('DNA bulge（24 nt）：PAM 仍是最后三位', () => {
    const alignment = alignPair('GAGT_CCGAGCAGAAGAAGAATGG', 'GAGTACCAAGTAGAAGAAAAATTT')
    expect(alignment.counts).toEqual({ mismatches: 5, dnaBulges: 1, rnaBulges: 0 })
    expect(alignment.spacer).toHaveLength(21)
    expect(alignment.spacer[4]).toEqual({ kind: 'dnaBulge', on: '_', off: 'A' })
    expect(alignment.pam.map((position) => position.kind)).toEqual(['match', 'mismatch', 'mismatch'])
  })
})

describe('pamOutsideDomain', () => {
  it('NGG、NAG、NGA 在训练范围内', () => {
    for (const pam of ['AGG', 'CAG', 'TGA', 'GGG'])
      expect(pamOutsideDomain(`GAGTCCGAGCAGAAGAAGAA${pam}`)).toBeUndefined()
  })

  it('其他 PAM（含空位）给出原因', () => {
    expect(pamOutsideDomain('GAGTCCGAGCAGAAGAAGAAATT')).toEqual({
      pam: 'ATT',
      reason: 'PAM ATT 不在模型训练范围内（NGG/NAG/NGA）',
    })
    expect(pamOutsideDomain('GAGTCCGAGCAGAAGAAGAAGAA')?.pam).toBe('GAA')
    expect(pamOutsideDomain('GAGTCCGAGCAGAAGAAGAAA_G')?.pam).toBe('A_G')
  })

  it('原因有英文', () => {
    provideEnglish(ENGLISH)
    expect(translate(pamOutsideDomain('GAGTCCGAGCAGAAGAAGAAATT')!.reason, 'en')).toBe(
      "PAM ATT is outside the model's training domain (NGG/NAG/NGA)",
    )
  })
})
