// The pages kept by the page cache: least recently used first out, bounded by the bytes they
// hold (every stored variant counts), belonging to one content version at a time, and each
// kept for a limited time: what changes with the clock alone (a banner scheduled to start or
// end) shows within that time, with no write to move the version on.

export interface StoredPage {
  /** Headers of the rendered answer (its content type), minus those set per response. */
  headers: Readonly<Record<string, string>>
  /** The body as rendered, and compressed once for the encodings browsers ask for. */
  identity: Buffer
  br: Buffer
  gzip: Buffer
  /**
   * The Content-Security-Policy to send with it: the site's page policy with script-src
   * listing the body's inline scripts by hash (undefined where pages have no CSP).
   */
  csp: string | undefined
}

export const pageBytes = (page: StoredPage) => page.identity.length + page.br.length + page.gzip.length

interface Entry {
  page: StoredPage
  expiresAt: number
}

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
    this.#remove(key)
    if (entry.expiresAt <= this.#now()) return undefined
    this.#pages.set(key, entry)
    this.#bytes += pageBytes(entry.page)
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
    this.#pages.set(key, { page, expiresAt: this.#now() + this.#maxAgeMs })
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
    this.#bytes -= pageBytes(entry.page)
  }
}
