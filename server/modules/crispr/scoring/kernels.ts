// Which kernel computes the layers after the window memo: the WebAssembly SIMD one where
// the runtime has WebAssembly SIMD, the JavaScript one otherwise or when asked for.
import { JsLayers } from './js-layers.ts'
import type { ChunkLayers, KernelName } from './layers.ts'
import { WasmLayers, wasmKernelModule, wasmSimdSupported } from './wasm-layers.ts'
import type { CrisprNetWeights } from './weights.ts'

export type KernelChoice = KernelName | 'auto'

export const pickKernel = (choice: KernelChoice, simd: boolean): KernelName =>
  choice === 'auto' ? (simd ? 'wasm' : 'js') : choice

export async function createLayers(weights: CrisprNetWeights, choice: KernelChoice = 'auto'): Promise<ChunkLayers> {
  return pickKernel(choice, wasmSimdSupported()) === 'wasm'
    ? new WasmLayers(weights, await wasmKernelModule())
    : new JsLayers(weights)
}
