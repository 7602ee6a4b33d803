// Worker thread body of ScorePool: loads the model once and scores request after request.
import { parentPort, workerData } from 'node:worker_threads'
import { loadCrisprModel, scorePairs, type CrisprModel } from './scorer.ts'
import { toWireError, type ScoreRequest, type ScoreResponse, type WorkerConfig } from './worker-protocol.ts'

const port = parentPort
if (!port) throw new Error('score-worker.ts must run in a worker thread')
const { modelDir, kernel } = workerData as WorkerConfig

// A failed load is not kept: once the operator installs the model, the next job loads it.
let model: Promise<CrisprModel> | undefined
const getModel = () =>
  (model ??= loadCrisprModel(modelDir, kernel).catch((error: unknown) => {
    model = undefined
    throw error
  }))

port.on('message', (request: ScoreRequest) => {
  getModel()
    .then((loaded): ScoreResponse => ({ id: request.id, ok: true, results: scorePairs(loaded, request.pairs) }))
    .catch((error: unknown): ScoreResponse => ({ id: request.id, ok: false, error: toWireError(error) }))
    .then((response) => port.postMessage(response))
})
