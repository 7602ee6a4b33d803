import path from 'node:path'
import { tmpdir } from 'node:os'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { InvalidPairError } from './encode.ts'
import { ModelNotInstalledError } from './model-files.ts'
import { readReferenceScores, referenceModelDir } from './reference-data.ts'
import { ScorePool } from './score-pool.ts'
import { loadCrisprModel, scorePairs, type CrisprModel } from './scorer.ts'

let pool: ScorePool
let model: CrisprModel
beforeAll(async () => {
  pool = new ScorePool({ modelDir: referenceModelDir() })
  model = await loadCrisprModel(referenceModelDir())
})
afterAll(() => pool.close())

test('scores in a worker thread exactly as in-process', async () => {
  const pairs = readReferenceScores()
  expect(await pool.score(pairs)).toEqual(scorePairs(model, pairs))
})

test('a pool asked for the JavaScript kernel scores with it in its worker', async () => {
  const pairs = readReferenceScores()
  const jsModel = await loadCrisprModel(referenceModelDir(), 'js')
  const jsPool = new ScorePool({ modelDir: referenceModelDir(), kernel: 'js' })
  try {
    const results = await jsPool.score(pairs)
    expect(results).toEqual(scorePairs(jsModel, pairs))
    // The kernels' float64 sums differ in their last bits, so this tells them apart.
    expect(results).not.toEqual(scorePairs(model, pairs))
  } finally {
    await jsPool.close()
  }
})

test('the calling thread stays responsive while the worker scores', async () => {
  const reference = readReferenceScores()
  const pairs = Array.from({ length: 999 }, (_, i) => reference[i % reference.length]!)
  // The longest wait of the event loop for its next turn: a loop blocked by the scoring
  // would wait the whole scoring time once.
  let longestWait = 0
  let last = performance.now()
  let done = false
  const spin = () => {
    const now = performance.now()
    longestWait = Math.max(longestWait, now - last)
    last = now
    if (!done) setImmediate(spin)
  }
  setImmediate(spin)
  const started = performance.now()
  // Five full jobs in a row, so that scoring lasts long against a turn of the loop.
  const results = await Promise.all(Array.from({ length: 5 }, () => pool.score(pairs)))
  const scoring = performance.now() - started
  done = true
  // Counting the wait since the last turn too: a loop that never turned waited all along.
  longestWait = Math.max(longestWait, performance.now() - last)
  expect(results.map((scores) => scores.length)).toEqual([999, 999, 999, 999, 999])
  expect(longestWait).toBeLessThan(scoring / 2)
})

test('concurrent requests each get their own answer', async () => {
  const pairs = readReferenceScores()
  const [a, b] = await Promise.all([pool.score(pairs.slice(0, 10)), pool.score(pairs.slice(10, 30))])
  expect(a).toEqual(scorePairs(model, pairs.slice(0, 10)))
  expect(b).toEqual(scorePairs(model, pairs.slice(10, 30)))
})

test('an invalid pair rejects with InvalidPairError; the worker carries on', async () => {
  const error = await pool
    .score([{ on_seq: 'GAGTCCGAGCAGAAGAAGAAAGG', off_seq: 'GAGTTAGAGCAGAAGAAGAANGG' }])
    .catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(InvalidPairError)
  expect((error as InvalidPairError).issue).toEqual({ kind: 'n_in_off' })
  await expect(pool.score(readReferenceScores().slice(0, 1))).resolves.toHaveLength(1)
})

test('a missing model directory rejects with ModelNotInstalledError', async () => {
  const dir = path.join(tmpdir(), 'no-such-crispr-model-dir')
  const missing = new ScorePool({ modelDir: dir })
  try {
    const error = await missing.score(readReferenceScores().slice(0, 1)).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ModelNotInstalledError)
    expect((error as ModelNotInstalledError).dir).toBe(dir)
    expect((error as ModelNotInstalledError).message).toContain('CRISPR_NET_MODEL_DIR')
  } finally {
    await missing.close()
  }
})

test('close() fails requests in flight, and the next request starts a new worker', async () => {
  const other = new ScorePool({ modelDir: referenceModelDir() })
  const inFlight = other.score(readReferenceScores())
  await other.close()
  await expect(inFlight).rejects.toThrow(/closed/)
  try {
    await expect(other.score(readReferenceScores().slice(0, 2))).resolves.toHaveLength(2)
  } finally {
    await other.close()
  }
})
