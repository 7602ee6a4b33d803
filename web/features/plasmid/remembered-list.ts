// The "remembered list item" of spec §2: the list URL (filters, search, page) the visitor
// came from, kept for the session so the detail page's back arrow returns to it. The back
// arrow clears it, as the spec says.
import { useEffect, useSyncExternalStore } from 'react'
import { PLASMID_LIST_PATH } from './list-query.ts'

const KEY = 'plasmidPlatform:list'

const noSubscription = () => () => {}

/** Called by the list page with its current URL. */
export function useRememberListUrl(url: string) {
  useEffect(() => {
    sessionStorage.setItem(KEY, url)
  }, [url])
}

/** Where the back arrow leads: the remembered list, else the unfiltered list (also while server rendering). */
export function useRememberedListUrl(): string {
  return useSyncExternalStore(
    noSubscription,
    () => {
      const saved = sessionStorage.getItem(KEY)
      return saved?.startsWith(PLASMID_LIST_PATH) ? saved : PLASMID_LIST_PATH
    },
    () => PLASMID_LIST_PATH,
  )
}

export function forgetListUrl() {
  sessionStorage.removeItem(KEY)
}
