// The English catalogue as one value, for provideEnglish() (common/i18n/translate.ts).
import { EN_LABELS } from './en-labels.ts'
import { EN_MESSAGES, EN_PATTERNS, type PatternEntry } from './en-messages.ts'

export interface EnglishCatalogue {
  labels: Record<string, string>
  messages: Record<string, string>
  patterns: readonly PatternEntry[]
}

export const ENGLISH: EnglishCatalogue = { labels: EN_LABELS, messages: EN_MESSAGES, patterns: EN_PATTERNS }
