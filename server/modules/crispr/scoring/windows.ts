// Conv stack + LSTM input projection, memoised per 5-column window (MODEL.md §10).
//
// The 47 LSTM input features at position t depend only on the columns t−2 … t+2, and a
// column is one of 26 codes, so the gate pre-activations bias + H·K (both directions,
// 120 values) are a function of the window. They are computed once per distinct window
// and looked up by slot. The work is further split by what each part depends on:
//   raw input + conv 1×1  → centre column only (26 entries, precomputed)
//   conv 1×2              → centre and right column (676 entries, precomputed)
//   conv 1×3 + conv 1×5   → the whole window (computed on a miss)
import { SEQ_LEN, columnCode } from './encode.ts'
import type { ChunkLayers } from './layers.ts'
import { CONV_WIDTHS, FEATURES, FILTERS, GATES, type CrisprNetWeights } from './weights.ts'

const WINDOW = 5
const HALF = 2
/** Gate pre-activations per window: forward 60, then backward 60. */
export const PROJ = 2 * GATES
const ID_BITS = 5
const RAW = 7
const CONV1_END = RAW + FILTERS
const CONV2_END = CONV1_END + FILTERS
/** A row of zeros in the kernel and a zero feature, used to pad groups of four. */
const ZERO_ROW = FEATURES

// Dense ids for the 26 distinct column codes, so that a window key fits in a small
// integer. Id 0 is the all-zero column, which is also what 'same' padding and the
// sequence's left padding look like.
const CODE_IDS = new Int8Array(128).fill(-1)
const ID_CODES: number[] = []
for (const a of '-ATGC_') {
  for (const b of '-ATGC_') {
    const code = columnCode(a, b)
    if (CODE_IDS[code] === -1) {
      CODE_IDS[code] = ID_CODES.length
      ID_CODES.push(code)
    }
  }
}
const IDS = ID_CODES.length

/** Where the projections live and, optionally, who computes their whole-window part. */
export type ProjectionStore = Pick<ChunkLayers, 'resizeProjections' | 'addWindowFeatures'>

export class WindowProjector {
  /** Row `slot` holds the 120 pre-activations of one window. Replaced as it grows. */
  projections: Float64Array
  private readonly slotOfKey = new Map<number, number>()
  private readonly convBias: Float64Array
  /** Per conv tap: column offset from the centre, branch, and the 26 × 10 contributions. */
  private readonly tapOffsets: number[] = []
  private readonly tapBranches: number[] = []
  private readonly tapTable: Float64Array
  /** (FEATURES + 1) × 120: forward and backward LSTM kernels side by side, then ZERO_ROW. */
  private readonly kernel: Float64Array
  private readonly centreTable = new Float64Array(IDS * PROJ)
  private readonly pairTable = new Float64Array(IDS * IDS * PROJ)
  private readonly ids = new Int32Array(WINDOW)
  private readonly features = new Float64Array(FEATURES + 1)
  private readonly nonZero = new Int32Array(FEATURES + 4)

  constructor(
    weights: CrisprNetWeights,
    private readonly store: ProjectionStore,
  ) {
    this.projections = store.resizeProjections(undefined, 1024 * PROJ)
    this.convBias = new Float64Array(CONV_WIDTHS.length * FILTERS)
    const taps = CONV_WIDTHS.reduce((n, width) => n + width, 0)
    this.tapTable = new Float64Array(taps * IDS * FILTERS)
    let tap = 0
    weights.convs.forEach((conv, branch) => {
      this.convBias.set(conv.bias, branch * FILTERS)
      for (let j = 0; j < conv.width; j++, tap++) {
        this.tapOffsets.push(j - conv.padLeft)
        this.tapBranches.push(branch)
        ID_CODES.forEach((code, id) => {
          const base = (tap * IDS + id) * FILTERS
          for (let ci = 0; ci < RAW; ci++) {
            if (((code >> ci) & 1) === 0) continue
            for (let co = 0; co < FILTERS; co++)
              this.tapTable[base + co]! += conv.kernel[(j * RAW + ci) * FILTERS + co]!
          }
        })
      }
    })
    this.kernel = new Float64Array((FEATURES + 1) * PROJ)
    for (let i = 0; i < FEATURES; i++) {
      this.kernel.set(weights.forward.kernel.subarray(i * GATES, (i + 1) * GATES), i * PROJ)
      this.kernel.set(weights.backward.kernel.subarray(i * GATES, (i + 1) * GATES), i * PROJ + GATES)
    }
    for (let centre = 0; centre < IDS; centre++) {
      this.ids.fill(0).set([centre], HALF)
      this.computeFeatures()
      this.centreTable.set(weights.forward.bias, centre * PROJ)
      this.centreTable.set(weights.backward.bias, centre * PROJ + GATES)
      this.accumulate(0, CONV1_END, this.centreTable, centre * PROJ)
      for (let right = 0; right < IDS; right++) {
        this.ids[HALF + 1] = right
        this.computeFeatures()
        this.accumulate(CONV1_END, CONV2_END, this.pairTable, (centre * IDS + right) * PROJ)
      }
    }
  }

