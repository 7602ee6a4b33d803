import { readFileSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { convertKerasModel, shortestFloat32, writeConvertedModel, type ConvertResult } from './convert.ts'
import { CrisprNet } from './forward.ts'
import { LICENSE_FILE, WEIGHTS_FILE } from './model-files.ts'
import { readReferenceScores, referenceModelDir } from './reference-data.ts'
import { ModelFormatError, weightsFromDocument, type WeightsDocument } from './weights.ts'

const original = (file: string) => path.join(referenceModelDir(), 'original', file)
const STRUCTURE = original('CRISPR_Net_CIRCLE_elevation_SITE_structure.json')
const WEIGHTS = original('CRISPR_Net_CIRCLE_elevation_SITE_weights.h5')

let outDir: string
let result: ConvertResult
let written: WeightsDocument
let shipped: WeightsDocument
beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'crispr-convert-'))
  result = await writeConvertedModel(STRUCTURE, WEIGHTS, outDir)
  written = JSON.parse(await readFile(path.join(outDir, WEIGHTS_FILE), 'utf8')) as WeightsDocument
  shipped = JSON.parse(readFileSync(path.join(referenceModelDir(), WEIGHTS_FILE), 'utf8')) as WeightsDocument
})
afterAll(() => rm(outDir, { recursive: true, force: true }))

describe('converting the released CRISPR-Net model (original/)', () => {
  test('writes the same graph and numbers as the shipped crispr-net-weights.json', () => {
    expect(result.weightsFile).toBe(path.join(outDir, WEIGHTS_FILE))
    expect(written.total_params).toBe(67691)
    for (const key of [
      'format',
      'keras_version',
      'backend',
      'input_layers',
      'output_layers',
      'total_params',
      'dtype',
    ] as const) {
      expect(written[key], key).toEqual(shipped[key])
    }
    expect(written.source.structure_sha256).toBe(shipped.source.structure_sha256)
    expect(written.source.weights_sha256).toBe(shipped.source.weights_sha256)
    expect(written.layers.map((layer) => layer.name)).toEqual(shipped.layers.map((layer) => layer.name))
    written.layers.forEach((layer, i) => {
      const expected = shipped.layers[i]!
      expect({ ...layer, weights: undefined }, layer.name).toEqual({ ...expected, weights: undefined })
      expect(layer.weights?.length ?? 0, layer.name).toBe(expected.weights?.length ?? 0)
      layer.weights?.forEach((tensor, j) => {
        const reference = expected.weights![j]!
        expect({ ...tensor, data: undefined }).toEqual({ ...reference, data: undefined })
        // Numerically equal, and as float32 bit for bit.
        expect(tensor.data).toEqual(reference.data)
        expect(new Uint32Array(Float32Array.from(tensor.data).buffer)).toEqual(
          new Uint32Array(Float32Array.from(reference.data).buffer),
        )
      })
    })
  })

  test('the converted model scores the reference pairs exactly as the shipped one', () => {
    const pairs = readReferenceScores()
    const converted = new CrisprNet(weightsFromDocument(written, 'converted')).score(pairs)
    const reference = new CrisprNet(weightsFromDocument(shipped, 'shipped')).score(pairs)
    expect(Array.from(converted)).toEqual(Array.from(reference))
  })

  test('copies the MIT notice next to the weights', async () => {
    expect(result.licenseFile).toBe(path.join(outDir, LICENSE_FILE))
    expect(await readFile(path.join(outDir, LICENSE_FILE), 'utf8')).toBe(
      readFileSync(path.join(referenceModelDir(), LICENSE_FILE), 'utf8'),
    )
  })

  test('converting again into the same directory overwrites it', async () => {
    await expect(writeConvertedModel(STRUCTURE, WEIGHTS, outDir)).resolves.toMatchObject({
      weightsFile: result.weightsFile,
    })
  })
})

describe('convertKerasModel refusals', () => {
  test('a layer class it does not know', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'crispr-convert-bad-'))
    try {
      const structure = JSON.parse(readFileSync(STRUCTURE, 'utf8')) as { config: { layers: { class_name: string }[] } }
      structure.config.layers[1]!.class_name = 'BatchNormalization'
      const bad = path.join(dir, 'structure.json')
      await writeFile(bad, JSON.stringify(structure))
      await expect(convertKerasModel(bad, WEIGHTS)).rejects.toThrow(ModelFormatError)
      await expect(convertKerasModel(bad, WEIGHTS)).rejects.toThrow(/unsupported layer class BatchNormalization/)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  test('a file that is not a Keras model', async () => {
    await expect(convertKerasModel(path.join(referenceModelDir(), 'cfd-pam.json'), WEIGHTS)).rejects.toThrow(
      /not a Keras functional model JSON/,
    )
  })
})

describe('shortestFloat32', () => {
  test('round-trips float32 values with the fewest digits', () => {
    expect(shortestFloat32(Math.fround(0.1))).toBe(0.1)
    expect(shortestFloat32(Math.fround(0.12213825434446335))).toBe(0.122138254)
    for (let i = 1; i < 2000; i++) {
      const value = Math.fround(Math.sin(i) * 10 ** ((i % 9) - 4))
      const short = shortestFloat32(value)
      expect(Math.fround(short)).toBe(value)
      const digits = short.toExponential().split('e')[0]!.replace(/[-.]/g, '').length
      expect(digits).toBeLessThanOrEqual(9)
      // One digit fewer would not round-trip.
      if (digits > 1) expect(Math.fround(Number(value.toPrecision(digits - 1)))).not.toBe(value)
    }
  })
})
