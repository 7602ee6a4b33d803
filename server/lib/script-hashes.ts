// CSP hashes of a document's inline scripts: a cached page cannot carry a fresh nonce, so its
// Content-Security-Policy allows exactly the inline scripts it holds, by their SHA-256.
import { createHash } from 'node:crypto'

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const HAS_SRC = /(?:^|\s)src\s*=/i

/** 'sha256-…' sources for every distinct inline script of `html` (scripts with src are 'self'). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes)) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** `csp` with its script-src directive replaced by 'self' and `sources`. */
export function withScriptSources(csp: string, sources: readonly string[]): string {
  return csp
    .split(';')
    .map((directive) =>
      directive.trim().split(/\s+/)[0] === 'script-src' ? ["script-src 'self'", ...sources].join(' ') : directive,
    )
    .join(';')
}
