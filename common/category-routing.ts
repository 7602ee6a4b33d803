// Navigation by category type (spec §2 'Navigation by category type'). The same rule
// routes menu items, tags and carousel items, on the server and in the browser.

export const CATEGORY_TYPE = {
  LIST: 0,
  DETAIL: 1,
  PLASMID_PLATFORM: 2,
  ABOUT: 3,
  CRISPR_HELP: 4,
  RECRUITMENT: 5,
  NEWS: 6,
  NEWS_CHANNEL: 7,
  CONTACT: 8,
  HOME: 100,
} as const

export interface RoutableItem {
  id?: number
  pid?: number
  type?: number | null
  gourl?: string | null
  childs?: readonly RoutableItem[]
}

export interface NavTarget {
  href: string
  /** Absolute http(s) links open in a new window. */
  external: boolean
}

const EXTERNAL_URL = /^https?:\/\//i

export function categoryTarget(item: RoutableItem): NavTarget {
  const gourl = item.gourl?.trim() ?? ''
  if (EXTERNAL_URL.test(gourl)) return { href: gourl, external: true }
  return { href: internalHref(item, gourl), external: false }
}

function internalHref(item: RoutableItem, gourl: string): string {
  switch (item.type) {
    case CATEGORY_TYPE.LIST: {
      const firstChild = item.pid === 0 ? item.childs?.[0] : undefined
      return `/dynamicIndex?id=${firstChild?.id ?? item.id}`
    }
    case CATEGORY_TYPE.DETAIL:
      return `/dynamicDetail?id=${item.id}`
    case CATEGORY_TYPE.PLASMID_PLATFORM:
      return '/plasmidPlatform/plasmidPlatformList'
    case CATEGORY_TYPE.ABOUT:
      return '/aboutUs'
    case CATEGORY_TYPE.CRISPR_HELP:
      return '/crispr-help'
    case CATEGORY_TYPE.RECRUITMENT:
      return '/recruitment/enterprise'
    case CATEGORY_TYPE.NEWS:
    case CATEGORY_TYPE.NEWS_CHANNEL:
      return `/newsCenter?type=${item.type}&id=${item.id}`
    case CATEGORY_TYPE.CONTACT:
      return '/contactUs'
    case CATEGORY_TYPE.HOME:
      return '/'
    default:
      // Items without a type (carousel ads) carry their own site-relative link.
      return gourl.startsWith('/') ? gourl : '/'
  }
}
