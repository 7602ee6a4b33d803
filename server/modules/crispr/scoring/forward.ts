// CRISPR-Net v2 forward pass (MODEL.md §5–6) over batches of pairs, in float64 on the
// exact float32 weights, so results agree with the float64 reference to ~1e-15.
//
// Where the time goes and why the code is shaped like this (MODEL.md §10):
// - Conv stack + LSTM input projection (≈ 60% of the multiply-adds) depend only on
//   5-column windows and are memoised per window (windows.ts).
// - The recurrence and dense_1 remain. Four pairs run through the LSTM in lockstep, so
//   both they and dense_1 are 4-row matrix products (kernel.ts) over preallocated
//   buffers; nothing is allocated per pair.
import { SEQ_LEN, encodeColumns, encodePair } from './encode.ts'
import { LANES, matmul4, transpose } from './kernel.ts'
import { DENSE1_UNITS, DENSE2_UNITS, FEATURES, GATES, UNITS, type CrisprNetWeights } from './weights.ts'
import { PROJ, WindowProjector } from './windows.ts'

/** Anything with the two sequences: the shared schema's SequencePair or a DB row. */
export interface PairInput {
  on_seq: string
  off_seq: string
}

const FLAT = SEQ_LEN * 2 * UNITS
/** Pairs encoded and pushed through the network together; a multiple of LANES. */
const CHUNK = 64
const LANE_STATE = 2 * UNITS
/** ≈ 60 MB of memoised windows; 999 pairs have at most 24k. */
const MAX_WINDOWS = 1 << 16

const hardSigmoid = (x: number) => {
  const y = 0.2 * x + 0.5
  return y <= 0 ? 0 : y >= 1 ? 1 : y
}

const sigmoid = (z: number) => (z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z)))

/** Every intermediate of one pair, for comparison with debug-trace.json. */
export interface ForwardTrace {
  input: Float64Array
  /** concatenate_1 / reshape_1: 24 × 47. */
  concat: Float64Array
  /** bidirectional_1 / flatten_1: 24 × 30. */
  lstm: Float64Array
  dense1: Float64Array
  dense2: Float64Array
  score: number
}

export class CrisprNet {
  private readonly w: CrisprNetWeights
  private readonly windows: WindowProjector
  private readonly columns = new Uint8Array(CHUNK * SEQ_LEN)
  /** Window slot of every position of every pair in the chunk. */
  private readonly slots = new Int32Array(CHUNK * SEQ_LEN)
  private readonly gates = new Float64Array(LANES * PROJ)
  /** Per lane: forward then backward h (and c). */
  private readonly hidden = new Float64Array(LANES * LANE_STATE)
  private readonly cells = new Float64Array(LANES * LANE_STATE)
  private readonly recurrentForward: Float32Array
  private readonly recurrentBackward: Float32Array
  private readonly dense1T: Float32Array
  private readonly dense2T: Float32Array
  private readonly flat = new Float64Array(CHUNK * FLAT)
  private readonly dense1 = new Float64Array(CHUNK * DENSE1_UNITS)
  private readonly dense2 = new Float64Array(CHUNK * DENSE2_UNITS)

  constructor(weights: CrisprNetWeights) {
    this.w = weights
    this.windows = new WindowProjector(weights)
    this.recurrentForward = transpose(weights.forward.recurrent, UNITS, GATES)
    this.recurrentBackward = transpose(weights.backward.recurrent, UNITS, GATES)
    this.dense1T = transpose(weights.dense1.kernel, FLAT, DENSE1_UNITS)
    this.dense2T = transpose(weights.dense2.kernel, DENSE1_UNITS, DENSE2_UNITS)
  }

  /** Scores pairs in input order. Throws InvalidPairError for a pair the model cannot take. */
  score(pairs: readonly PairInput[]): Float64Array {
    const scores = new Float64Array(pairs.length)
    this.windows.clear()
    for (let start = 0; start < pairs.length; start += CHUNK) {
      // Bounds the memo's memory on very large calls; a whole job never gets near it.
      if (this.windows.size > MAX_WINDOWS) this.windows.clear()
      const count = Math.min(CHUNK, pairs.length - start)
      for (let p = 0; p < count; p++) {
        const pair = pairs[start + p]!
        encodeColumns(pair.on_seq, pair.off_seq, this.columns, p * SEQ_LEN)
      }
      this.runChunk(count, scores, start)
    }
    return scores
  }

  /** One pair with every intermediate kept, computed by the same code as score(). */
  trace(on: string, off: string): ForwardTrace {
    this.windows.clear()
    encodeColumns(on, off, this.columns, 0)
    const score = new Float64Array(1)
    this.runChunk(1, score, 0)
    const concat = new Float64Array(SEQ_LEN * FEATURES)
    for (let t = 0; t < SEQ_LEN; t++) concat.set(this.windows.featuresAt(this.columns, 0, t), t * FEATURES)
    return {
      input: encodePair(on, off),
      concat,
      lstm: this.flat.slice(0, FLAT),
      dense1: this.dense1.slice(0, DENSE1_UNITS),
      dense2: this.dense2.slice(0, DENSE2_UNITS),
      score: score[0]!,
    }
  }

