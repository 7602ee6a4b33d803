// The state of a console list kept in the page's URL query: keyword and filters under their
// API names, `sort` and `order`, `page` and `size`. A reload, Back from a detail page and a
// link sent to a colleague therefore show the same rows. Changes replace the history entry
// (paging through a list is not a trail of pages to go back through).
import type { SorterResult, SortOrder as AntSortOrder } from 'antd/es/table/interface'
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import type { SortOrder } from '#common/schemas/list-sort.ts'

export const PAGE_SIZES = [10, 20, 50]

export type FilterValue = string | number | undefined
type Changes = Record<string, FilterValue>

/** Query names that are the list's own; `tab` belongs to the page around the list. */
const LIST_PARAMS = ['page', 'size', 'sort', 'order']
const PAGE_PARAMS = ['tab']

const pageOf = (text: string | null) => {
  const page = Number(text)
  return Number.isInteger(page) && page >= 1 ? page : 1
}
const sizeOf = (text: string | null) => PAGE_SIZES.find((size) => String(size) === text) ?? PAGE_SIZES[0]!

export const antOrderOf = (order: SortOrder): AntSortOrder => (order === 'asc' ? 'ascend' : 'descend')

/**
 * `defaults` apply while the URL does not name the filter; clearing such a filter keeps its
 * name with an empty value, so the default does not come back.
 */
export function useListQuery(defaults: Record<string, FilterValue> = {}) {
  const [params, setParams] = useSearchParams()
  const search = params.toString()
  const defaultsKey = JSON.stringify(defaults)

  const state = useMemo(() => {
    const current = new URLSearchParams(search)
    const filters: Record<string, string | undefined> = {}
    for (const [name, value] of Object.entries(JSON.parse(defaultsKey) as Changes))
      if (value !== undefined) filters[name] = String(value)
    for (const [name, value] of current)
      if (!LIST_PARAMS.includes(name) && !PAGE_PARAMS.includes(name)) filters[name] = value || undefined
    return {
      page: pageOf(current.get('page')),
      size: sizeOf(current.get('size')),
      sort: current.get('sort') || undefined,
      order: (current.get('order') === 'asc' ? 'asc' : 'desc') as SortOrder,
      filters,
    }
  }, [search, defaultsKey])

  const update = useCallback(
    (changes: Changes, keepPage = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          for (const [name, value] of Object.entries(changes)) {
            if (value !== undefined && value !== '') next.set(name, String(value))
            else if (name in (JSON.parse(defaultsKey) as Changes)) next.set(name, '')
            else next.delete(name)
          }
          if (!keepPage) next.delete('page')
          return next
        },
        { replace: true },
      ),
    [setParams, defaultsKey],
  )

  /** Sets one filter (undefined or '' removes it) and goes back to the first page. */
  const setFilter = useCallback((name: string, value: FilterValue) => update({ [name]: value }), [update])

  const setPage = useCallback(
    (page: number, size: number) =>
      update({ page: page > 1 ? page : undefined, size: size === PAGE_SIZES[0] ? undefined : size }, true),
    [update],
  )

  /** What antd's Table reports when a column header is clicked: the column's key and direction. */
  const setSorter = useCallback(
    (sorter: SorterResult<unknown> | SorterResult<unknown>[]) => {
      const chosen = Array.isArray(sorter) ? sorter[0] : sorter
      const field = chosen?.order ? String(chosen.columnKey ?? chosen.field) : undefined
      update({ sort: field, order: field ? (chosen!.order === 'ascend' ? 'asc' : 'desc') : undefined })
    },
    [update],
  )

  return { ...state, update, setFilter, setPage, setSorter }
}

export type ListQuery = ReturnType<typeof useListQuery>
