// The plasmid list's state lives in the URL query (bookmarkable, survives reload and
// back): the filter state of spec §3 'Plasmid filter state' plus the search type, page and
// size. These functions read it from a URL and turn it into the list call's payload.
import { pageFromQuery } from '#common/pagination.ts'
import { queryText } from '#common/search-highlight.ts'
import {
  EMPTY_PLASMID_FILTER_STATE,
  PLASMID_FILTER_ALL,
  PLASMID_FILTER_DIMENSIONS,
  type PlasmidFilterKey,
  type PlasmidFilterState,
} from '#common/plasmid-filters.ts'
import {
  PLASMID_FILTER_VALUE_MAX,
  PLASMID_PAGE_SIZE_DEFAULT,
  PLASMID_PAGE_SIZES,
  PLASMID_SEARCH_MAX,
} from '#common/plasmid-catalogue.ts'

export const PLASMID_LIST_PATH = '/plasmidPlatform/plasmidPlatformList'
export const PLASMID_INDEX_PATH = '/plasmidPlatform'
export const plasmidDetailPath = (id: number) => `/plasmidPlatformDetail?listId=${id}`

export type SearchType = 'name' | 'itemNo'

export interface PlasmidListState {
  filters: PlasmidFilterState
  searchType: SearchType
  keyword: string
  page: number
  size: number
}

/** Query parameters: one per filter (the filter state's keys), then these. */
export const SEARCH_TYPE_PARAM = 'searchType'
export const KEYWORD_PARAM = 'keyword'

function positiveInt(value: string | null): number | undefined {
  const number = Number(value)
  return Number.isInteger(number) && number > 0 ? number : undefined
}

/**
 * 全部, over-long filter values, unknown sizes or search types fall back to "no filter" and
 * the defaults. The filter values are edited by staff, so any other value is kept: one that
 * no longer exists (renamed since the link was made) finds nothing rather than everything.
 */
export function readListState(search: URLSearchParams): PlasmidListState {
  const filters: PlasmidFilterState = { ...EMPTY_PLASMID_FILTER_STATE }
  for (const { key } of PLASMID_FILTER_DIMENSIONS) {
    const value = search.get(key)?.trim() ?? ''
    filters[key] = value !== PLASMID_FILTER_ALL && value.length <= PLASMID_FILTER_VALUE_MAX ? value : ''
  }
  const searchType: SearchType = search.get(SEARCH_TYPE_PARAM) === 'itemNo' ? 'itemNo' : 'name'
  const keyword = queryText(search.get(KEYWORD_PARAM), PLASMID_SEARCH_MAX)
  filters[searchType] = keyword
  const size = positiveInt(search.get('size'))
  return {
    filters,
    searchType,
    keyword,
    page: pageFromQuery(search.get('page')),
    size: size && (PLASMID_PAGE_SIZES as readonly number[]).includes(size) ? size : PLASMID_PAGE_SIZE_DEFAULT,
  }
}

/** The list call's filter fields (spec §7 names), as the list and its export take them. */
export function filterPayload(filters: PlasmidFilterState): Record<string, string> {
  const payload: Record<string, string> = { name: filters.name, itemNo: filters.itemNo }
  for (const { key, field } of PLASMID_FILTER_DIMENSIONS) payload[field] = filters[key]
  return payload
}

/** The POST /plasmid/list payload. */
export function listPayload({ filters, page, size }: PlasmidListState): Record<string, string | number> {
  return { page, size, ...filterPayload(filters) }
}

/** A list URL with only the non-empty filters: index tiles link to it, the form builds it. */
export function listHref(filters: Partial<Record<PlasmidFilterKey, string>>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value)
  const query = params.toString()
  return query ? `${PLASMID_LIST_PATH}?${query}` : PLASMID_LIST_PATH
}

/**
 * The query a filter form submits, without empty fields and without the page, so the list
 * starts again at page 1 whenever a filter or the search changes (spec §2).
 */
export function formQuery(form: FormData): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of form) {
    if (typeof value !== 'string' || value.trim() === '' || key === 'page') continue
    if (key === SEARCH_TYPE_PARAM && !form.get(KEYWORD_PARAM)) continue
    if (key === 'size' && Number(value) === PLASMID_PAGE_SIZE_DEFAULT) continue
    params.set(key, value.trim())
  }
  return params
}
