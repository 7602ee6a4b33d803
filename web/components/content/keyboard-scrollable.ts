import { type RefObject, useEffect, useRef } from 'react'

/** The elements antd's Table scrolls its rows in, sideways or down. */
const TABLE_SCROLLERS = '.ant-table-content, .ant-table-body'

/**
 * Lets the keyboard reach the scroll containers antd's Table draws inside the returned
 * ref's element: each becomes a focusable, labelled region, so people who do not use a
 * pointer can scroll a wide result table too (WCAG 2.1.1). antd gives no prop for it.
 * The table's hidden measuring row is taken out of the focus order.
 */
export function useKeyboardScrollableTable<T extends HTMLElement>(label: string): RefObject<T | null> {
  const ref = useRef<T>(null)
  useEffect(() => {
    for (const scroller of ref.current?.querySelectorAll<HTMLElement>(TABLE_SCROLLERS) ?? []) {
      if (scroller.tabIndex === 0) continue
      scroller.tabIndex = 0
      scroller.setAttribute('role', 'region')
      scroller.setAttribute('aria-label', label)
    }
    // antd copies the header into a hidden row to measure the columns; its copy of a
    // select-all checkbox must not take the keyboard's focus (WCAG 4.1.2).
    for (const row of ref.current?.querySelectorAll('.ant-table-measure-row') ?? []) row.setAttribute('inert', '')
  })
  return ref
}
