import { beforeAll, describe, expect, test } from 'vitest'
import { InvalidPairError } from './encode.ts'
import { CrisprNet } from './forward.ts'
import { createLayers } from './kernels.ts'
import type { KernelName } from './layers.ts'
import { loadModelFiles } from './model-files.ts'
import { readDebugTrace, readReferenceScores, referenceModelDir } from './reference-data.ts'

// Every test runs for both kernels of the layers after the window memo.
describe.each<KernelName>(['js', 'wasm'])('the %s kernel', (kernel) => {
  let net: CrisprNet
  beforeAll(async () => {
    const { weights } = await loadModelFiles(referenceModelDir())
    net = new CrisprNet(weights, await createLayers(weights, kernel))
    expect(net.kernel).toBe(kernel)
  })

  const maxAbsDiff = (a: ArrayLike<number>, b: ArrayLike<number>) => {
    expect(a.length).toBe(b.length)
    let max = 0
    for (let i = 0; i < a.length; i++) max = Math.max(max, Math.abs(a[i]! - b[i]!))
    return max
  }

  describe('CrisprNet against the reference (MODEL.md §8–9)', () => {
    test('every pair of reference-scores.csv within 1e-5, and within 1e-12 as float64 should be', () => {
      const reference = readReferenceScores()
      expect(reference).toHaveLength(296)
      const scores = net.score(reference)
      reference.forEach((pair, i) => {
        expect(Math.abs(scores[i]! - pair.score), `${pair.on_seq},${pair.off_seq}`).toBeLessThanOrEqual(1e-5)
      })
      expect(
        maxAbsDiff(
          scores,
          reference.map((pair) => pair.score),
        ),
      ).toBeLessThan(1e-12)
    })

    test('the six pairs reproduce the authors’ published run of the v2 model', () => {
      const published: [string, string, number][] = [
        ['GAGT_CCGAGCAGAAGAAGAATGG', 'GAGTACCAAGTAGAAGAAAAATTT', 0.0],
        ['GTTGCCCCACAGGGCAGTAAAGG', 'GTGGACACCCCGGGCAGGAAAGG', 0.0],
        ['GGGTGGGGGGAGTTTGCTCCCGG', 'GTGTGGGGTAAATTTGCTCCCAG', 0.35044938],
        ['GGGTGGGGGGAGTTTGCTCCAGG', 'AGGTGGGGTGA_TTTGCTCCAGG', 0.14604083],
        ['GATGGTAGATGGAGACTCAGNGG', 'GGTAGGAAATGGAGAGGCAGAGG', 3.828623e-6],
        ['GAGTCCGAGCAGAAGAAGAAAGG', 'GAGTTAGAGCAGAAGAAGAAAGG', 0.9184679],
      ]
      const scores = net.score(published.map(([on_seq, off_seq]) => ({ on_seq, off_seq })))
      published.forEach(([on, off, expected], i) => {
        expect(Math.abs(scores[i]! - expected), `${on},${off}`).toBeLessThanOrEqual(1e-5)
      })
    })

    test('_ and - give the different scores MODEL.md §3 quotes', () => {
      const [underscore, dash] = net.score([
        { on_seq: 'GGGTGGGGGGAGTTTGCTCCAGG', off_seq: 'AGGTGGGGTGA_TTTGCTCCAGG' },
        { on_seq: 'GGGTGGGGGGAGTTTGCTCCAGG', off_seq: 'AGGTGGGGTGA-TTTGCTCCAGG' },
      ])
      expect(underscore).toBeCloseTo(0.146, 3)
      expect(dash).toBeCloseTo(0.966, 3)
    })

    test('a lowercase pair scores as its uppercase form', () => {
      const [lower, upper] = net.score([
        { on_seq: 'gagtccgagcagaagaagaaagg', off_seq: 'gagttagagcagaagaagaaagg' },
        { on_seq: 'GAGTCCGAGCAGAAGAAGAAAGG', off_seq: 'GAGTTAGAGCAGAAGAAGAAAGG' },
      ])
      expect(lower).toBe(upper)
    })

    test('a score does not depend on the batch, the chunk or the lane it was computed in', () => {
      const reference = readReferenceScores()
      const batch = net.score(reference)
      const reversed = net.score([...reference].reverse()).reverse()
      const single = reference.map((pair) => net.score([pair])[0])
      expect(Array.from(reversed)).toEqual(Array.from(batch))
      expect(single).toEqual(Array.from(batch))
    })

    test('a call large enough to restart the window memo scores as smaller calls do', () => {
      // 4,000 unrelated random 23-mers have far more distinct windows than the memo keeps.
      let seed = 7
      const base = () => {
        // xorshift32; the top bits pick the base.
        seed ^= seed << 13
        seed ^= seed >>> 17
        seed ^= seed << 5
        return 'ACGT'.charAt((seed >>> 30) & 3)
      }
      const random23 = () => Array.from({ length: 23 }, base).join('')
      const pairs = Array.from({ length: 4000 }, () => ({ on_seq: random23(), off_seq: random23() }))
      const whole = net.score(pairs)
      const parts = [0, 1000, 2000, 3000].flatMap((start) => Array.from(net.score(pairs.slice(start, start + 1000))))
      expect(Array.from(whole)).toEqual(parts)
    })

    test('an invalid pair fails the batch with InvalidPairError', () => {
      expect(() =>
        net.score([
          { on_seq: 'GAGTCCGAGCAGAAGAAGAAAGG', off_seq: 'GAGTTAGAGCAGAAGAAGAAAGG' },
          { on_seq: 'GAGTCCGAGCAGAAGAAGAAAGG', off_seq: 'GAGTTAGAGCAGAAGAAGAANGG' },
        ]),
      ).toThrow(InvalidPairError)
    })
  })

  describe('CrisprNet.trace against debug-trace.json (MODEL.md §5–6)', () => {
    const trace = readDebugTrace()
    // The trace is rounded to 10 significant digits.
    const close = (actual: ArrayLike<number>, expected: number[]) => {
      expect(actual.length).toBe(expected.length)
      expected.forEach((value, i) => {
        expect(Math.abs(actual[i]! - value), `index ${i}`).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(value)))
      })
    }

    test.each(trace.map((pair) => [`${pair.on_seq},${pair.off_seq}`, pair] as const))('%s', (_, pair) => {
      const layer = (name: string) => pair.layers.find((candidate) => candidate.layer === name)!.data
      const ours = net.trace(pair.on_seq, pair.off_seq)
      expect(Array.from(ours.input)).toEqual(layer('main_input'))
      close(ours.concat, layer('concatenate_1'))
      // The concatenation holds every relu'd conv branch: check them by name too.
      for (let branch = 0; branch < 4; branch++) {
        const activation = layer(`activation_${branch + 1}`)
        const fromConcat = Array.from(
          { length: 24 * 10 },
          (_, i) => ours.concat[Math.floor(i / 10) * 47 + 7 + branch * 10 + (i % 10)]!,
        )
        close(fromConcat, activation)
      }
      close(ours.lstm, layer('bidirectional_1'))
      close(ours.dense1, layer('dense_1'))
      close(ours.dense2, layer('dropout_1'))
      expect(Math.abs(ours.score - pair.score)).toBeLessThan(1e-12)
    })

    test('MODEL.md §6 example numbers for README pair 3', () => {
      const ours = net.trace('GGGTGGGGGGAGTTTGCTCCCGG', 'GTGTGGGGTAAATTTGCTCCCAG')
      expect(ours.score).toBeCloseTo(0.350449424, 9)
      // conv2d_2 at t = 0 (positive, so unchanged by the relu): features 17… of position 0.
      expect(ours.concat[17]).toBeCloseTo(0.37951005, 8)
      expect(ours.concat[18]).toBeCloseTo(0.26044023, 8)
    })
  })
})
