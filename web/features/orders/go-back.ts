import type { NavigateFunction } from 'react-router'

/**
 * Back one step in history (spec §2, §4), or to `fallback` when this page opened the tab:
 * React Router counts the entries it made in history.state.idx.
 */
export function goBack(navigate: NavigateFunction, fallback: string) {
  const index = (window.history.state as { idx?: number } | null)?.idx ?? 0
  void (index > 0 ? navigate(-1) : navigate(fallback))
}
