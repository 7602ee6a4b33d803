// Reading a page's Content-Security-Policy in tests, independently of the server's code.
import { createHash } from 'node:crypto'

/** The CSP sources ('sha256-…') of a document's inline scripts, sorted, each once. */
export function inlineScriptSources(html: string): string[] {
  const sources = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\ssrc=/.test(attributes ?? ''))
    .map(
      ([, , body]) =>
        `'sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
    )
  return [...new Set(sources)].sort()
}

/** The sources of one directive ('script-src' → ["'self'", …]), without its name. */
export function cspSources(csp: string, directive: string): string[] {
  for (const entry of csp.split(';')) {
    const [name, ...sources] = entry.trim().split(/\s+/)
    if (name === directive) return sources
  }
  return []
}
