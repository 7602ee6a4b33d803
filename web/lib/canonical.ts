// The canonical address of a page (<link rel="canonical">): the published origin, the path,
// and only the query parameters that choose what the page shows. Tracking parameters,
// filters and search words make the same page under endless addresses; search engines are
// told to count them as one.

/** Query parameters that select a page's content (an item, a channel, a page of a list). */
const CONTENT_PARAMS = ['id', 'listId', 'newsId', 'key', 'type', 'kind', 'page']

export function canonicalUrl(publicUrl: string, requestUrl: string): string {
  const request = new URL(requestUrl)
  const canonical = new URL(request.pathname, new URL(publicUrl).origin)
  for (const name of CONTENT_PARAMS) {
    const value = request.searchParams.get(name)
    // Page 1 is the list itself.
    if (value && !(name === 'page' && value === '1')) canonical.searchParams.set(name, value)
  }
  return canonical.toString()
}
