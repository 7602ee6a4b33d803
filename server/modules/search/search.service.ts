import type { SearchQuery, SearchResult, SearchResultItem } from '#common/schemas/search.ts'
import { highlight, searchTerms, snippet } from '#common/search-highlight.ts'
import type { SearchRepo } from './search.repo.ts'

type SearchRow = Awaited<ReturnType<SearchRepo['search']>>['rows'][number]

function toResultItem(row: SearchRow, terms: readonly string[]): SearchResultItem {
  const description = snippet(row.bodyText, terms)
  return {
    id: row.id,
    kind: row.kind,
    ref_id: row.refId,
    title: row.title,
    description: description.text,
    url: row.url,
    titleHtml: highlight(row.title, terms),
    descriptionHtml: description.html,
  }
}

export function createSearchService(repo: SearchRepo) {
  return {
    /**
     * Site search (spec §7 GET article/search). Every whitespace-separated term of
     * `keywords` and of the secondary `keywords2` must occur in the title or text;
     * results whose title holds more of the terms come first, then the newest. Without
     * primary keywords there is nothing to search: an empty page, not an error.
     */
    async search({ page, size, keywords, keywords2 }: SearchQuery): Promise<SearchResult> {
      if (searchTerms(keywords).length === 0) return { data: [], total: 0 }
      const terms = searchTerms(keywords, keywords2)
      const { rows, total } = await repo.search(terms, { offset: page * size, limit: size })
      return { data: rows.map((row) => toResultItem(row, terms)), total }
    },
  }
}

export type SearchService = ReturnType<typeof createSearchService>
