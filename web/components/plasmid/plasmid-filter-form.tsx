// The list's search and seven dropdowns as a plain GET form: it works before (or without)
// JavaScript; once hydrated, changing a dropdown applies it at once. Either way the form
// leaves out the page, so the list starts again at page 1 (spec §2).
//
// On a phone the seven dropdowns would fill the first screen, so they fold into a 筛选
// button (with the number of active filters) that opens them as a bottom sheet; there they
// are applied together with 查看结果.
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useSubmit } from 'react-router'
import { PLASMID_FILTER_ALL, PLASMID_FILTER_DIMENSIONS, PLASMID_SEARCH_TYPES } from '#common/plasmid-filters.ts'
import type { PlasmidFilters } from '#common/schemas/plasmid.ts'
import { PLASMID_PAGE_SIZE_DEFAULT, PLASMID_SEARCH_MAX } from '#common/plasmid-catalogue.ts'
import {
  KEYWORD_PARAM,
  PLASMID_LIST_PATH,
  type PlasmidListState,
  SEARCH_TYPE_PARAM,
  formQuery,
} from '#web/features/plasmid/list-query.ts'
import { useText } from '#web/lib/page-lang.ts'

/** A dropdown's options: the stored values (全部 first), as the list API last listed them. */
const optionsOf = (dropdowns: PlasmidFilters['filters'], key: string) =>
  dropdowns.find((dropdown) => dropdown.key === key)?.options ?? [PLASMID_FILTER_ALL]

/** Where the filters become a bottom sheet (matches the stylesheet's phone breakpoint). */
const PHONE_QUERY = '(max-width: 767px)'
const PANEL_ID = 'plasmid-filter-panel'

/** `dropdowns`: the filters with their stored values (POST /plasmid/filters). */
export function PlasmidFilterForm({
  state,
  dropdowns,
}: {
  state: PlasmidListState
  dropdowns: PlasmidFilters['filters']
}) {
  const t = useText()
  const submit = useSubmit()
  const [open, setOpen] = useState(false)
  const apply = (form: HTMLFormElement) =>
    submit(formQuery(new FormData(form)), { method: 'get', action: PLASMID_LIST_PATH })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void apply(event.currentTarget)
  }
  // In the phone sheet the choices are applied together; on a wide screen each one at once.
  const onFilterChange = (form: HTMLFormElement) => {
    if (!window.matchMedia(PHONE_QUERY).matches) void apply(form)
  }
  const activeCount = PLASMID_FILTER_DIMENSIONS.filter(({ key }) => state.filters[key]).length
  const placeholder = state.searchType === 'itemNo' ? t('请输入货号，如 GE-P10001') : t('请输入产品名称，如 EGFP')

  return (
    <form method="get" action={PLASMID_LIST_PATH} className="plasmid-filters" role="search" onSubmit={onSubmit}>
      <div className="plasmid-filters__search">
        <select name={SEARCH_TYPE_PARAM} defaultValue={state.searchType} aria-label={t('搜索方式')}>
          {PLASMID_SEARCH_TYPES.map(({ key, label }) => (
            <option key={key} value={key}>
              {t(label)}
            </option>
          ))}
        </select>
        <input
          type="search"
          name={KEYWORD_PARAM}
          defaultValue={state.keyword}
          placeholder={placeholder}
          aria-label={t('搜索关键词')}
          maxLength={PLASMID_SEARCH_MAX}
        />
        <button type="submit" className="button button--primary">
          {t('搜索')}
        </button>
        <button
          type="button"
          className="button plasmid-filters__toggle"
          aria-expanded={open}
          aria-controls={PANEL_ID}
          aria-label={activeCount > 0 ? t('筛选（已选 {0} 项）').replace('{0}', String(activeCount)) : t('筛选')}
          onClick={() => setOpen(true)}
        >
          <FilterIcon />
          {t('筛选')}
          {activeCount > 0 && (
            <span className="plasmid-filters__count" aria-hidden="true">
              {activeCount}
            </span>
          )}
        </button>
      </div>
      <FilterPanel open={open} onClose={() => setOpen(false)}>
        <div className="plasmid-filters__grid">
          {PLASMID_FILTER_DIMENSIONS.map(({ key, label }) => (
            <div key={key} className="plasmid-filters__field">
              <label htmlFor={`plasmid-filter-${key}`}>{t(label)}</label>
              <select
                id={`plasmid-filter-${key}`}
                name={key}
                defaultValue={state.filters[key]}
                onChange={(event) => onFilterChange(event.currentTarget.form!)}
              >
                {optionsOf(dropdowns, key).map((option) => (
                  <option key={option} value={option === PLASMID_FILTER_ALL ? '' : option}>
                    {option === PLASMID_FILTER_ALL ? t(option) : option}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      </FilterPanel>
      {state.size !== PLASMID_PAGE_SIZE_DEFAULT && <input type="hidden" name="size" value={state.size} />}
      <noscript>
        <button type="submit" className="button">
          {t('应用筛选')}
        </button>
      </noscript>
    </form>
  )
}

/**
 * The dropdowns: inline on wide screens; on a phone a bottom sheet over a backdrop, with a
 * title, a close button and 查看结果 (Escape or the backdrop close it too).
 */
function FilterPanel({ open, onClose, children }: { open: boolean; onClose: () => void; children: React.ReactNode }) {
  const t = useText()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (!open) return
    heading.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', onKey)
    document.body.classList.add('is-scroll-locked')
    return () => {
      document.removeEventListener('keydown', onKey)
      document.body.classList.remove('is-scroll-locked')
    }
  }, [open, onClose])

  return (
    <>
      <div className="plasmid-filters__backdrop" hidden={!open} onClick={onClose} />
      <div id={PANEL_ID} className={open ? 'plasmid-filters__panel is-open' : 'plasmid-filters__panel'}>
        <div className="plasmid-filters__sheet-head">
          <h2 ref={heading} tabIndex={-1}>
            {t('筛选条件')}
          </h2>
          <button type="button" className="plasmid-filters__close" aria-label={t('关闭筛选')} onClick={onClose}>
            ×
          </button>
        </div>
        {children}
        <div className="plasmid-filters__sheet-foot">
          <button type="submit" className="button button--primary">
            {t('查看结果')}
          </button>
        </div>
      </div>
    </>
  )
}

function FilterIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path d="M3 5h18l-7 8v6l-4 2v-8z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  )
}
