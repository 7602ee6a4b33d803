import type { ComponentProps } from 'react'
import { useHydrated } from '#web/lib/hydrated.ts'

/**
 * A button whose action is the page's code (opening a menu, a search box, a modal). Public
 * pages hydrate after their first paint, and a click before that would be lost: the button
 * takes clicks only once the page runs, and looks the same meanwhile.
 */
export function ScriptButton({ disabled, ...props }: ComponentProps<'button'>) {
  const hydrated = useHydrated()
  return <button type="button" {...props} disabled={!hydrated || disabled} />
}
