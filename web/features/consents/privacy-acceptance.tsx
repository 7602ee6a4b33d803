// A logged-in customer whose accepted privacy policy version is older than the one in force
// is asked, on the next visit to the customer area, to read and accept the new version.
import { Button, Modal } from 'antd'
import { useEffect, useState } from 'react'
import type { Consents } from '#common/schemas/consent.ts'
import { SiteAntdProvider } from '#web/lib/antd.tsx'
import { fillIn, useText } from '#web/lib/page-lang.ts'
import { useSessionUser } from '#web/lib/session.ts'
import { fetchConsents } from './consents-api.ts'
import { useConsentChange } from './use-consent-change.ts'

export default function PrivacyAcceptance() {
  return (
    <SiteAntdProvider>
      <AcceptanceModal />
    </SiteAntdProvider>
  )
}

function AcceptanceModal() {
  const t = useText()
  const user = useSessionUser()
  const [privacy, setPrivacy] = useState<Consents['privacy']>()
  const { change, saving } = useConsentChange((consents) => setPrivacy(consents.privacy))

  useEffect(() => {
    if (!user) return
    // Nothing to show when this cannot be read: the customer is asked on a later visit.
    fetchConsents().then(
      (consents) => setPrivacy(consents.privacy),
      () => undefined,
    )
  }, [user])

  if (!user || !privacy?.needs_acceptance) return null
  return (
    <Modal
      open
      title={t(privacy.accepted_version ? '隐私政策已更新' : '请同意隐私政策')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        <Button type="primary" loading={saving} onClick={() => void change({ privacy: privacy.current_version })}>
          {t('同意')}
        </Button>
      }
    >
      <p>
        {fillIn(
          t('请阅读{1}（第 {0} 版），同意后继续使用客户中心。'),
          privacy.current_version,
          <a key="policy" href="/privacyPolicy" target="_blank" rel="noopener">
            {t('《隐私政策》')}
          </a>,
        )}
      </p>
    </Modal>
  )
}
