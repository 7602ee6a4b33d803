// Scores pairs in a worker thread, so a job of 999 pairs (~0.1–0.3 s of CPU) never
// blocks the web process's event loop.
import { Worker } from 'node:worker_threads'
import type { PairInput } from './forward.ts'
import type { KernelChoice } from './kernels.ts'
import type { ScoredPair } from './scorer.ts'
import { fromWireError, type ScoreRequest, type ScoreResponse, type WorkerConfig } from './worker-protocol.ts'

// The project runs TypeScript through tsx, and a worker thread does not inherit the
// parent's module hooks (nor does `--import tsx` in execArgv take effect in Node 20
// workers). So the worker starts from a tiny JavaScript bootstrap that registers tsx
// and then imports the TypeScript worker. Both URLs are resolved here, because eval'd
// code would resolve bare specifiers against the current working directory.
const WORKER_URL = new URL('./score-worker.ts', import.meta.url).href
const TSX_API_URL = import.meta.resolve('tsx/esm/api')
const BOOTSTRAP = `import(${JSON.stringify(TSX_API_URL)}).then(({ register }) => { register(); return import(${JSON.stringify(WORKER_URL)}) })`

interface Pending {
  resolve: (results: ScoredPair[]) => void
  reject: (error: Error) => void
}

export interface ScorePoolOptions {
  /** The model directory, usually the CRISPR_NET_MODEL_DIR setting. */
  modelDir: string
  /** Default 'auto': WebAssembly SIMD where the runtime has it, else JavaScript. */
  kernel?: KernelChoice
}

/**
 * One worker thread, started on first use and kept for later jobs (it keeps the loaded
 * model). Requests are answered in order. If the worker dies, pending requests fail and
 * the next request starts a new worker.
 */
export class ScorePool {
  private worker: Worker | undefined
  private nextId = 1
  private readonly pending = new Map<number, Pending>()

  constructor(private readonly options: ScorePoolOptions) {}

  /**
   * Resolves with CRISPR-Net and CFD scores in input order. Rejects with
   * ModelNotInstalledError, ModelFormatError or InvalidPairError as scorePairs would.
   */
  score(pairs: readonly PairInput[]): Promise<ScoredPair[]> {
    const worker = this.ensureWorker()
    const id = this.nextId++
    const request: ScoreRequest = { id, pairs: pairs.map(({ on_seq, off_seq }) => ({ on_seq, off_seq })) }
    return new Promise<ScoredPair[]>((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      // Keep the process alive only while a request is in flight.
      worker.ref()
      worker.postMessage(request)
    })
  }

  async close(): Promise<void> {
    const worker = this.worker
    this.worker = undefined
    if (worker) await worker.terminate()
    this.failAll(new Error('ScorePool closed'))
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker
    const config: WorkerConfig = { modelDir: this.options.modelDir, kernel: this.options.kernel ?? 'auto' }
    const worker = new Worker(BOOTSTRAP, { eval: true, workerData: config })
    worker.on('message', (response: ScoreResponse) => this.settle(response))
    worker.on('error', (error) => this.discard(worker, error))
    worker.on('exit', (code) => this.discard(worker, new Error(`CRISPR-Net worker exited with code ${code}`)))
    worker.unref()
    this.worker = worker
    return worker
  }

  private settle(response: ScoreResponse): void {
    const pending = this.pending.get(response.id)
    if (!pending) return
    this.pending.delete(response.id)
    if (this.pending.size === 0) this.worker?.unref()
    if (response.ok) pending.resolve(response.results)
    else pending.reject(fromWireError(response.error))
  }

  private discard(worker: Worker, error: Error): void {
    if (this.worker !== worker) return
    this.worker = undefined
    this.failAll(error)
  }

  private failAll(error: Error): void {
    for (const pending of this.pending.values()) pending.reject(error)
    this.pending.clear()
  }
}
