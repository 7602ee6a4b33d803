// The pages kept by the page cache: least recently used first out, bounded by the bytes they
// hold (every stored variant counts), belonging to one content version at a time, and each
// kept for a limited time: what changes with the clock alone (a banner scheduled to start or
// end) shows within that time, with no write to move the version on.

/** The encodings a page is kept in: as rendered, and compressed once for browsers that ask. */
export type PageEncoding = 'identity' | 'br' | 'gzip'

/** One encoding of a kept page, ready to write: its headers, made once, and its bytes. */
export interface StoredAnswer {
  /**
   * Every header of the answer, flat as `writeHead` takes them (name, value, name, value…):
   * the security headers and the CSP allowing the body's inline scripts by hash, the
   * rendering's own, the encoding and the length. Those of one request are added to them.
   */
  headers: readonly string[]
  body: Buffer
}

export interface StoredPage {
  answers: Readonly<Record<PageEncoding, StoredAnswer>>
}

export const pageBytes = ({ answers }: StoredPage) =>
  answers.identity.body.length + answers.br.body.length + answers.gzip.body.length

interface Entry {
  page: StoredPage
  size: number
  expiresAt: number
  /** When the entry last moved to the recent end of the order. */
  touchedAt: number
}

/**
 * A page read again within this time keeps its place in the order: a hot page is moved once
 * a second, not on every hit (each move leaves a hole the map compacts away later).
 */
const TOUCH_INTERVAL_MS = 1000

export class PageStore {
  readonly #maxBytes: number
  readonly #maxAgeMs: number
  readonly #now: () => number
  readonly #pages = new Map<string, Entry>()
  #bytes = 0
  #version: string | undefined

  constructor({ maxBytes, maxAgeMs, now = Date.now }: { maxBytes: number; maxAgeMs: number; now?: () => number }) {
    this.#maxBytes = maxBytes
    this.#maxAgeMs = maxAgeMs
    this.#now = now
  }

  get bytes() {
    return this.#bytes
  }

  /** The page stored under `key` for this content version; a newer version drops them all. */
  get(version: string, key: string): StoredPage | undefined {
    if (version !== this.#version) {
      this.#pages.clear()
      this.#bytes = 0
      this.#version = version
      return undefined
    }
    const entry = this.#pages.get(key)
    if (!entry) return undefined
    const now = this.#now()
    if (entry.expiresAt <= now) {
      this.#remove(key)
      return undefined
    }
    if (now - entry.touchedAt >= TOUCH_INTERVAL_MS) {
      entry.touchedAt = now
      this.#pages.delete(key)
      this.#pages.set(key, entry)
    }
    return entry.page
  }

  /**
   * Keeps a page rendered for `version`, unless content changed while it was rendered (it
   * would never be asked for again) or it alone is over the bound.
   */
  set(version: string, key: string, page: StoredPage): void {
    const size = pageBytes(page)
    if (version !== this.#version || size > this.#maxBytes) return
    this.#remove(key)
    const now = this.#now()
    this.#pages.set(key, { page, size, expiresAt: now + this.#maxAgeMs, touchedAt: now })
    this.#bytes += size
    for (const oldest of this.#pages.keys()) {
      if (this.#bytes <= this.#maxBytes) break
      this.#remove(oldest)
    }
  }

  #remove(key: string) {
    const entry = this.#pages.get(key)
    if (!entry) return
    this.#pages.delete(key)
    this.#bytes -= entry.size
  }
}
