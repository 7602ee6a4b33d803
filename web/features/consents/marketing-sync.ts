// The marketing opt-in shows twice on /account: the account form's checkbox and the 隐私与授权
// switch. A change saved through either is announced, so the other shows it too and a later
// save of the form does not quietly undo a consent withdrawn with the switch.
import { useEffect, useRef } from 'react'

const MARKETING_CHANGED = 'marketing-consent-changed'

export function announceMarketing(granted: number): void {
  window.dispatchEvent(new CustomEvent<number>(MARKETING_CHANGED, { detail: granted }))
}

/** Calls `onChange` with the opt-in (0/1) each time a change of it is saved. */
export function useMarketingChanges(onChange: (granted: number) => void): void {
  const latest = useRef(onChange)
  useEffect(() => {
    latest.current = onChange
  })
  useEffect(() => {
    const listener = (event: Event) => latest.current((event as CustomEvent<number>).detail)
    window.addEventListener(MARKETING_CHANGED, listener)
    return () => window.removeEventListener(MARKETING_CHANGED, listener)
  }, [])
}
