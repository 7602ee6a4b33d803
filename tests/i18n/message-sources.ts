// Where the messages a visitor can see are written, and the string literals in them: the
// catalogue test checks that each one has an English entry.
import fs from 'node:fs'
import path from 'node:path'

/** Files whose Chinese literals are messages or labels the API sends (see isMessageSource). */
const SERVER_MESSAGE_FILE = /(?:\.service|\.routes|messages)\.ts$|\/routes\/[^/]+\.ts$/

/**
 * The shared schemas and error kinds; the services and routes of the server's modules, its
 * plugins (sign-in, rate limits, request checks) and the envelope's own defaults. Tests,
 * seeds, the plasmid catalogue and mail modules (`*-mail.ts`, always Chinese) are not.
 */
export function isMessageSource(file: string): boolean {
  if (/\.test\.tsx?$/.test(file) || !file.endsWith('.ts')) return false
  if (file.startsWith('common/schemas/') || file === 'common/errors.ts') return true
  if (file.startsWith('server/plugins/') || file === 'server/app.ts' || file === 'server/lib/reply.ts') return true
  return (
    file.startsWith('server/modules/') &&
    !file.startsWith('server/modules/plasmids/catalogue/') &&
    SERVER_MESSAGE_FILE.test(file)
  )
}

export function messageSourceFiles(root: string): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`
      if (entry.isDirectory()) walk(relative)
      else if (isMessageSource(relative)) files.push(relative)
    }
  }
  walk('common')
  walk('server')
  return files.sort()
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
  const literals: Literal[] = []
  let i = 0
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
    if (char === '/' && source[i + 1] === '/')
      i = source.indexOf('\n', i) === -1 ? source.length : source.indexOf('\n', i)
    else if (char === '/' && source[i + 1] === '*') i = source.indexOf('*/', i) + 2
    else if (char === "'" || char === '"' || char === '`') {
      const start = i
      const text = char === '`' ? readTemplate() : readQuoted(char)
      literals.push({ text, line: lineAt(start), before: source.slice(Math.max(0, start - 40), start) })
    } else i++
  }
  return literals
}
