// Where the messages a visitor can see are written, and the string literals in them: the
// catalogue test checks that each one has an English entry.
import fs from 'node:fs'
import path from 'node:path'

/** Files whose Chinese literals are messages or labels the API sends (see isMessageSource). */
const SERVER_MESSAGE_FILE = /(?:\.service|\.routes|messages)\.ts$|\/routes\/[^/]+\.ts$/

/**
 * The admin console's schemas and modules: its calls are answered in Chinese whatever the
 * visitor's language (server/plugins/message-language.ts), like the console itself.
 */
const CONSOLE_SOURCE =
  /^common\/schemas\/(?:admin-[^/]+|list-sort)\.ts$|^server\/modules\/(?:[^/]+\/)*admin\/|^server\/modules\/(?:audit|staff)\//

/**
 * The shared schemas and error kinds; the services and routes of the server's modules, its
 * plugins (sign-in, rate limits, request checks) and the envelope's own defaults. Tests,
 * seeds, the plasmid catalogue, mail modules (`*-mail.ts`, always Chinese) and the admin
 * console's sources are not.
 */
export function isMessageSource(file: string): boolean {
  if (/\.test\.tsx?$/.test(file) || !file.endsWith('.ts') || CONSOLE_SOURCE.test(file)) return false
  if (file.startsWith('common/schemas/') || file === 'common/errors.ts') return true
  if (file.startsWith('server/plugins/') || file === 'server/app.ts' || file === 'server/lib/reply.ts') return true
  return (
    file.startsWith('server/modules/') &&
    !file.startsWith('server/modules/plasmids/catalogue/') &&
    SERVER_MESSAGE_FILE.test(file)
  )
}

export function messageSourceFiles(root: string): string[] {
  return [...sourceFiles(root, 'common', isMessageSource), ...sourceFiles(root, 'server', isMessageSource)].sort()
}

function sourceFiles(root: string, dir: string, wanted: (file: string) => boolean): string[] {
  const files: string[] = []
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = `${folder}/${entry.name}`
      if (entry.isDirectory()) walk(relative)
      else if (wanted(relative)) files.push(relative)
    }
  }
  walk(dir)
  return files.sort()
}

/**
 * The pages whose labels (headings, buttons, columns, options, empty states) follow the
 * interface language: the customer area, the sign-in, registration and password pages,
 * the booking form, the order pages, CRISPR-Net and its help page, the plasmid list and
 * detail pages (with the buy inquiry) and the contact page (its banner, tabs and details). Their Chinese is the
 * source text, shown through useText().
 */
const LABEL_SOURCE = new RegExp(
  [
    '^web/features/(?:account|auth|booking|captcha|crispr|fapiao|inquiry|orders|region)/',
    '^web/components/(?:account|contact|crispr-help|plasmid)/',
    '^web/components/content/(?:breadcrumb|pagination)\\.tsx$',
    '^web/components/news/news-entry\\.tsx$',
    '^web/components/layout/user-menu\\.tsx$',
    '^web/routes/(?:account|activate|address-management|confirmation|contact-us|contact-us-index|crispr[-\\w]*|forget-pwd|invoices|login|order[-\\w]*|plasmid-detail|plasmid-list|register)\\.tsx$',
  ].join('|'),
)

export function isLabelSource(file: string): boolean {
  return !/\.test\.tsx?$/.test(file) && LABEL_SOURCE.test(file)
}

export function labelSourceFiles(root: string): string[] {
  return sourceFiles(root, 'web', isLabelSource)
}

export interface Literal {
  text: string
  line: number
  /** The source just before the literal, e.g. `summary: ` for OpenAPI documentation. */
  before: string
}

/**
 * The string literals of TypeScript source, template literals with each `${…}` replaced
 * by `sample` (literals inside a substitution belong to the template, not listed alone).
 * Comments are skipped; a regex literal holding a quote is not expected in these files.
 */
export function stringLiterals(source: string, sample = '7'): Literal[] {
  return scan(source, sample).literals
}

/**
 * The source with its string literals and comments blanked out (lines kept): what is left
 * with Chinese in it is JSX text, which no catalogue test would see.
 */
export function codeOutsideLiterals(source: string): string {
  return scan(source, '7').code
}

function scan(source: string, sample: string): { literals: Literal[]; code: string } {
  const literals: Literal[] = []
  let code = ''
  let i = 0
  const blank = (from: number) => (code += source.slice(from, i).replace(/[^\n]/g, ' '))
  const lineAt = (index: number) => source.slice(0, index).split('\n').length

  function readQuoted(quote: string): string {
    let text = ''
    i++
    while (i < source.length && source[i] !== quote) {
      if (source[i] === '\\') {
        text += source[i + 1] === 'n' ? '\n' : (source[i + 1] ?? '')
        i += 2
      } else text += source[i++]
    }
    i++
    return text
  }

  function readTemplate(): string {
    let text = ''
    i++
    while (i < source.length && source[i] !== '`') {
      if (source[i] === '\\') {
        text += source[i + 1] === 'n' ? '\n' : (source[i + 1] ?? '')
        i += 2
      } else if (source[i] === '$' && source[i + 1] === '{') {
        i += 2
        skipExpression()
        text += sample
      } else text += source[i++]
    }
    i++
    return text
  }

  /** Skips a `${…}` substitution up to its closing brace, nested strings included. */
  function skipExpression() {
    let depth = 1
    while (i < source.length) {
      const char = source[i]
      if (char === "'" || char === '"') readQuoted(char)
      else if (char === '`') readTemplate()
      else {
        if (char === '{') depth++
        if (char === '}' && --depth === 0) {
          i++
          return
        }
        i++
      }
    }
  }

  while (i < source.length) {
    const char = source[i]
    const start = i
    if (char === '/' && source[i + 1] === '/') {
      i = source.indexOf('\n', i) === -1 ? source.length : source.indexOf('\n', i)
      blank(start)
    } else if (char === '/' && source[i + 1] === '*') {
      i = source.indexOf('*/', i) + 2
      blank(start)
    } else if (char === "'" || char === '"' || char === '`') {
      const text = char === '`' ? readTemplate() : readQuoted(char)
      literals.push({ text, line: lineAt(start), before: source.slice(Math.max(0, start - 40), start) })
      blank(start)
    } else code += source[i++]
  }
  return { literals, code }
}
