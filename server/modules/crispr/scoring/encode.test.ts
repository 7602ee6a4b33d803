import { describe, expect, test } from 'vitest'
import { InvalidPairError, encodePair } from './encode.ts'

/** Row t of the 24 × 7 matrix as a string of 0/1: A T G C _ | d5 d6. */
const row = (matrix: Float64Array, t: number) => Array.from(matrix.subarray(t * 7, t * 7 + 7)).join('')
const rows = (matrix: Float64Array) => Array.from({ length: 24 }, (_, t) => row(matrix, t))

describe('encodePair (MODEL.md §4)', () => {
  test('worked example: README pair 4, RNA bulge + 2 mismatches, one padding column', () => {
    const matrix = encodePair('GGGTGGGGGGAGTTTGCTCCAGG', 'AGGTGGGGTGA_TTTGCTCCAGG')
    const G = '0010000'
    const T = '0100000'
    const A = '1000000'
    const C = '0001000'
    expect(rows(matrix)).toEqual([
      '0000000', // padding
      '1010001', // G/A: G(4) < A(5)
      G,
      G,
      T,
      G,
      G,
      G,
      G,
      '0110010', // G/T: G(4) > T(2)
      G,
      A,
      '0010110', // G/_: G(4) > _(1)
      T,
      T,
      T,
      G,
      C,
      T,
      C,
      C,
      A,
      G,
      G,
    ])
  })

  test('README pair 1 (24 long, DNA bulge) and pair 5 (on-target N)', () => {
    const pair1 = encodePair('GAGT_CCGAGCAGAAGAAGAATGG', 'GAGTACCAAGTAGAAGAAAAATTT')
    expect(row(pair1, 4)).toBe('1000101')
    expect(row(pair1, 22)).toBe('0110010')
    const pair5 = encodePair('GATGGTAGATGGAGACTCAGNGG', 'GGTAGGAAATGGAGAGGCAGAGG')
    expect(row(pair5, 21)).toBe('1000000')
  })

  test('_ is a gap with its own channel and rank; - is no base at all', () => {
    const underscore = encodePair('GGGTGGGGGGAGTTTGCTCCAGG', 'AGGTGGGGTGA_TTTGCTCCAGG')
    const dash = encodePair('GGGTGGGGGGAGTTTGCTCCAGG', 'AGGTGGGGTGA-TTTGCTCCAGG')
    expect(row(underscore, 12)).toBe('0010110')
    // '-' against a base encodes exactly like a match of that base.
    expect(row(dash, 12)).toBe('0010000')
    expect(rows(dash).filter((_, t) => t !== 12)).toEqual(rows(underscore).filter((_, t) => t !== 12))
    // '-' against '-' is an all-zero column, like the padding.
    expect(row(encodePair('GGG-GGGGGGAGTTTGCTCCAGG', 'AGG-GGGGTGAGTTTGCTCCAGG'), 4)).toBe('0000000')
  })

  test('uppercases first', () => {
    expect(encodePair('gggtggggggagtttgctccagg', 'aggtggggtga_tttgctccagg')).toEqual(
      encodePair('GGGTGGGGGGAGTTTGCTCCAGG', 'AGGTGGGGTGA_TTTGCTCCAGG'),
    )
  })

  test('refuses what the product does not score, with the reason', () => {
    const issue = (on: string, off: string) => {
      try {
        encodePair(on, off)
      } catch (error) {
        expect(error).toBeInstanceOf(InvalidPairError)
        return (error as InvalidPairError).issue
      }
      throw new Error('expected InvalidPairError')
    }
    expect(issue('GATGGTAGATGGAGACTCAGAGG', 'GGTAGGAAATGGAGAGGCAGNGG')).toEqual({ kind: 'n_in_off' })
    expect(issue('GATGGTAGATGGAGACTCAGAGG', 'GGTAGGAAATGGAGAGGCAGAG')).toEqual({ kind: 'length_mismatch' })
    expect(issue('GATGGTAGATGGAGACTCAGAG', 'GGTAGGAAATGGAGAGGCAGAG')).toEqual({ kind: 'bad_length', length: 22 })
    expect(issue('GATGGTAGATGGAGACTCAGAGGAA', 'GGTAGGAAATGGAGAGGCAGAGGAA')).toEqual({ kind: 'bad_length', length: 25 })
    expect(issue('GATGGTAGATGGAGACTCAGUGG', 'GGTAGGAAATGGAGAGGCAGAGG')).toEqual({
      kind: 'bad_char',
      field: 'on_seq',
      char: 'U',
    })
  })

  test('24 long: no padding column', () => {
    const matrix = encodePair('GAGT_CCGAGCAGAAGAAGAATGG', 'GAGTACCAAGTAGAAGAAAAATTT')
    expect(row(matrix, 0)).toBe('0010000')
  })
})
