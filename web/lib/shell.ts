import { useRouteLoaderData } from 'react-router'
import type { CategoryNode, WebSettings } from '#common/schemas/cms.ts'
import { translate } from '#common/i18n/translate.ts'
import { type Lang, MESSAGES } from './i18n.ts'

export interface ShellData {
  categories: CategoryNode[]
  settings: WebSettings
  lang: Lang
  /** This page's canonical address. */
  canonical: string
}

/** Data every public page needs (menu, footer, language), loaded once by the root route. */
export function useShell() {
  const data = useRouteLoaderData('root') as ShellData | undefined
  const lang = data?.lang ?? 'zh'
  return {
    categories: data?.categories ?? [],
    settings: data?.settings,
    lang,
    t: MESSAGES[lang],
    canonical: data?.canonical,
  }
}

/** Page title in the site's pattern: "Page - Company". */
export function pageTitle(page: string, settings: WebSettings | undefined) {
  const site = settings?.xxl_title ?? ''
  return page && site ? `${page} - ${site}` : page || site
}

interface MetaInput {
  title: string
  description?: string | undefined
  keywords?: string | undefined
  noindex?: boolean
  /** schema.org JSON-LD describing the page (web/lib/structured-data.ts). */
  structuredData?: Record<string, unknown> | undefined
}

/** The root loader's data as a page's meta function sees it. */
export function shellOf(matches: readonly unknown[]): Partial<ShellData> | undefined {
  return (matches[0] as { loaderData?: Partial<ShellData> } | undefined)?.loaderData
}

/**
 * Each page's <title>, description and keywords, falling back to the site's own; a title
 * written in Chinese is shown in the page's language.
 */
export function pageMeta(matches: readonly unknown[], input: MetaInput) {
  const shell = shellOf(matches)
  const settings = shell?.settings
  return [
    { title: pageTitle(translate(input.title, shell?.lang ?? 'zh'), settings) },
    { name: 'description', content: input.description || settings?.site_description || '' },
    { name: 'keywords', content: input.keywords || settings?.site_keywords || '' },
    ...(input.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ...(input.structuredData ? [{ 'script:ld+json': input.structuredData }] : []),
  ]
}
