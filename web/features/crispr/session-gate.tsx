import type { ReactNode } from 'react'
import { useSessionUser } from '#web/lib/session.ts'
import { LoginPrompt } from './login-prompt.tsx'

/**
 * The CRISPR-Net pages need a login (spec §6): without a session they show the login
 * prompt in place of the tool. Renders only in the browser, where the session lives; a
 * logout while the page is open turns the tool back into the prompt.
 */
export function SessionGate({ redirect, children }: { redirect: string; children: ReactNode }) {
  return useSessionUser() ? children : <LoginPrompt redirect={redirect} />
}
