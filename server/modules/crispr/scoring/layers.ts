// The layers after the window memo (MODEL.md §5–6): bidirectional_1, dense_1, dense_2 and
// main_output's logit, over a chunk of pairs whose window slots are known. Two kernels
// compute them: js-layers.ts in plain JavaScript and wasm-layers.ts in WebAssembly SIMD;
// kernels.ts picks one.

/** Pairs encoded and pushed through the network together; a multiple of LANES. */
export const CHUNK = 64

export type KernelName = 'js' | 'wasm'

/** Pair 0's outputs of the last run, for CrisprNet.trace. */
export interface LayerTrace {
  /** bidirectional_1 / flatten_1: 24 × 30. */
  lstm: Float64Array
  dense1: Float64Array
  dense2: Float64Array
}

export interface ChunkLayers {
  readonly kernel: KernelName
  /**
   * Storage for WindowProjector's projections: an array of `length` values that starts
   * with what `previous` (the array this returned before, if any) held.
   */
  resizeProjections(previous: Float64Array | undefined, length: number): Float64Array
  /**
   * Optional: adds the LSTM input projection of features[from …] (the conv 1×3 and 1×5
   * features of a window) to projections[slot]. Without it WindowProjector does it itself.
   */
  addWindowFeatures?(features: Float64Array, from: number, slot: number): void
  /**
   * Runs `lanes` pairs (a multiple of LANES, at most CHUNK) whose window slots are
   * slots[p · SEQ_LEN + t], on the array resizeProjections returned last. Returns the
   * logits in pair order, valid until the next run.
   */
  run(slots: Int32Array, lanes: number, projections: Float64Array): Float64Array
  traceFirst(): LayerTrace
}
