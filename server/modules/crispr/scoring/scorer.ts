// The scoring entry point used by the worker: CRISPR-Net and CFD for a list of pairs.
import { cfdScore, type CfdTables } from './cfd.ts'
import { CrisprNet, type PairInput } from './forward.ts'
import { createLayers, type KernelChoice } from './kernels.ts'
import { loadModelFiles } from './model-files.ts'

export interface ScoredPair {
  /** Uppercased, as scored. */
  on_seq: string
  off_seq: string
  /** CRISPR-Net score in [0, 1]. */
  score: number
  /** CFD score, null where it is undefined (gaps, length ≠ 23; MODEL.md §11). */
  cfd: number | null
}

export interface CrisprModel {
  dir: string
  net: CrisprNet
  cfd: CfdTables
}

/** The kernel is WebAssembly SIMD where the runtime has it, unless `kernel` says otherwise. */
export async function loadCrisprModel(dir: string, kernel: KernelChoice = 'auto'): Promise<CrisprModel> {
  const files = await loadModelFiles(dir)
  return {
    dir: files.dir,
    net: new CrisprNet(files.weights, await createLayers(files.weights, kernel)),
    cfd: files.cfd,
  }
}

/** Scores in input order; a pair submitted twice is computed once. */
export function scorePairs(model: CrisprModel, pairs: readonly PairInput[]): ScoredPair[] {
  const upper = pairs.map((pair) => ({ on_seq: pair.on_seq.toUpperCase(), off_seq: pair.off_seq.toUpperCase() }))
  const indexOfKey = new Map<string, number>()
  const unique: PairInput[] = []
  const uniqueIndex = upper.map((pair) => {
    const key = `${pair.on_seq},${pair.off_seq}`
    let index = indexOfKey.get(key)
    if (index === undefined) {
      index = unique.length
      indexOfKey.set(key, index)
      unique.push(pair)
    }
    return index
  })
  const scores = model.net.score(unique)
  return upper.map((pair, i) => ({
    ...pair,
    score: scores[uniqueIndex[i]!]!,
    cfd: cfdScore(model.cfd, pair.on_seq, pair.off_seq),
  }))
}
