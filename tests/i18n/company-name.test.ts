// The company's English name is written one way wherever a visitor can read it: the
// interface texts of both catalogues and the shell, the pages' own texts and the seeded
// content (its domain in addresses aside).
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const NAME = 'LanGene Biotech'
const FOLDERS = ['common/i18n', 'web/lib', 'web/routes', 'web/components', 'server/db/seed']

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`
    if (entry.isDirectory()) return sourceFiles(relative)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : []
  })
}

describe("the company's English name", () => {
  it(`is always "${NAME}"`, () => {
    const files = FOLDERS.flatMap(sourceFiles)
    expect(files).toContain('server/db/seed/content/company.ts')
    const others: string[] = []
    for (const file of files) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8')
      // Every mention but the domain (www.langene.example.com, sales@langene…).
      for (const match of text.matchAll(/(?<![.@/])\blan\s*gene\b(?!\.)(?:\s+\w+)?/gi)) {
        if (match[0] !== NAME) others.push(`${file}: ${match[0]}`)
      }
    }
    expect(others).toEqual([])
  })
})
