// INSDC feature locations: complement(), join(), order(), partial ends (<, >), single bases
// and between-base sites (^), in both directions between text and the span model.
import type { LocationSpan, PlasmidFeature, Strand } from './model.ts'

export interface ParsedLocation {
  spans: LocationSpan[]
  strand: Strand
  operator?: 'join' | 'order'
}

interface Leaf {
  span: LocationSpan
  complemented: boolean
}

/**
 * Parses a location string (whitespace ignored, as a location may be wrapped over lines).
 * Spans come back in forward-strand order whichever way the file nests complement() and join().
 */
export function parseLocation(text: string): ParsedLocation {
  const parser = new LocationParser(text.replace(/\s+/g, ''))
  // Leaves come back in biological reading order, i.e. the order a polymerase meets them.
  const leaves = parser.parseAll()
  const complemented = leaves.filter((leaf) => leaf.complemented).length
  if (complemented !== 0 && complemented !== leaves.length) {
    throw new Error(`mixed-strand location is not supported: ${text}`)
  }
  const strand: Strand = complemented === 0 ? 1 : -1
  const spans = leaves.map((leaf) => leaf.span)
  if (strand === -1) spans.reverse()
  return parser.operator && spans.length > 1 ? { spans, strand, operator: parser.operator } : { spans, strand }
}

class LocationParser {
  private pos = 0
  operator: 'join' | 'order' | undefined

  constructor(private readonly text: string) {}

  parseAll(): Leaf[] {
    const leaves = this.parseNode()
    if (this.pos !== this.text.length) this.fail('unexpected text')
    if (leaves.length === 0) this.fail('empty location')
    return leaves
  }

  private parseNode(): Leaf[] {
    const word = /^(complement|join|order)\(/.exec(this.text.slice(this.pos))
    if (!word) return [this.parseSpan()]
    this.pos += word[0].length
    const name = word[1] as 'complement' | 'join' | 'order'
    const children: Leaf[] = []
    for (;;) {
      children.push(...this.parseNode())
      const next = this.text[this.pos++]
      if (next === ')') break
      if (next !== ',' || name === 'complement') this.fail(`expected ')'`)
    }
    if (name === 'complement') {
      return children.reverse().map((leaf) => ({ ...leaf, complemented: !leaf.complemented }))
    }
    this.operator ??= name
    return children
  }

  private parseSpan(): Leaf {
    const match = /^([<>]?)(\d+)(?:(\.\.|\^)([<>]?)(\d+))?/.exec(this.text.slice(this.pos))
    if (!match) this.fail('expected a base position')
    this.pos += match[0].length
    const [, startMark, startText, separator, endMark, endText] = match
    const start = Number(startText)
    const end = endText === undefined ? start : Number(endText)
    // Only a between-site may wrap (length^1 sits between the last and first base).
    if (end < start && separator !== '^') this.fail('span ends before it starts')
    const span: LocationSpan = { start, end }
    if (startMark) span.partialStart = true
    if (endMark) span.partialEnd = true
    if (separator === '^') span.between = true
    return { span, complemented: false }
  }

  private fail(reason: string): never {
    throw new Error(`invalid location "${this.text}" at ${this.pos}: ${reason}`)
  }
}

/** Formats a feature's location the canonical way: complement(join(a..b,c..d)). */
export function formatLocation(feature: Pick<PlasmidFeature, 'spans' | 'strand' | 'operator'>): string {
  const parts = feature.spans.map(formatSpan)
  const body = parts.length > 1 ? `${feature.operator ?? 'join'}(${parts.join(',')})` : (parts[0] ?? '')
  return feature.strand === -1 ? `complement(${body})` : body
}

function formatSpan(span: LocationSpan): string {
  if (span.between) return `${span.start}^${span.end}`
  if (span.start === span.end && !span.partialStart && !span.partialEnd) return String(span.start)
  return `${span.partialStart ? '<' : ''}${span.start}..${span.partialEnd ? '>' : ''}${span.end}`
}
