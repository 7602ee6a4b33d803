// The JavaScript kernel of the layers after the window memo. Four pairs run through the
// LSTM in lockstep, so both the recurrence and dense_1 are 4-row matrix products
// (kernel.ts) over preallocated buffers; nothing is allocated per pair.
import { SEQ_LEN } from './encode.ts'
import { LANES, matmul4, transpose } from './kernel.ts'
import { CHUNK, type ChunkLayers, type LayerTrace } from './layers.ts'
import { DENSE1_UNITS, DENSE2_UNITS, GATES, UNITS, type CrisprNetWeights } from './weights.ts'
import { PROJ } from './windows.ts'

const FLAT = SEQ_LEN * 2 * UNITS
const LANE_STATE = 2 * UNITS

const hardSigmoid = (x: number) => {
  const y = 0.2 * x + 0.5
  return y <= 0 ? 0 : y >= 1 ? 1 : y
}

export class JsLayers implements ChunkLayers {
  readonly kernel = 'js'
  private readonly w: CrisprNetWeights
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
  private readonly logits = new Float64Array(CHUNK)

  constructor(weights: CrisprNetWeights) {
    this.w = weights
    this.recurrentForward = transpose(weights.forward.recurrent, UNITS, GATES)
    this.recurrentBackward = transpose(weights.backward.recurrent, UNITS, GATES)
    this.dense1T = transpose(weights.dense1.kernel, FLAT, DENSE1_UNITS)
    this.dense2T = transpose(weights.dense2.kernel, DENSE1_UNITS, DENSE2_UNITS)
  }

  resizeProjections(previous: Float64Array | undefined, length: number): Float64Array {
    const grown = new Float64Array(length)
    if (previous) grown.set(previous)
    return grown
  }

  run(slots: Int32Array, lanes: number, projections: Float64Array): Float64Array {
    for (let p0 = 0; p0 < lanes; p0 += LANES) this.bidirectionalLstm(slots, p0, projections)
    this.denseLayers(lanes)
    return this.logits
  }

  traceFirst(): LayerTrace {
    return {
      lstm: this.flat.slice(0, FLAT),
      dense1: this.dense1.slice(0, DENSE1_UNITS),
      dense2: this.dense2.slice(0, DENSE2_UNITS),
    }
  }

  /** Runs the LSTM of 4 pairs in lockstep (lanes p0 … p0+3), both directions per step. */
  private bidirectionalLstm(slots: Int32Array, p0: number, proj: Float64Array): void {
    const z = this.gates
    const h = this.hidden
    const c = this.cells
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
        const pf = slots[p * SEQ_LEN + tf]! * PROJ
        const pb = slots[p * SEQ_LEN + tb]! * PROJ + GATES
        const state = lane * LANE_STATE
        cellUpdate(z, zf, proj, pf, c, h, state, flat, p * FLAT + tf * 2 * UNITS)
        cellUpdate(z, zb, proj, pb, c, h, state + UNITS, flat, p * FLAT + tb * 2 * UNITS + UNITS)
      }
    }
  }

  private denseLayers(lanes: number): void {
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
    for (let p = 0; p < lanes; p++) {
      let logit = output.bias[0]!
      for (let i = 0; i < DENSE2_UNITS; i++) logit += y2[p * DENSE2_UNITS + i]! * output.kernel[i]!
      this.logits[p] = logit
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
