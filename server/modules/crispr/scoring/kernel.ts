// The matrix kernel of the JavaScript layers (js-layers.ts): four input rows against every weight row.
//
// Why this shape: V8 compiles a plain `sum += x[i] * w[i]` loop to scalar code whose
// speed is set by the add latency of its single accumulator, and an axpy loop
// (`y[o] += x * w[o]`) spends its time loading and storing y. Computing a 4 × 2 block
// of outputs at once keeps eight independent accumulators in registers and loads each
// weight once for four rows, which runs at about twice the single-accumulator rate.

/** Rows processed together; callers size their buffers in multiples of it. */
export const LANES = 4

/**
 * out[outOffset + lane * outStride + o] = Σ_i x[xOffset + lane * xStride + i] · w[o * n + i]
 * for lane < 4 and o < outputs (even). `w` is the weight matrix transposed, outputs × n.
 */
export function matmul4(
  x: Float64Array,
  xOffset: number,
  xStride: number,
  w: Float32Array,
  n: number,
  outputs: number,
  out: Float64Array,
  outOffset: number,
  outStride: number,
): void {
  const a = xOffset
  const b = a + xStride
  const c = b + xStride
  const d = c + xStride
  for (let o = 0; o < outputs; o += 2) {
    const r0 = o * n
    const r1 = r0 + n
    let a0 = 0
    let b0 = 0
    let c0 = 0
    let d0 = 0
    let a1 = 0
    let b1 = 0
    let c1 = 0
    let d1 = 0
    for (let i = 0; i < n; i++) {
      const w0 = w[r0 + i]!
      const w1 = w[r1 + i]!
      const xa = x[a + i]!
      const xb = x[b + i]!
      const xc = x[c + i]!
      const xd = x[d + i]!
      a0 += xa * w0
      b0 += xb * w0
      c0 += xc * w0
      d0 += xd * w0
      a1 += xa * w1
      b1 += xb * w1
      c1 += xc * w1
      d1 += xd * w1
    }
    const out0 = outOffset + o
    out[out0] = a0
    out[out0 + 1] = a1
    out[out0 + outStride] = b0
    out[out0 + outStride + 1] = b1
    out[out0 + 2 * outStride] = c0
    out[out0 + 2 * outStride + 1] = c1
    out[out0 + 3 * outStride] = d0
    out[out0 + 3 * outStride + 1] = d1
  }
}

/** Row-major rows × cols → cols × rows, as float32 (the weights are float32 values, so exactly). */
export function transpose(m: Float64Array, rows: number, cols: number): Float32Array {
  const t = new Float32Array(rows * cols)
  for (let r = 0; r < rows; r++) for (let col = 0; col < cols; col++) t[col * rows + r] = m[r * cols + col]!
  return t
}
