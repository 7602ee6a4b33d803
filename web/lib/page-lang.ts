// The language of the page in the browser, as root.tsx wrote it on <html lang>: messages
// made in the browser (a form's own checks, a failed fetch) use it, and API calls ask
// for it, so that a page and its messages never differ.
import type { Lang } from '#common/i18n/lang.ts'
import { translate } from '#common/i18n/translate.ts'

export function pageLang(): Lang {
  return typeof document !== 'undefined' && document.documentElement.lang === 'en' ? 'en' : 'zh'
}

/** A message in the page's language. */
export const pageText = (message: string) => translate(message, pageLang())

/** The Accept-Language of the page's API calls (the language cookie, when set, agrees). */
export const pageAcceptLanguage = () => (pageLang() === 'en' ? 'en' : 'zh-CN')
