// Messages between ScorePool and its worker. Errors cross the thread boundary as plain
// data and are rebuilt as the same classes, so callers can still branch on instanceof.
import type { PairIssue } from '#common/schemas/crispr.ts'
import { CfdTablesError } from './cfd.ts'
import { InvalidPairError } from './encode.ts'
import type { PairInput } from './forward.ts'
import type { KernelChoice } from './kernels.ts'
import { ModelNotInstalledError } from './model-files.ts'
import type { ScoredPair } from './scorer.ts'
import { ModelFormatError } from './weights.ts'

export interface WorkerConfig {
  modelDir: string
  kernel: KernelChoice
}

export interface ScoreRequest {
  id: number
  pairs: PairInput[]
}

export type WireError =
  | { name: 'ModelNotInstalledError'; dir: string; missing: string[] }
  | { name: 'InvalidPairError'; on: string; off: string; issue: PairIssue }
  | { name: 'ModelFormatError' | 'CfdTablesError' | 'Error'; message: string }

export type ScoreResponse =
  { id: number; ok: true; results: ScoredPair[] } | { id: number; ok: false; error: WireError }

export function toWireError(error: unknown): WireError {
  if (error instanceof ModelNotInstalledError)
    return { name: 'ModelNotInstalledError', dir: error.dir, missing: error.missing }
  if (error instanceof InvalidPairError)
    return { name: 'InvalidPairError', on: error.on, off: error.off, issue: error.issue }
  if (error instanceof ModelFormatError) return { name: 'ModelFormatError', message: error.message }
  if (error instanceof CfdTablesError) return { name: 'CfdTablesError', message: error.message }
  return { name: 'Error', message: error instanceof Error ? error.message : String(error) }
}

export function fromWireError(error: WireError): Error {
  switch (error.name) {
    case 'ModelNotInstalledError':
      return new ModelNotInstalledError(error.dir, error.missing)
    case 'InvalidPairError':
      return new InvalidPairError(error.on, error.off, error.issue)
    case 'ModelFormatError':
      return new ModelFormatError(error.message)
    case 'CfdTablesError':
      return new CfdTablesError(error.message)
    case 'Error':
      return new Error(error.message)
  }
}
