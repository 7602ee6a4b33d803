// Pages whose HTML is the same for every anonymous visitor opt in to the server's page cache
// (ADR 014) with `export const handle = PUBLIC_PAGE` (or `{ ...PUBLIC_PAGE, section }`). Not
// for pages that show the visitor's own data, state or input (account, orders, search, tools).
import type { EntryContext } from 'react-router'

export interface PublicPageHandle {
  publicPage: true
}

export const PUBLIC_PAGE: PublicPageHandle = { publicPage: true }

/** How server rendering tells the server a page may be cached; removed before sending. */
export const PUBLIC_PAGE_HEADER = 'x-public-page'

/** Every route of the page (the root, which is the shared shell, aside) opted in. */
export function isPublicPage({ staticHandlerContext, routeModules }: EntryContext): boolean {
  const routes = staticHandlerContext.matches.filter((match) => match.route.id !== 'root')
  return (
    routes.length > 0 &&
    routes.every(
      (match) => (routeModules[match.route.id]?.handle as Partial<PublicPageHandle> | undefined)?.publicPage === true,
    )
  )
}
