// Every message the API or a shared schema can show has correct English, found by reading
// the sources: a message added without an entry fails here.
import path from 'node:path'
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { EN_LABELS } from '#common/i18n/en-labels.ts'
import { EN_MESSAGES, EN_PATTERNS } from '#common/i18n/en-messages.ts'
import { provideEnglish, translate, translateLabel } from '#common/i18n/translate.ts'
import { codeOutsideLiterals, labelSourceFiles, messageSourceFiles, stringLiterals } from './message-sources.ts'
import { ENGLISH } from '#common/i18n/english.ts'

provideEnglish(ENGLISH)

const ROOT = path.resolve(import.meta.dirname, '../..')
const HAN = /\p{Script=Han}/u
/** Chinese characters and the full-width punctuation that goes with them. */
const CJK = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u

/**
 * Words allowed in a Chinese message: product, gene and technical names, file formats,
 * units and field names, which Chinese text writes in Latin letters.
 */
const TECHNICAL_TERMS =
  /\b(?:CRISPR-Net|Cas-OFFinder|GUIDE-seq|sgRNA|shRNA|gRNAs?|PAM|DNA|RNA|ODN|SpCas9|AsCpf1|HEK293T|NCBI|PDF|Word|CSV|HTML|PI|MB|KB|bp|nt|ng|μL|e-mail|on_seq|off_seq|id|isreg|data\.body)\b/g
/** Two Latin words in a row, the mark of an English phrase. */
const ENGLISH_PHRASE = /[A-Za-z]{2,}[\s,.!?'-]+[A-Za-z]{2,}/

/**
 * Chinese literals that are not messages: OpenAPI documentation (`summary`, `description`,
 * `title`, `tags`, `.describe()`), mail or SMS subjects and signatures (`【…】`), which
 * are sent in Chinese whatever the interface language, the names of downloaded files
 * (`客户-2026-11-25.csv`), and when an import column is to be filled (`when`), which only
 * the Chinese spreadsheet template explains.
 */
function isMessage(text: string, before: string): boolean {
  if (!HAN.test(text) || text.startsWith('【') || /\.[a-z]{2,4}$/.test(text)) return false
  return !/(?:\b(?:summary|description|title|when)\s*:|\.describe\(|\btags\s*[:=]\s*\[)\s*$/.test(before)
}

/**
 * A page's meta description and keywords: written for search engines, which see the
 * Chinese page (English is a visitor's cookie), so they are not labels.
 */
const isSearchText = (before: string) => /\b(?:description|keywords)\s*:\s*$/.test(before)

/** The `{0}`, `{1}` … of a label that has elements or values put into it (fillIn). */
const placeholders = (text: string) => [...text.matchAll(/\{\d+\}/g)].map(([marker]) => marker).sort()

describe('the English message catalogue', () => {
  it('has Chinese keys with no English phrase in them', () => {
    const sources = [
      ...Object.keys(EN_MESSAGES),
      ...Object.keys(EN_LABELS),
      ...EN_PATTERNS.map(({ pattern }) => pattern.source),
    ]
    const english = sources.filter((key) => ENGLISH_PHRASE.test(key.replace(TECHNICAL_TERMS, '')))
    expect(english).toEqual([])
  })

  it('has English values with no Chinese in them', () => {
    const chinese = Object.entries({ ...EN_MESSAGES, ...EN_LABELS }).filter(([, value]) => CJK.test(value))
    expect(chinese).toEqual([])
    const patterns = EN_PATTERNS.filter(({ english }) => CJK.test(english('7', '7', '7')))
    expect(patterns.map(({ pattern }) => pattern.source)).toEqual([])
  })

  it('translates every message of the shared schemas, the errors and the server', () => {
    const files = messageSourceFiles(ROOT)
    expect(files).toEqual(
      expect.arrayContaining(['common/errors.ts', 'common/schemas/visitor.ts', 'server/plugins/auth.ts']),
    )
    expect(files).toContain('server/modules/account/routes/auth.routes.ts')
    expect(files).not.toContain('server/modules/account/account-mail.ts')
    const missing: string[] = []
    for (const file of files) {
      for (const { text, line, before } of stringLiterals(fs.readFileSync(path.join(ROOT, file), 'utf8'))) {
        if (isMessage(text, before) && CJK.test(translate(text, 'en'))) missing.push(`${file}:${line} ${text}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('keeps the placeholders of a label in its English', () => {
    const lost = Object.entries(EN_LABELS).filter(
      ([chinese, english]) => placeholders(chinese).join() !== placeholders(english).join(),
    )
    expect(lost).toEqual([])
  })

  it('translates every label of the customer area, sign-in, booking, order and CRISPR-Net pages', () => {
    const files = labelSourceFiles(ROOT)
    expect(files).toEqual(
      expect.arrayContaining([
        'web/features/orders/field-labels.ts',
        'web/features/booking/booking-form.tsx',
        'web/features/account/account-form.tsx',
        'web/features/auth/login-form.tsx',
        'web/features/crispr/job-form.tsx',
        'web/components/account/auth-frame.tsx',
        'web/routes/order.tsx',
        'web/routes/crispr-help.tsx',
      ]),
    )
    const missing: string[] = []
    for (const file of files) {
      const source = fs.readFileSync(path.join(ROOT, file), 'utf8')
      for (const { text, line, before } of stringLiterals(source)) {
        if (HAN.test(text) && !isSearchText(before) && CJK.test(translateLabel(text, 'en')))
          missing.push(`${file}:${line} ${text}`)
      }
      // Chinese written as JSX text would reach the English page untranslated.
      codeOutsideLiterals(source)
        .split('\n')
        .forEach((code, index) => HAN.test(code) && missing.push(`${file}:${index + 1} ${code.trim()}`))
    }
    expect(missing).toEqual([])
  })
})
