// Log lines handed to their stream a few kilobytes at a time. The stdout stream (pino's
// sonic-boom) measures the byte length of everything it holds on each write, which under load
// cost more per line than making the line; handed a batch, it pays that once per batch.

/** Where batches go: pino's asynchronous stdout destination. */
export interface BatchTarget {
  write(chunk: string): unknown
  flushSync(): void
}

/** Batches alive in this process, written out when it exits (pino's own exit hook runs first). */
const alive = new Set<LineBatch>()
let exitHooked = false

export class LineBatch {
  readonly #target: BatchTarget
  readonly #minLength: number
  readonly #maxWaitMs: number
  #pending = ''
  #timer: NodeJS.Timeout | undefined

  constructor(target: BatchTarget, { minLength = 4096, maxWaitMs = 250 } = {}) {
    this.#target = target
    this.#minLength = minLength
    this.#maxWaitMs = maxWaitMs
    alive.add(this)
    if (!exitHooked) {
      exitHooked = true
      process.once('exit', () => {
        for (const batch of alive) batch.flushSync()
      })
    }
  }

  /** Keeps a line; the batch goes on once it holds a few kilobytes, or within a quarter second. */
  write(line: string): void {
    this.#pending += line
    if (this.#pending.length >= this.#minLength) this.flush()
    else this.#timer ??= setTimeout(() => this.flush(), this.#maxWaitMs).unref()
  }

  /** Hands on what is pending, in the order it came. */
  flush(): void {
    if (this.#timer) clearTimeout(this.#timer)
    this.#timer = undefined
    if (this.#pending === '') return
    const chunk = this.#pending
    this.#pending = ''
    this.#target.write(chunk)
  }

  /** Hands on what is pending and has the target write everything before returning. */
  flushSync(): void {
    this.flush()
    this.#target.flushSync()
  }

  /** The app closes: what is pending is written, and the batch is no longer kept for the exit. */
  close(): void {
    this.flush()
    alive.delete(this)
  }
}
