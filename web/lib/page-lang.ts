// The language of the page. During rendering it comes from the root loader (useShell), so
// the server's HTML and the browser's first render agree; outside rendering (a form's own
// checks, a failed fetch, a toast) from <html lang>, which root.tsx wrote from the same
// loader. Messages and labels are written in Chinese and shown through the catalogue.
import { Fragment, type ReactNode, createElement, useCallback } from 'react'
import type { Lang } from '#common/i18n/lang.ts'
import { translate, translateLabel } from '#common/i18n/translate.ts'
import { useShell } from './shell.ts'

export function pageLang(): Lang {
  return typeof document !== 'undefined' && document.documentElement.lang === 'en' ? 'en' : 'zh'
}

/** A message in the page's language, for code that runs outside rendering. */
export const pageText = (message: string) => translate(message, pageLang())

/** The Accept-Language of the page's API calls (the language cookie, when set, agrees). */
export const pageAcceptLanguage = () => (pageLang() === 'en' ? 'en' : 'zh-CN')

export type TextOf = (text: string) => string

/** The source text as it is: for Chinese-only screens (the admin console) sharing a labelled component. */
export const chinese: TextOf = (text) => text

/** Labels in the page's language while rendering: `t('订单编号')`. */
export function useText(): TextOf {
  const { lang } = useShell()
  return useCallback((text: string) => translateLabel(text, lang), [lang])
}

/** An option list (antd Select, Radio) with its labels in the page's language. */
export const optionsIn = <Option extends { label: string }>(options: readonly Option[], t: TextOf): Option[] =>
  options.map((option) => ({ ...option, label: t(option.label) }))

/**
 * A label with elements or values inside it (an e-mail in bold, a link, a code sample):
 * written with `{0}`, `{1}` … where they go, so that the English can put them where its
 * word order needs them: `fillIn(t('验证码已发送至 {0}'), <strong>{email}</strong>)`.
 */
export function fillIn(text: string, ...parts: ReactNode[]): ReactNode[] {
  // Splitting on a captured group leaves each placeholder's number at the odd places.
  return text
    .split(/\{(\d+)\}/)
    .map((piece, index) => createElement(Fragment, { key: index }, index % 2 === 1 ? parts[Number(piece)] : piece))
}