  /** Windows memoised since the last clear(). */
  get size(): number {
    return this.slotOfKey.size
  }

  /** Forget all windows. Slots handed out before are no longer valid. */
  clear(): void {
    this.slotOfKey.clear()
  }

  /**
   * The projection slot of the window centred on position t of a pair's 24 column codes
   * (columns[offset … offset+23]), computing it on first sight.
   */
  slotAt(columns: Uint8Array, offset: number, t: number): number {
    this.loadWindow(columns, offset, t)
    let key = 0
    for (let d = 0; d < WINDOW; d++) key = (key << ID_BITS) | this.ids[d]!
    const known = this.slotOfKey.get(key)
    if (known !== undefined) return known
    const slot = this.slotOfKey.size
    this.slotOfKey.set(key, slot)
    this.fill(slot)
    return slot
  }

  /** concatenate_1 at position t: the 47 features themselves, for tracing. */
  featuresAt(columns: Uint8Array, offset: number, t: number): Float64Array {
    this.loadWindow(columns, offset, t)
    this.computeFeatures()
    return this.features.slice(0, FEATURES)
  }

  private loadWindow(columns: Uint8Array, offset: number, t: number): void {
    for (let d = 0; d < WINDOW; d++) {
      const u = t + d - HALF
      this.ids[d] = u < 0 || u >= SEQ_LEN ? 0 : CODE_IDS[columns[offset + u]!]!
    }
  }

  private fill(slot: number): void {
    if ((slot + 1) * PROJ > this.projections.length) {
      this.projections = this.store.resizeProjections(this.projections, this.projections.length * 2)
    }
    const base = slot * PROJ
    const centre = this.ids[HALF]! * PROJ
    const pair = (this.ids[HALF]! * IDS + this.ids[HALF + 1]!) * PROJ
    const proj = this.projections
    for (let g = 0; g < PROJ; g++) proj[base + g] = this.centreTable[centre + g]! + this.pairTable[pair + g]!
    this.computeFeatures()
    if (this.store.addWindowFeatures) this.store.addWindowFeatures(this.features, CONV2_END, slot)
    else this.accumulate(CONV2_END, FEATURES, proj, base)
  }

  /** H = [raw centre column, relu(conv 1×1), relu(1×2), relu(1×3), relu(1×5)] of the loaded window. */
  private computeFeatures(): void {
    const h = this.features
    const centre = ID_CODES[this.ids[HALF]!]!
    for (let k = 0; k < RAW; k++) h[k] = (centre >> k) & 1
    h.set(this.convBias, RAW)
    for (let tap = 0; tap < this.tapOffsets.length; tap++) {
      const base = (tap * IDS + this.ids[this.tapOffsets[tap]! + HALF]!) * FILTERS
      const target = RAW + this.tapBranches[tap]! * FILTERS
      for (let co = 0; co < FILTERS; co++) h[target + co]! += this.tapTable[base + co]!
    }
    for (let i = RAW; i < FEATURES; i++) if (h[i]! < 0) h[i] = 0
  }

  /**
   * target[base + g] += Σ features[i] · kernel[i][g] over i in [from, to). Inputs are
   * binary or post-relu, so zeros are skipped; the rest go four rows at a time so each
   * target value is loaded and stored once per four multiply-adds.
   */
  private accumulate(from: number, to: number, target: Float64Array, base: number): void {
    const f = this.features
    const k = this.kernel
    const nz = this.nonZero
    let n = 0
    for (let i = from; i < to; i++) if (f[i] !== 0) nz[n++] = i
    nz.fill(ZERO_ROW, n, n + 3)
    for (let j = 0; j < n; j += 4) {
      const i0 = nz[j]!
      const i1 = nz[j + 1]!
      const i2 = nz[j + 2]!
      const i3 = nz[j + 3]!
      const x0 = f[i0]!
      const x1 = f[i1]!
      const x2 = f[i2]!
      const x3 = f[i3]!
      const r0 = i0 * PROJ
      const r1 = i1 * PROJ
      const r2 = i2 * PROJ
      const r3 = i3 * PROJ
      for (let g = 0; g < PROJ; g++) {
        target[base + g]! += x0 * k[r0 + g]! + x1 * k[r1 + g]! + x2 * k[r2 + g]! + x3 * k[r3 + g]!
      }
    }
  }
}
