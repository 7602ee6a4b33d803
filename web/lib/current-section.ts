// Which entry of the top menu the current page belongs to, so the menu can say "you are
// here" (aria-current="page" and its visual state) on every public page: the section's own
// pages, and their lists, details, tools and search-result details too.
import { categoryTarget } from '#common/category-routing.ts'
import type { CategoryNode } from '#common/schemas/cms.ts'

/** What a page may tell about its section, through its route's `handle.section`. */
export interface PageSection {
  /** A category the page shows or belongs to (a product's category, say). */
  categoryId?: number | undefined
  /** The menu page it belongs under, when it is not a category page. */
  path?: string | undefined
}

/** The `handle` of a route module whose section depends on its data. */
export interface SectionHandle {
  section: (loaderData: unknown) => PageSection
}

/** Pages that belong under another page of the menu: its details, sub-pages and tools. */
const SECTION_PATHS: Readonly<Record<string, string>> = {
  '/plasmidPlatform': '/plasmidPlatform/plasmidPlatformList',
  '/plasmidPlatformDetail': '/plasmidPlatform/plasmidPlatformList',
  '/newsCenter/newsCenterDetail': '/newsCenter',
  '/recruitment': '/recruitment/enterprise',
  '/recruitment/school': '/recruitment/enterprise',
  '/talentRecruitmentDetail': '/recruitment/enterprise',
  '/contactUs/enterpriseRecruitment': '/recruitment/enterprise',
  '/contactUs/schoolRecruitment': '/recruitment/enterprise',
  '/crispr': '/crispr-help',
  '/crispr-result': '/crispr-help',
}

/** Pages whose `id` query parameter is the category they show. */
const CATEGORY_PAGES = new Set(['/dynamicIndex', '/dynamicDetail'])

const hrefPath = (item: CategoryNode) => {
  const target = categoryTarget(item)
  return target.external ? undefined : target.href.split('?')[0]
}

const contains = (item: CategoryNode, test: (node: CategoryNode) => boolean): boolean =>
  item.childs.some((child) => test(child) || contains(child, test))

/** The top entry holding `test`'s match: the top entries themselves first, then their descendants. */
function topEntry(menu: readonly CategoryNode[], test: (node: CategoryNode) => boolean): CategoryNode | undefined {
  return menu.find(test) ?? menu.find((top) => contains(top, test))
}

export interface CurrentSection {
  /** The top menu entry of the page. */
  topId: number
  /** The category the page shows, when it is one of the menu's sub-entries. */
  categoryId?: number | undefined
}

export function currentSection(
  menu: readonly CategoryNode[],
  location: { pathname: string; search: string },
  page: PageSection = {},
): CurrentSection | undefined {
  const categoryId =
    page.categoryId ??
    (CATEGORY_PAGES.has(location.pathname)
      ? Number(new URLSearchParams(location.search).get('id')) || undefined
      : undefined)
  if (categoryId !== undefined) {
    const top = topEntry(menu, (node) => node.id === categoryId)
    return top ? { topId: top.id, categoryId } : undefined
  }
  // A category page of an unknown category belongs nowhere (it is a 404 page).
  if (CATEGORY_PAGES.has(location.pathname)) return undefined
  const path = page.path ?? SECTION_PATHS[location.pathname] ?? location.pathname
  const top = topEntry(menu, (node) => hrefPath(node) === path)
  return top ? { topId: top.id } : undefined
}
