// Which stored compression of a cached page a request takes, in the order the compression
// plugin prefers (server/lib/compression.ts): brotli, then gzip.

export type StoredEncoding = 'br' | 'gzip'

/** br or gzip when Accept-Encoding admits it (q > 0, or through '*'); otherwise undefined. */
export function storedEncodingFor(acceptEncoding: string | undefined): StoredEncoding | undefined {
  if (!acceptEncoding) return undefined
  const accepted = new Map<string, number>()
  for (const entry of acceptEncoding.split(',')) {
    const [name = '', ...params] = entry.trim().toLowerCase().split(';')
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
    accepted.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  const admits = (encoding: StoredEncoding) => (accepted.get(encoding) ?? accepted.get('*') ?? 0) > 0
  return admits('br') ? 'br' : admits('gzip') ? 'gzip' : undefined
}
