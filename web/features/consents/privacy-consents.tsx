// 隐私与授权 on /account: the privacy policy version the customer accepted and when, and the
// marketing consent (product news by e-mail and SMS), which a switch withdraws or gives at
// any time; each change is recorded by the server with its time.
import { App, Card, Descriptions, Switch, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { formatDateTime } from '#common/china-date.ts'
import type { Consents } from '#common/schemas/consent.ts'
import { SiteAntdProvider } from '#web/lib/antd.tsx'
import { fillIn, useText } from '#web/lib/page-lang.ts'
import { fetchConsents } from './consents-api.ts'
import { useConsentsChanges, useMarketingChanges } from './marketing-sync.ts'
import { useConsentChange } from './use-consent-change.ts'

export default function PrivacyConsents() {
  return (
    <SiteAntdProvider>
      <ConsentsCard />
    </SiteAntdProvider>
  )
}

function ConsentsCard() {
  const t = useText()
  const { message } = App.useApp()
  const [consents, setConsents] = useState<Consents>()
  const { change, saving } = useConsentChange(setConsents)

  useEffect(() => {
    fetchConsents().then(setConsents, (error: Error) => message.error(error.message))
  }, [message])
  // Accepted in the customer area's prompt: shown here at once.
  useConsentsChanges(setConsents)
  // Saved through the account form: read again for the change's time.
  useMarketingChanges((granted) => {
    if (consents && granted !== consents.marketing.granted) fetchConsents().then(setConsents, () => undefined)
  })

  const privacy = consents?.privacy
  const marketing = consents?.marketing
  return (
    <Card title={t('隐私与授权')} className="customer-card" loading={!consents}>
      {/* Label above value: beside each other, a phone's width leaves the switch's date a few characters a line. */}
      <Descriptions column={1} layout="vertical">
        <Descriptions.Item label={t('隐私政策')}>
          <span>
            {privacy?.accepted_version
              ? fillIn(t('已同意第 {0} 版（{1}）'), privacy.accepted_version, formatDateTime(privacy.accepted_time))
              : t('尚未同意')}{' '}
            <a href="/privacyPolicy" target="_blank" rel="noopener">
              {t('查看隐私政策')}
            </a>
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('产品与活动资讯（邮件与短信）')}>
          <span>
            <Switch
              checked={marketing?.granted === 1}
              loading={saving}
              onChange={(checked) => void change({ marketing: checked ? 1 : 0 })}
              aria-label={t('接收产品与活动资讯')}
            />
            {marketing?.time ? (
              <Typography.Text type="secondary" className="privacy-consents__time">
                {fillIn(t('最近更改：{0}'), formatDateTime(marketing.time))}
              </Typography.Text>
            ) : null}
          </span>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary">
        {t('您可以随时撤回营销授权，撤回后我们不再向您发送产品与活动资讯。')}
      </Typography.Paragraph>
    </Card>
  )
}
