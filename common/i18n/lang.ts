// The interface language: chosen on the site with /lang/en (cookie `lang`), otherwise
// taken from the browser's Accept-Language; Chinese when neither says.
export type Lang = 'zh' | 'en'

export const LANG_COOKIE = 'lang'

/** The language the site's cookie chose, if any. */
function cookieLang(cookieHeader: string | null | undefined): Lang | undefined {
  const match = cookieHeader?.match(/(?:^|;\s*)lang=(zh|en)\b/)
  return match?.[1] === 'en' ? 'en' : match?.[1] === 'zh' ? 'zh' : undefined
}

export function langFromCookie(cookieHeader: string | null | undefined): Lang {
  return cookieLang(cookieHeader) ?? 'zh'
}

/** The first of Chinese and English in the header's order of preference (q values). */
function acceptedLang(acceptLanguage: string | null | undefined): Lang | undefined {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().toLowerCase().split(';')
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index }
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { tag } of ranked) {
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh'
    if (tag === 'en' || tag.startsWith('en-')) return 'en'
  }
  return undefined
}

/** The language of a request: the site's cookie, then Accept-Language, then Chinese. */
export function requestLang(cookieHeader: string | null | undefined, acceptLanguage: string | null | undefined): Lang {
  return cookieLang(cookieHeader) ?? acceptedLang(acceptLanguage) ?? 'zh'
}
