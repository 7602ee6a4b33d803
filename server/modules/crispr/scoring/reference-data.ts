// Readers for the reference files that ship with the model (MODEL.md §2), for the tests
// and the benchmark. They are read in place from the model directory, never copied.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { MODEL_DIR_ENV } from './model-files.ts'

/** CRISPR_NET_MODEL_DIR; vitest.config.ts points it at ../shared/crispr-net when unset. */
export function referenceModelDir(): string {
  const dir = process.env[MODEL_DIR_ENV]
  if (!dir) throw new Error(`${MODEL_DIR_ENV} is not set`)
  return dir
}

const readCsv = (file: string): string[][] =>
  readFileSync(path.join(referenceModelDir(), file), 'utf8')
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(','))

export interface ReferenceScore {
  on_seq: string
  off_seq: string
  score: number
}

export const readReferenceScores = (): ReferenceScore[] =>
  readCsv('reference-scores.csv').map(([on_seq = '', off_seq = '', score = '']) => ({
    on_seq,
    off_seq,
    score: Number(score),
  }))

export interface CfdReference {
  on_seq: string
  off_seq: string
  cfd: number
  source: string
}

export const readCfdReference = (): CfdReference[] =>
  readCsv('cfd-reference.csv').map(([on_seq = '', off_seq = '', cfd = '', source = '']) => ({
    on_seq,
    off_seq,
    cfd: Number(cfd),
    source,
  }))

export interface TraceLayer {
  layer: string
  class: string
  shape: number[]
  data: number[]
}

export interface TracePair {
  on_seq: string
  off_seq: string
  score: number
  layers: TraceLayer[]
}

export const readDebugTrace = (): TracePair[] =>
  (JSON.parse(readFileSync(path.join(referenceModelDir(), 'debug-trace.json'), 'utf8')) as { pairs: TracePair[] }).pairs
