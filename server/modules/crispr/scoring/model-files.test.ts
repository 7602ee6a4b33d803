import { readFileSync } from 'node:fs'
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import {
  CFD_MISMATCH_FILE,
  CFD_PAM_FILE,
  ModelNotInstalledError,
  WEIGHTS_FILE,
  findMissingModelFiles,
  loadModelFiles,
} from './model-files.ts'
import { referenceModelDir } from './reference-data.ts'
import { ModelFormatError, weightsFromDocument, type WeightsDocument } from './weights.ts'

const temps: string[] = []
afterEach(async () => {
  await Promise.all(temps.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'crispr-model-'))
  temps.push(dir)
  return dir
}
// Links, not copies: the shared model files stay where they are.
const linkFrom = async (dir: string, ...files: string[]) => {
  for (const file of files) await symlink(path.join(referenceModelDir(), file), path.join(dir, file))
}

const referenceDocument = (): WeightsDocument =>
  JSON.parse(readFileSync(path.join(referenceModelDir(), WEIGHTS_FILE), 'utf8')) as WeightsDocument

describe('loadModelFiles', () => {
  test('loads the shipped model directory', async () => {
    const files = await loadModelFiles(referenceModelDir())
    expect(files.weights.convs.map((conv) => conv.width)).toEqual([1, 2, 3, 5])
    expect(files.weights.dense1.kernel).toHaveLength(720 * 80)
    expect(files.cfd.mismatch.size).toBe(240)
    expect(files.cfd.pam.size).toBe(16)
  })

  test('a missing directory is ModelNotInstalledError naming the directory and CRISPR_NET_MODEL_DIR', async () => {
    const dir = path.join(tmpdir(), 'no-such-crispr-model-dir')
    const error = await loadModelFiles(dir).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ModelNotInstalledError)
    const notInstalled = error as ModelNotInstalledError
    expect(notInstalled.dir).toBe(dir)
    expect(notInstalled.missing).toEqual([WEIGHTS_FILE, CFD_MISMATCH_FILE, CFD_PAM_FILE])
    expect(notInstalled.message).toContain(dir)
    expect(notInstalled.message).toContain('CRISPR_NET_MODEL_DIR')
    expect(notInstalled.message).toMatch(/模型未安装/)
    expect(notInstalled.message).toMatch(/model not installed/)
  })

  test('names exactly the files that are missing', async () => {
    const dir = await tempDir()
    await linkFrom(dir, WEIGHTS_FILE)
    expect(await findMissingModelFiles(dir)).toEqual([CFD_MISMATCH_FILE, CFD_PAM_FILE])
    await expect(loadModelFiles(dir)).rejects.toMatchObject({ missing: [CFD_MISMATCH_FILE, CFD_PAM_FILE] })
  })

  test('a file that is not JSON is ModelFormatError', async () => {
    const dir = await tempDir()
    await linkFrom(dir, CFD_MISMATCH_FILE, CFD_PAM_FILE)
    await writeFile(path.join(dir, WEIGHTS_FILE), '<html>not found</html>')
    await expect(loadModelFiles(dir)).rejects.toThrow(ModelFormatError)
  })
})

describe('weightsFromDocument refuses a graph the forward pass does not implement', () => {
  const refuse = (change: (doc: WeightsDocument) => void, message: RegExp) => {
    const doc = referenceDocument()
    change(doc)
    expect(() => weightsFromDocument(doc, 'test.json')).toThrow(ModelFormatError)
    expect(() => weightsFromDocument(doc, 'test.json')).toThrow(message)
  }
  const layer = (doc: WeightsDocument, name: string) => doc.layers.find((candidate) => candidate.name === name)!

  test('accepts the shipped document', () => {
    expect(() => weightsFromDocument(referenceDocument(), 'test.json')).not.toThrow()
  })

  test('wrong format tag', () =>
    refuse((doc) => Object.assign(doc, { format: 'other/1' }), /not a crispr-net-weights\/1 file/))

  test('logistic instead of hard sigmoid in the LSTM', () =>
    refuse((doc) => {
      const cell = layer(doc, 'bidirectional_1').config.layer as { config: Record<string, unknown> }
      cell.config.recurrent_activation = 'sigmoid'
    }, /bidirectional_1 has recurrent_activation = "sigmoid"/))

  test('relu inside a conv (the legacy v1 layout)', () =>
    refuse((doc) => Object.assign(layer(doc, 'conv2d_3').config, { activation: 'relu' }), /conv2d_3 has activation/))

  test('a tensor of the wrong shape', () =>
    refuse((doc) => {
      const kernel = layer(doc, 'dense_2').weights!.find((tensor) => tensor.name === 'kernel')!
      kernel.shape = [20, 80]
    }, /dense_2\/kernel has shape \[20, 80\]/))

  test('data that does not fill its shape', () =>
    refuse((doc) => layer(doc, 'main_output').weights![0]!.data.pop(), /data length does not match shape/))

  test('a missing layer', () =>
    refuse((doc) => (doc.layers = doc.layers.filter((l) => l.name !== 'dropout_1')), /dropout_1 is missing/))
})
