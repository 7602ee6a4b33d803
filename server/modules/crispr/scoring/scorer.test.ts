import { beforeAll, expect, test } from 'vitest'
import { readCfdReference, readReferenceScores, referenceModelDir } from './reference-data.ts'
import { loadCrisprModel, scorePairs, type CrisprModel } from './scorer.ts'

let model: CrisprModel
beforeAll(async () => {
  model = await loadCrisprModel(referenceModelDir())
})

test('CRISPR-Net and CFD for every reference pair, in input order', () => {
  const reference = readReferenceScores()
  const cfdOf = new Map(readCfdReference().map((row) => [`${row.on_seq},${row.off_seq}`, row.cfd]))
  const results = scorePairs(model, reference)
  results.forEach((result, i) => {
    const pair = reference[i]!
    expect(result.on_seq).toBe(pair.on_seq)
    expect(result.off_seq).toBe(pair.off_seq)
    expect(Math.abs(result.score - pair.score)).toBeLessThanOrEqual(1e-5)
    // CFD exists exactly for the gap-free 23-mers, which cfd-reference.csv lists.
    const cfd = cfdOf.get(`${pair.on_seq},${pair.off_seq}`)
    if (cfd === undefined) expect(result.cfd).toBeNull()
    else expect(Math.abs(result.cfd! - cfd)).toBeLessThanOrEqual(1e-12)
  })
  expect(results.filter((result) => result.cfd !== null)).toHaveLength(194)
})

test('duplicates (also by case) get the same result; output is uppercase', () => {
  const [first, second, third] = scorePairs(model, [
    { on_seq: 'GAGTCCGAGCAGAAGAAGAAAGG', off_seq: 'GAGTTAGAGCAGAAGAAGAAAGG' },
    { on_seq: 'GGGTGGGGGGAGTTTGCTCCAGG', off_seq: 'AGGTGGGGTGA_TTTGCTCCAGG' },
    { on_seq: 'gagtccgagcagaagaagaaagg', off_seq: 'GAGTTAGAGCAGAAGAAGAAAGG' },
  ])
  expect(third).toEqual(first)
  expect(first!.score).toBeCloseTo(0.91846793, 7)
  expect(second!.cfd).toBeNull()
})
