// Messages and interface labels are written in Chinese, the source language; the English
// interface and English API requests see them through this catalogue.
import type { Lang } from './lang.ts'
import { EN_LABELS } from './en-labels.ts'
import { EN_MESSAGES, EN_PATTERNS } from './en-messages.ts'

/**
 * The message in the given language: Chinese as written, English from the catalogue.
 * A message with numbers or names in it is matched by a pattern, whose captured parts are
 * translated in turn (a wait of '5 分钟', a filter's name). Without an entry the message
 * comes back unchanged.
 */
export function translate(message: string, lang: Lang): string {
  if (lang === 'zh') return message
  // Several problems of one field come as one message, a line each.
  if (message.includes('\n'))
    return message
      .split('\n')
      .map((line) => translate(line, lang))
      .join('\n')
  // Own entries only: a message such as 'constructor' is not a key of the catalogue.
  if (Object.hasOwn(EN_MESSAGES, message)) return EN_MESSAGES[message] ?? message
  if (Object.hasOwn(EN_LABELS, message)) return EN_LABELS[message] ?? message
  for (const { pattern, english } of EN_PATTERNS) {
    const match = pattern.exec(message)
    if (match) return english(...match.slice(1).map((part) => translate(part, lang)))
  }
  return message
}

/**
 * An interface label in the given language: a label's own English comes first, as a word
 * can be a label and a message with different English (编辑: the button Edit, the staff
 * role Editor); other text as translate() gives it.
 */
export function translateLabel(text: string, lang: Lang): string {
  if (lang === 'en' && Object.hasOwn(EN_LABELS, text)) return EN_LABELS[text] ?? text
  return translate(text, lang)
}
