// Public API of the CRISPR-Net scoring library. The web process uses ScorePool; the
// in-thread functions are for the worker, scripts and tests.
export { cfdScore, CfdTablesError, type CfdTables } from './cfd.ts'
export { InvalidPairError, encodePair } from './encode.ts'
export { CrisprNet, type ForwardTrace, type PairInput } from './forward.ts'
export { createLayers, type KernelChoice } from './kernels.ts'
export {
  CFD_MISMATCH_FILE,
  CFD_PAM_FILE,
  LICENSE_FILE,
  MODEL_DIR_ENV,
  ModelNotInstalledError,
  WEIGHTS_FILE,
  findMissingModelFiles,
  loadModelFiles,
} from './model-files.ts'
export { type ModelIdentity, modelIdentityOnce, readModelIdentity } from './model-identity.ts'
export { ScorePool, type ScorePoolOptions } from './score-pool.ts'
export { loadCrisprModel, scorePairs, type CrisprModel, type ScoredPair } from './scorer.ts'
export { ModelFormatError } from './weights.ts'
