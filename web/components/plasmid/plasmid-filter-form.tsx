// The list's search and seven dropdowns as a plain GET form: it works before (or without)
// JavaScript; once hydrated, changing a dropdown applies it at once. Either way the form
// leaves out the page, so the list starts again at page 1 (spec §2).
import type { FormEvent } from 'react'
import { useSubmit } from 'react-router'
import { PLASMID_FILTER_ALL, PLASMID_FILTER_DIMENSIONS, PLASMID_SEARCH_TYPES } from '#common/plasmid-filters.ts'
import { PLASMID_PAGE_SIZE_DEFAULT, PLASMID_SEARCH_MAX } from '#common/schemas/plasmid.ts'
import {
  KEYWORD_PARAM,
  PLASMID_LIST_PATH,
  type PlasmidListState,
  SEARCH_TYPE_PARAM,
  formQuery,
} from '#web/features/plasmid/list-query.ts'

export function PlasmidFilterForm({ state }: { state: PlasmidListState }) {
  const submit = useSubmit()
  const apply = (form: HTMLFormElement) =>
    submit(formQuery(new FormData(form)), { method: 'get', action: PLASMID_LIST_PATH })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void apply(event.currentTarget)
  }
  const placeholder = state.searchType === 'itemNo' ? '请输入货号，如 GE-P10001' : '请输入产品名称，如 EGFP'

  return (
    <form method="get" action={PLASMID_LIST_PATH} className="plasmid-filters" role="search" onSubmit={onSubmit}>
      <div className="plasmid-filters__search">
        <select name={SEARCH_TYPE_PARAM} defaultValue={state.searchType} aria-label="搜索方式">
          {PLASMID_SEARCH_TYPES.map(({ key, label }) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
        <input
          type="search"
          name={KEYWORD_PARAM}
          defaultValue={state.keyword}
          placeholder={placeholder}
          aria-label="搜索关键词"
          maxLength={PLASMID_SEARCH_MAX}
        />
        <button type="submit" className="button button--primary">
          搜索
        </button>
      </div>
      <div className="plasmid-filters__grid">
        {PLASMID_FILTER_DIMENSIONS.map(({ key, label, options }) => (
          <div key={key} className="plasmid-filters__field">
            <label htmlFor={`plasmid-filter-${key}`}>{label}</label>
            <select
              id={`plasmid-filter-${key}`}
              name={key}
              defaultValue={state.filters[key]}
              onChange={(event) => void apply(event.currentTarget.form!)}
            >
              {options.map((option) => (
                <option key={option} value={option === PLASMID_FILTER_ALL ? '' : option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {state.size !== PLASMID_PAGE_SIZE_DEFAULT && <input type="hidden" name="size" value={state.size} />}
      <noscript>
        <button type="submit" className="button">
          应用筛选
        </button>
      </noscript>
    </form>
  )
}
