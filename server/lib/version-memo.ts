// Values kept for one content version at a time: what public content makes the same for every
// visitor, asked again once an admin write moves the version on, after a maximum age (what
// changes with the clock alone, such as a scheduled banner), or when too many are kept.

export class VersionMemo<Value> {
  readonly #maxAgeMs: number
  readonly #maxEntries: number
  readonly #now: () => number
  readonly #entries = new Map<string, { value: Value; expiresAt: number }>()
  #version: string | undefined

  constructor({ maxAgeMs, maxEntries, now = Date.now }: { maxAgeMs: number; maxEntries: number; now?: () => number }) {
    this.#maxAgeMs = maxAgeMs
    this.#maxEntries = maxEntries
    this.#now = now
  }

  /** The value kept under `key` for this version, if it is not too old. */
  get(version: string, key: string): Value | undefined {
    if (version !== this.#version) {
      this.#entries.clear()
      this.#version = version
      return undefined
    }
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt > this.#now()) return entry.value
    this.#entries.delete(key)
    return undefined
  }

  /** Keeps a value made for `version`, unless the version moved on meanwhile. */
  set(version: string, key: string, value: Value): void {
    if (version !== this.#version) return
    if (this.#entries.size >= this.#maxEntries) this.#entries.clear()
    this.#entries.set(key, { value, expiresAt: this.#now() + this.#maxAgeMs })
  }

  delete(key: string): void {
    this.#entries.delete(key)
  }
}
