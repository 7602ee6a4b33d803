// Plain text of a stored HTML body, for the search index. The result is only ever
// matched against and escaped before display, never rendered as HTML, so a forgiving
// regular-expression pass is enough; it must however keep Chinese text intact: inline
// tags (<strong>, <a>, <span>) vanish without a trace, so '基因<strong>敲除</strong>'
// still contains '基因敲除', while block tags become a space so paragraphs do not run
// into each other.

/** Elements whose content is never visible text. An unclosed one runs to the end. */
const INVISIBLE_ELEMENTS = /<(script|style|noscript|template|textarea|iframe|svg|head)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi
const COMMENTS = /<!--[\s\S]*?(?:-->|$)/g
/** Doctype, CDATA and processing instructions. */
const DECLARATIONS = /<[!?][^>]*>/g
/** A start or end tag; quoted attribute values may contain '>'. */
const TAG = /<\/?([a-z][a-z0-9-]*)(?:[^"'>]|"[^"]*"|'[^']*')*>/gi

const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'caption',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
])

/** Named entities that occur in editor-produced content; others stay as written. */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  thinsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  middot: '·',
  bull: '•',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  copy: '©',
  reg: '®',
  trade: '™',
  times: '×',
  divide: '÷',
  plusmn: '±',
  deg: '°',
  micro: 'µ',
  le: '≤',
  ge: '≥',
  rarr: '→',
  larr: '←',
  sup2: '²',
  sup3: '³',
}

const ENTITY = /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z][a-z0-9]{1,31}));/gi

function decodeEntities(text: string): string {
  return text.replace(ENTITY, (entity, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED_ENTITIES[name] ?? NAMED_ENTITIES[name.toLowerCase()] ?? entity
    const codePoint = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16)
    const valid = codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff)
    return valid ? String.fromCodePoint(codePoint) : entity
  })
}

/** Visible text of an HTML fragment, entities decoded, whitespace collapsed to single spaces. */
export function htmlToText(html: string): string {
  const withoutMarkup = html
    .replace(COMMENTS, ' ')
    .replace(INVISIBLE_ELEMENTS, ' ')
    .replace(DECLARATIONS, ' ')
    .replace(TAG, (_tag, name: string) => (BLOCK_TAGS.has(name.toLowerCase()) ? ' ' : ''))
  return decodeEntities(withoutMarkup).replace(/\s+/gu, ' ').trim()
}
