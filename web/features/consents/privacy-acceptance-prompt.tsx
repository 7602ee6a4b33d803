// The customer area's prompt to accept a new privacy policy version: loaded in the browser
// only, after the page, so it costs the server-rendered frame nothing.
import { lazy } from 'react'
import { ClientOnly } from '#web/components/content/client-only.tsx'

const PrivacyAcceptance = lazy(() => import('./privacy-acceptance.tsx'))

export function PrivacyAcceptancePrompt() {
  return <ClientOnly fallback={null}>{() => <PrivacyAcceptance />}</ClientOnly>
}
