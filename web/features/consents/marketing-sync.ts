// The consents show in more than one place of the customer area: the marketing opt-in as the
// account form's checkbox and as the 隐私与授权 switch, the accepted policy version in that
// card and in the prompt that asks for it. A change saved through any of them is announced,
// so the others show it too and a later save of the form does not quietly undo a consent
// withdrawn with the switch.
import { useEffect, useRef } from 'react'
import type { Consents } from '#common/schemas/consent.ts'

const MARKETING_CHANGED = 'marketing-consent-changed'
const CONSENTS_CHANGED = 'consents-changed'

function announce<T>(name: string, detail: T): void {
  window.dispatchEvent(new CustomEvent<T>(name, { detail }))
}

/** Calls the latest `onChange` with each announcement of `name` while the component is mounted. */
function useAnnouncements<T>(name: string, onChange: (detail: T) => void): void {
  const latest = useRef(onChange)
  useEffect(() => {
    latest.current = onChange
  })
  useEffect(() => {
    const listener = (event: Event) => latest.current((event as CustomEvent<T>).detail)
    window.addEventListener(name, listener)
    return () => window.removeEventListener(name, listener)
  }, [name])
}

export const announceMarketing = (granted: number) => announce(MARKETING_CHANGED, granted)

/** Calls `onChange` with the opt-in (0/1) each time a change of it is saved. */
export const useMarketingChanges = (onChange: (granted: number) => void) =>
  useAnnouncements(MARKETING_CHANGED, onChange)

export const announceConsents = (consents: Consents) => announce(CONSENTS_CHANGED, consents)

/** Calls `onChange` with the consents as the server answered each change saved through the consents call. */
export const useConsentsChanges = (onChange: (consents: Consents) => void) =>
  useAnnouncements(CONSENTS_CHANGED, onChange)
