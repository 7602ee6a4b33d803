// CRISPR-Net v2 forward pass (MODEL.md §5–6) over batches of pairs, in float64 on the
// exact float32 weights, so results agree with the float64 reference to ~1e-15.
//
// Where the time goes and why the code is shaped like this (MODEL.md §10):
// - Conv stack + LSTM input projection (≈ 60% of the multiply-adds) depend only on
//   5-column windows and are memoised per window (windows.ts).
// - The recurrence and the dense layers remain, computed by a kernel (layers.ts): plain
//   JavaScript or WebAssembly SIMD.
import { SEQ_LEN, encodeColumns, encodePair } from './encode.ts'
import { JsLayers } from './js-layers.ts'
import { LANES } from './kernel.ts'
import { CHUNK, type ChunkLayers } from './layers.ts'
import { FEATURES, type CrisprNetWeights } from './weights.ts'
import { WindowProjector } from './windows.ts'

/** Anything with the two sequences: the shared schema's SequencePair or a DB row. */
export interface PairInput {
  on_seq: string
  off_seq: string
}

/** ≈ 60 MB of memoised windows; 999 pairs have at most 24k. */
const MAX_WINDOWS = 1 << 16

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
  private readonly layers: ChunkLayers
  private readonly windows: WindowProjector
  private readonly columns = new Uint8Array(CHUNK * SEQ_LEN)
  /** Window slot of every position of every pair in the chunk. */
  private readonly slots = new Int32Array(CHUNK * SEQ_LEN)

  /** The layers after the window memo default to the JavaScript kernel (see kernels.ts). */
  constructor(weights: CrisprNetWeights, layers: ChunkLayers = new JsLayers(weights)) {
    this.layers = layers
    this.windows = new WindowProjector(weights, layers)
  }

  /** 'js' or 'wasm': the kernel computing the layers after the window memo. */
  get kernel(): ChunkLayers['kernel'] {
    return this.layers.kernel
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
    return { input: encodePair(on, off), concat, ...this.layers.traceFirst(), score: score[0]! }
  }

  private runChunk(count: number, out: Float64Array, outOffset: number): void {
    for (let p = 0; p < count; p++) {
      for (let t = 0; t < SEQ_LEN; t++) this.slots[p * SEQ_LEN + t] = this.windows.slotAt(this.columns, p * SEQ_LEN, t)
    }
    // Pad to whole lanes with slot-0 pairs; their results are computed and dropped.
    const lanes = Math.ceil(count / LANES) * LANES
    this.slots.fill(0, count * SEQ_LEN, lanes * SEQ_LEN)
    const logits = this.layers.run(this.slots, lanes, this.windows.projections)
    for (let p = 0; p < count; p++) out[outOffset + p] = sigmoid(logits[p]!)
  }
}
