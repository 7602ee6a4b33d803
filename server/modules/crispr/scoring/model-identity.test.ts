import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { ModelNotInstalledError, WEIGHTS_FILE } from './model-files.ts'
import { modelIdentityOnce, readModelIdentity } from './model-identity.ts'
import { referenceModelDir } from './reference-data.ts'
import { ModelFormatError } from './weights.ts'

const temps: string[] = []
afterEach(async () => {
  await Promise.all(temps.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'crispr-stamp-'))
  temps.push(dir)
  return dir
}

describe(readModelIdentity.name, () => {
  test('the shipped model: its name, v2 with the release commit, the SHA-256 of the weights file', async () => {
    const bytes = readFileSync(path.join(referenceModelDir(), WEIGHTS_FILE))
    expect(await readModelIdentity(referenceModelDir())).toEqual({
      name: 'CRISPR_Net_CIRCLE_elevation_SITE',
      version: 'v2 (0843c48)',
      weightsSha256: createHash('sha256').update(bytes).digest('hex'),
    })
  })

  test('another model is named by its release commit alone', async () => {
    const dir = await tempDir()
    await writeFile(
      path.join(dir, WEIGHTS_FILE),
      JSON.stringify({ source: { model_name: 'Other', commit: 'abcdef0123' } }),
    )
    expect(await readModelIdentity(dir)).toMatchObject({ name: 'Other', version: 'abcdef0' })
  })

  test('a missing file or one without its source is refused', async () => {
    const dir = await tempDir()
    await expect(readModelIdentity(dir)).rejects.toThrow(ModelNotInstalledError)
    await writeFile(path.join(dir, WEIGHTS_FILE), '{"source":{}}')
    await expect(readModelIdentity(dir)).rejects.toThrow(ModelFormatError)
  })

  test('read once; a failed read is tried again', async () => {
    const dir = await tempDir()
    const identity = modelIdentityOnce(dir)
    await expect(identity()).rejects.toThrow(ModelNotInstalledError)
    await writeFile(path.join(dir, WEIGHTS_FILE), JSON.stringify({ source: { model_name: 'M', commit: '1234567' } }))
    const first = await identity()
    await writeFile(path.join(dir, WEIGHTS_FILE), JSON.stringify({ source: { model_name: 'N', commit: '7654321' } }))
    expect(await identity()).toBe(first)
  })
})