  private runChunk(count: number, out: Float64Array, outOffset: number): void {
    for (let p = 0; p < count; p++) {
      for (let t = 0; t < SEQ_LEN; t++) this.slots[p * SEQ_LEN + t] = this.windows.slotAt(this.columns, p * SEQ_LEN, t)
    }
    // Pad to whole lanes with slot-0 pairs; their results are computed and dropped.
    const lanes = Math.ceil(count / LANES) * LANES
    this.slots.fill(0, count * SEQ_LEN, lanes * SEQ_LEN)
    for (let p0 = 0; p0 < lanes; p0 += LANES) this.bidirectionalLstm(p0)
    this.denseLayers(lanes, count, out, outOffset)
  }

  /** Runs the LSTM of 4 pairs in lockstep (lanes p0 … p0+3), both directions per step. */
  private bidirectionalLstm(p0: number): void {
    const z = this.gates
    const h = this.hidden
    const c = this.cells
    const proj = this.windows.projections
    const flat = this.flat
    h.fill(0)
    c.fill(0)
    for (let step = 0; step < SEQ_LEN; step++) {
      const tf = step
      const tb = SEQ_LEN - 1 - step
      matmul4(h, 0, LANE_STATE, this.recurrentForward, UNITS, GATES, z, 0, PROJ)
      matmul4(h, UNITS, LANE_STATE, this.recurrentBackward, UNITS, GATES, z, GATES, PROJ)
      for (let lane = 0; lane < LANES; lane++) {
        const p = p0 + lane
        const zf = lane * PROJ
        const zb = zf + GATES
        const pf = this.slots[p * SEQ_LEN + tf]! * PROJ
        const pb = this.slots[p * SEQ_LEN + tb]! * PROJ + GATES
        const state = lane * LANE_STATE
        cellUpdate(z, zf, proj, pf, c, h, state, flat, p * FLAT + tf * 2 * UNITS)
        cellUpdate(z, zb, proj, pb, c, h, state + UNITS, flat, p * FLAT + tb * 2 * UNITS + UNITS)
      }
    }
  }

  private denseLayers(lanes: number, count: number, out: Float64Array, outOffset: number): void {
    const y1 = this.dense1
    const y2 = this.dense2
    const { dense1: d1, dense2: d2, output } = this.w
    for (let p0 = 0; p0 < lanes; p0 += LANES) {
      matmul4(this.flat, p0 * FLAT, FLAT, this.dense1T, FLAT, DENSE1_UNITS, y1, p0 * DENSE1_UNITS, DENSE1_UNITS)
    }
    addBiasRelu(y1, d1.bias, lanes)
    for (let p0 = 0; p0 < lanes; p0 += LANES) {
      matmul4(
        y1,
        p0 * DENSE1_UNITS,
        DENSE1_UNITS,
        this.dense2T,
        DENSE1_UNITS,
        DENSE2_UNITS,
        y2,
        p0 * DENSE2_UNITS,
        DENSE2_UNITS,
      )
    }
    addBiasRelu(y2, d2.bias, lanes)
    for (let p = 0; p < count; p++) {
      let logit = output.bias[0]!
      for (let i = 0; i < DENSE2_UNITS; i++) logit += y2[p * DENSE2_UNITS + i]! * output.kernel[i]!
      out[outOffset + p] = sigmoid(logit)
    }
  }
}

/**
 * One step of an LSTM cell (MODEL.md §6) for its 15 units: gate pre-activations are the
 * recurrent part z plus the memoised input part proj, packed i, f, c, o. Keras 2.2 uses
 * hard_sigmoid as the recurrent activation. Updates c and h, and writes h to out.
 */
function cellUpdate(
  z: Float64Array,
  zOffset: number,
  proj: Float64Array,
  projOffset: number,
  c: Float64Array,
  h: Float64Array,
  stateOffset: number,
  out: Float64Array,
  outOffset: number,
): void {
  for (let u = 0; u < UNITS; u++) {
    const input = hardSigmoid(z[zOffset + u]! + proj[projOffset + u]!)
    const forget = hardSigmoid(z[zOffset + UNITS + u]! + proj[projOffset + UNITS + u]!)
    const candidate = Math.tanh(z[zOffset + 2 * UNITS + u]! + proj[projOffset + 2 * UNITS + u]!)
    const output = hardSigmoid(z[zOffset + 3 * UNITS + u]! + proj[projOffset + 3 * UNITS + u]!)
    const cell = forget * c[stateOffset + u]! + input * candidate
    const hidden = output * Math.tanh(cell)
    c[stateOffset + u] = cell
    h[stateOffset + u] = hidden
    out[outOffset + u] = hidden
  }
}

function addBiasRelu(y: Float64Array, bias: Float64Array, rows: number): void {
  const units = bias.length
  for (let r = 0; r < rows; r++) {
    for (let o = 0; o < units; o++) {
      const v = y[r * units + o]! + bias[o]!
      y[r * units + o] = v > 0 ? v : 0
    }
  }
}
