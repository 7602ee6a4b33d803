import { beforeAll, expect, test } from 'vitest'
import { createLayers, pickKernel } from './kernels.ts'
import { loadModelFiles } from './model-files.ts'
import { referenceModelDir } from './reference-data.ts'
import { wasmSimdSupported } from './wasm-layers.ts'
import type { CrisprNetWeights } from './weights.ts'

let weights: CrisprNetWeights
beforeAll(async () => {
  weights = (await loadModelFiles(referenceModelDir())).weights
})

test('Node has WebAssembly SIMD, so the default kernel is the WebAssembly one', async () => {
  expect(wasmSimdSupported()).toBe(true)
  expect((await createLayers(weights)).kernel).toBe('wasm')
})

test('without WebAssembly SIMD the default is the JavaScript kernel; an explicit choice is kept', () => {
  expect(pickKernel('auto', false)).toBe('js')
  expect(pickKernel('auto', true)).toBe('wasm')
  expect(pickKernel('js', true)).toBe('js')
  expect(pickKernel('wasm', true)).toBe('wasm')
})

test('the JavaScript kernel can be asked for where SIMD is available', async () => {
  expect((await createLayers(weights, 'js')).kernel).toBe('js')
  expect((await createLayers(weights, 'wasm')).kernel).toBe('wasm')
})
