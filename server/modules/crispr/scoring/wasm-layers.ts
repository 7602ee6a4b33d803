// The WebAssembly SIMD kernel of the layers after the window memo: crispr-net.wat,
// assembled from its text by wabt when first needed. The window projections live in the
// module's memory, after its fixed regions, so the LSTM reads them where WindowProjector
// writes them; the memory grows with them.
import { readFile } from 'node:fs/promises'
import wabtInit from 'wabt'
import { SEQ_LEN } from './encode.ts'
import { LANES } from './kernel.ts'
import { CHUNK, type ChunkLayers, type LayerTrace } from './layers.ts'
import { DENSE1_UNITS, DENSE2_UNITS, FEATURES, GATES, UNITS, type CrisprNetWeights } from './weights.ts'
import { PROJ } from './windows.ts'

const WAT_URL = new URL('./crispr-net.wat', import.meta.url)
const FLAT = SEQ_LEN * 2 * UNITS
const F64 = 8
const PAGE = 65536
/** The conv 1×3 and 1×5 features, last of the 47: what addWindow multiplies. */
const WINDOW_FEATURES = 20

// A tiny module whose function returns a v128 (i32.const 0, i8x16.splat, i8x16.popcnt):
// it validates only where the runtime has WebAssembly SIMD.
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11,
])

export const wasmSimdSupported = (): boolean => WebAssembly.validate(SIMD_PROBE)

let compiled: Promise<WebAssembly.Module> | undefined

/** crispr-net.wat assembled and compiled, once per thread. */
export function wasmKernelModule(): Promise<WebAssembly.Module> {
  compiled ??= (async () => {
    const [wabt, text] = await Promise.all([wabtInit(), readFile(WAT_URL, 'utf8')])
    const parsed = wabt.parseWat('crispr-net.wat', text, { simd: true })
    try {
      parsed.validate()
      // wabt copies the binary out of its own memory into a plain ArrayBuffer.
      return await WebAssembly.compile(parsed.toBinary({}).buffer as Uint8Array<ArrayBuffer>)
    } finally {
      parsed.destroy()
    }
  })()
  return compiled
}

interface KernelExports {
  memory: WebAssembly.Memory
  run: (groups: number) => void
  addWindow: (slot: number) => void
  [region: string]: WebAssembly.Global | WebAssembly.Memory | ((groups: number) => void)
}

export class WasmLayers implements ChunkLayers {
  readonly kernel = 'wasm'
  private readonly exports: KernelExports
  private window: Float64Array

  constructor(weights: CrisprNetWeights, module: WebAssembly.Module) {
    this.exports = new WebAssembly.Instance(module).exports as KernelExports
    this.window = this.view('window', WINDOW_FEATURES)
    this.put('uf', weights.forward.recurrent)
    this.put('ub', weights.backward.recurrent)
    this.put('w1', weights.dense1.kernel)
    this.put('b1', weights.dense1.bias)
    this.put('w2', weights.dense2.kernel)
    this.put('b2', weights.dense2.bias)
    this.put('wo', weights.output.kernel)
    this.put('bo', weights.output.bias)
    const kw = this.view('kw', WINDOW_FEATURES * PROJ)
    for (let i = 0; i < WINDOW_FEATURES; i++) {
      const row = (FEATURES - WINDOW_FEATURES + i) * GATES
      kw.set(weights.forward.kernel.subarray(row, row + GATES), i * PROJ)
      kw.set(weights.backward.kernel.subarray(row, row + GATES), i * PROJ + GATES)
    }
  }

  addWindowFeatures(features: Float64Array, from: number, slot: number): void {
    const window = this.windowView()
    for (let i = 0; i < WINDOW_FEATURES; i++) window[i] = features[from + i]!
    this.exports.addWindow(slot)
  }

  resizeProjections(_previous: Float64Array | undefined, length: number): Float64Array {
    // Growing keeps the memory's contents in place, so nothing is copied.
    const { memory } = this.exports
    const end = this.region('proj') + length * F64
    if (end > memory.buffer.byteLength) memory.grow(Math.ceil((end - memory.buffer.byteLength) / PAGE))
    return this.view('proj', length)
  }

  run(slots: Int32Array, lanes: number, _projections: Float64Array): Float64Array {
    new Int32Array(this.exports.memory.buffer, this.region('slots'), CHUNK * SEQ_LEN).set(slots)
    this.exports.run(lanes / LANES)
    return this.view('logits', CHUNK)
  }

  traceFirst(): LayerTrace {
    return {
      lstm: this.firstLane('flat', FLAT),
      dense1: this.firstLane('y1', DENSE1_UNITS),
      dense2: this.firstLane('y2', DENSE2_UNITS),
    }
  }

  /** The window region; the view is renewed after the memory grows. */
  private windowView(): Float64Array {
    if (this.window.buffer !== this.exports.memory.buffer) this.window = this.view('window', WINDOW_FEATURES)
    return this.window
  }

  private region(name: string): number {
    return (this.exports[name] as WebAssembly.Global).value as number
  }

  private view(name: string, length: number): Float64Array {
    return new Float64Array(this.exports.memory.buffer, this.region(name), length)
  }

  private put(name: string, values: Float64Array): void {
    this.view(name, values.length).set(values)
  }

  /** Pair 0's values of a region stored as [element][LANES pairs]. */
  private firstLane(name: string, elements: number): Float64Array {
    const all = this.view(name, elements * LANES)
    return Float64Array.from({ length: elements }, (_, i) => all[i * LANES]!)
  }
}
