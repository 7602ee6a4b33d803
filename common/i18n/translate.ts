// Messages and interface labels are written in Chinese, the source language; the English
// interface and English API requests see them through the English catalogue
// (common/i18n/english.ts). The catalogue is a fifth of a public page's JavaScript and a
// Chinese page needs none of it, so it is provided, not imported: the server provides it
// at start, the browser fetches it before hydrating an English page.
import type { EnglishCatalogue } from './english.ts'
import type { Lang } from './lang.ts'

let english: EnglishCatalogue | undefined

/** Makes the English catalogue available to translate() and translateLabel(). */
export function provideEnglish(catalogue: EnglishCatalogue) {
  english = catalogue
}

/**
 * The message in the given language: Chinese as written, English from the catalogue.
 * A message with numbers or names in it is matched by a pattern, whose captured parts are
 * translated in turn (a wait of '5 分钟', a filter's name). Without an entry the message
 * comes back unchanged.
 */
export function translate(message: string, lang: Lang): string {
  if (lang === 'zh' || !english) return message
  // Several problems of one field come as one message, a line each.
  if (message.includes('\n'))
    return message
      .split('\n')
      .map((line) => translate(line, lang))
      .join('\n')
  // Own entries only: a message such as 'constructor' is not a key of the catalogue.
  const { labels, messages, patterns } = english
  if (Object.hasOwn(messages, message)) return messages[message] ?? message
  if (Object.hasOwn(labels, message)) return labels[message] ?? message
  for (const { pattern, english: fill } of patterns) {
    const match = pattern.exec(message)
    if (match) return fill(...match.slice(1).map((part) => translate(part, lang)))
  }
  return message
}

/**
 * An interface label in the given language: a label's own English comes first, as a word
 * can be a label and a message with different English (编辑: the button Edit, the staff
 * role Editor); other text as translate() gives it.
 */
export function translateLabel(text: string, lang: Lang): string {
  if (lang === 'en' && english && Object.hasOwn(english.labels, text)) return english.labels[text] ?? text
  return translate(text, lang)
}
