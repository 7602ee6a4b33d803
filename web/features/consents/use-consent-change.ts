// Sends a consent change and reports it: the server's message on success, its error otherwise.
import { App } from 'antd'
import { useState } from 'react'
import type { Consents } from '#common/schemas/consent.ts'
import { changeConsents } from './consents-api.ts'
import { announceConsents, announceMarketing } from './marketing-sync.ts'

export function useConsentChange(onChanged: (consents: Consents) => void) {
  const { message } = App.useApp()
  const [saving, setSaving] = useState(false)

  const change = async (request: Parameters<typeof changeConsents>[0]) => {
    setSaving(true)
    try {
      const changed = await changeConsents(request)
      onChanged(changed.data)
      announceConsents(changed.data)
      announceMarketing(changed.data.marketing.granted)
      message.success(changed.message)
    } catch (error) {
      message.error((error as Error).message)
    } finally {
      setSaving(false)
    }
  }
  return { change, saving }
}
