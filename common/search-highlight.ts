// Search terms, match ranges, <mark> highlighting and snippets. Shared by the server
// (search results) and the browser (highlighting a secondary search inside results that
// are already shown), so both split queries and find matches the same way.
//
// Every function works on plain text and escapes it before adding <mark>, so neither the
// text nor the visitor's query can inject HTML.

/**
 * A search box's text as a URL brings it: control characters (a NUL from a crafted link)
 * become spaces, the ends are trimmed, and it is cut to `max` characters.
 */
export function queryText(value: string | null | undefined, max: number): string {
  return (value ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, max)
}

/** Length of a result's description snippet, in UTF-16 units (one per Chinese character). */
export const SNIPPET_LENGTH = 120
/** The share of the snippet before the first match, so the match reads in context. */
const SNIPPET_LEAD_RATIO = 1 / 4
const ELLIPSIS = '…'

export interface MatchRange {
  /** Start and end (exclusive) offsets in the text. */
  start: number
  end: number
}

export interface Snippet {
  text: string
  html: string
}

/**
 * The distinct terms of one or more queries. Whitespace (including the ideographic space
 * U+3000) separates terms; every term must match as a substring, so Chinese text needs no
 * word boundaries. Duplicates are dropped case-insensitively.
 */
export function searchTerms(...queries: ReadonlyArray<string | undefined>): string[] {
  const seen = new Set<string>()
  const terms: string[] = []
  for (const query of queries) {
    // Control characters separate terms like white space and never reach the full-text search.
    for (const term of queryText(query, Infinity).split(/\s+/u)) {
      const key = term.toLowerCase()
      if (term === '' || seen.has(key)) continue
      seen.add(key)
      terms.push(term)
    }
  }
  return terms
}

// Only syntax characters and '/' may be escaped in a unicode ('u') pattern.
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** Every case-insensitive occurrence of any term, sorted; overlapping or touching ones merged. */
export function findMatches(text: string, terms: readonly string[]): MatchRange[] {
  const ranges: MatchRange[] = []
  for (const term of terms) {
    if (term === '') continue
    for (const match of text.matchAll(new RegExp(escapeRegExp(term), 'giu'))) {
      ranges.push({ start: match.index, end: match.index + match[0].length })
    }
  }
  ranges.sort((a, b) => a.start - b.start || a.end - b.end)
  const merged: MatchRange[] = []
  for (const range of ranges) {
    const last = merged.at(-1)
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end)
    else merged.push({ ...range })
  }
  return merged
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char)
}

/** Escaped text with the given ranges (sorted, non-overlapping) wrapped in <mark>. */
function markRanges(text: string, ranges: readonly MatchRange[]): string {
  let html = ''
  let cursor = 0
  for (const { start, end } of ranges) {
    html += `${escapeHtml(text.slice(cursor, start))}<mark>${escapeHtml(text.slice(start, end))}</mark>`
    cursor = end
  }
  return html + escapeHtml(text.slice(cursor))
}

/** The whole text, escaped, with every match of the terms wrapped in <mark>. */
export function highlight(text: string, terms: readonly string[]): string {
  return markRanges(text, findMatches(text, terms))
}

/** Moves an offset off the second half of a surrogate pair, so no character is cut in two. */
function charBoundary(text: string, offset: number): number {
  const code = text.charCodeAt(offset)
  return offset > 0 && code >= 0xdc00 && code <= 0xdfff ? offset - 1 : offset
}

/**
 * About `length` characters of the text around its first match (the start of the text
 * when nothing matches), with an ellipsis where it was cut, as plain text and as
 * highlighted HTML.
 */
export function snippet(text: string, terms: readonly string[], length = SNIPPET_LENGTH): Snippet {
  const matches = findMatches(text, terms)
  const lead = Math.floor(length * SNIPPET_LEAD_RATIO)
  const firstMatch = matches[0]?.start ?? 0
  const start = charBoundary(text, Math.max(0, Math.min(firstMatch - lead, text.length - length)))
  const end = charBoundary(text, Math.min(text.length, start + length))
  const visible = matches
    .filter((range) => range.end > start && range.start < end)
    .map((range) => ({ start: Math.max(range.start, start) - start, end: Math.min(range.end, end) - start }))
  const body = text.slice(start, end)
  const before = start > 0 ? ELLIPSIS : ''
  const after = end < text.length ? ELLIPSIS : ''
  return { text: before + body + after, html: before + markRanges(body, visible) + after }
}
