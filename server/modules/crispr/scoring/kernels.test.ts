import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import { createLayers } from './kernels.ts'
import { loadModelFiles } from './model-files.ts'
import { referenceModelDir } from './reference-data.ts'
import type * as wasmLayers from './wasm-layers.ts'
import { wasmSimdSupported } from './wasm-layers.ts'
import type { CrisprNetWeights } from './weights.ts'

// The real probe, unless a test pretends the runtime lacks WebAssembly SIMD.
vi.mock('./wasm-layers.ts', async (importOriginal) => {
  const original = await importOriginal<typeof wasmLayers>()
  return { ...original, wasmSimdSupported: vi.fn(original.wasmSimdSupported) }
})

let weights: CrisprNetWeights
beforeAll(async () => {
  weights = (await loadModelFiles(referenceModelDir())).weights
})
afterEach(() => vi.mocked(wasmSimdSupported).mockRestore())

test('Node has WebAssembly SIMD, so the default kernel is the WebAssembly one', async () => {
  expect(wasmSimdSupported()).toBe(true)
  expect((await createLayers(weights)).kernel).toBe('wasm')
})

test('without WebAssembly SIMD the default falls back to the JavaScript kernel', async () => {
  vi.mocked(wasmSimdSupported).mockReturnValue(false)
  expect((await createLayers(weights)).kernel).toBe('js')
  expect((await createLayers(weights, 'auto')).kernel).toBe('js')
})

test('the JavaScript kernel can be asked for where SIMD is available', async () => {
  expect((await createLayers(weights, 'js')).kernel).toBe('js')
  expect((await createLayers(weights, 'wasm')).kernel).toBe('wasm')
})
