// The account page's 个人信息 card: a copy of one's data and the deletion of the account.
import { Card, Space } from 'antd'
import { SiteAntdProvider } from '#web/lib/antd.tsx'
import { useText } from '#web/lib/page-lang.ts'
import { AccountDeletion } from './account-deletion.tsx'
import { DataExportButton } from './data-export-button.tsx'

export default function PrivacyRights() {
  return (
    <SiteAntdProvider>
      <RightsCard />
    </SiteAntdProvider>
  )
}

function RightsCard() {
  const t = useText()
  return (
    <Card title={t('个人信息')} className="customer-card">
      <p>{t('您可以下载本站保存的您的个人数据副本，也可以注销账户。')}</p>
      <Space wrap>
        <DataExportButton />
        <AccountDeletion />
      </Space>
    </Card>
  )
}
