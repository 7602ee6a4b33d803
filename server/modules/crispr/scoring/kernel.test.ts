import { expect, test } from 'vitest'
import { matmul4, transpose } from './kernel.ts'

test('matmul4 equals the textbook product, rows and outputs at their strides', () => {
  const n = 7
  const outputs = 6
  const xStride = 9
  const outStride = 8
  const x = Float64Array.from({ length: 2 + 4 * xStride }, (_, i) => Math.sin(i + 1))
  const w = Float64Array.from({ length: n * outputs }, (_, i) => Math.fround(Math.cos(i * 0.7)))
  const wT = transpose(w, n, outputs)
  const out = new Float64Array(3 + 4 * outStride).fill(-1)
  matmul4(x, 2, xStride, wT, n, outputs, out, 3, outStride)
  for (let lane = 0; lane < 4; lane++) {
    for (let o = 0; o < outputs; o++) {
      let sum = 0
      for (let i = 0; i < n; i++) sum += x[2 + lane * xStride + i]! * w[i * outputs + o]!
      expect(out[3 + lane * outStride + o]).toBe(sum)
    }
  }
  // Nothing outside the output rows is touched.
  expect(out[0]).toBe(-1)
  expect(out[3 + outputs]).toBe(-1)
})
