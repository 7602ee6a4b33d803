// The pages kept by the page cache: least recently used first out, bounded by the bytes they
// hold (every stored variant counts), and belonging to one content version at a time.

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

export class PageStore {
  readonly #maxBytes: number
  readonly #pages = new Map<string, StoredPage>()
  #bytes = 0
  #version: string | undefined

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes
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
    const page = this.#pages.get(key)
    if (page) {
      this.#pages.delete(key)
      this.#pages.set(key, page)
    }
    return page
  }

  /**
   * Keeps a page rendered for `version`, unless content changed while it was rendered (it
   * would never be asked for again) or it alone is over the bound.
   */
  set(version: string, key: string, page: StoredPage): void {
    const size = pageBytes(page)
    if (version !== this.#version || size > this.#maxBytes) return
    this.#remove(key)
    this.#pages.set(key, page)
    this.#bytes += size
    for (const [oldest, old] of this.#pages) {
      if (this.#bytes <= this.#maxBytes) break
      this.#pages.delete(oldest)
      this.#bytes -= pageBytes(old)
    }
  }

  #remove(key: string) {
    const page = this.#pages.get(key)
    if (!page) return
    this.#pages.delete(key)
    this.#bytes -= pageBytes(page)
  }
}
