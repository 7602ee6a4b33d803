// 隐私政策版本 on /admin/blocks: after the policy's text is edited, publishing a new version
// asks every logged-in customer to accept it on their next visit. Publishing is audited.
import { App, Button, Card, Descriptions } from 'antd'
import { useEffect, useState } from 'react'
import { formatDateTime } from '#common/china-date.ts'
import type { PrivacyPolicyVersion } from '#common/schemas/consent.ts'
import { adminApi } from '#web/admin/lib/admin-api.ts'

export function PrivacyVersionsCard() {
  const { message, modal } = App.useApp()
  const [current, setCurrent] = useState<PrivacyPolicyVersion>()

  useEffect(() => {
    adminApi
      .get<PrivacyPolicyVersion[]>('/privacy-versions')
      .then((versions) => setCurrent(versions[0]))
      .catch((error: Error) => message.error(error.message))
  }, [message])

  const publish = async () => {
    try {
      const published = await adminApi.post<PrivacyPolicyVersion>('/privacy-versions')
      setCurrent(published.data)
      message.success(published.message)
    } catch (error) {
      message.error((error as Error).message)
    }
  }

  return (
    <Card title={<h2 className="admin-page__title">隐私政策版本</h2>} className="admin-page__block" loading={!current}>
      <Descriptions column={1}>
        <Descriptions.Item label="当前版本">
          {current ? `第 ${current.version} 版（${formatDateTime(current.publishTime)} 发布）` : ''}
        </Descriptions.Item>
      </Descriptions>
      <Button
        onClick={() =>
          modal.confirm({
            title: '发布隐私政策新版本',
            content:
              '请先在下方「页面文字」中改好隐私政策的内容。发布后，已登录的客户下次访问客户中心时须先同意新版本。',
            okText: '发布新版本',
            cancelText: '取消',
            onOk: publish,
          })
        }
      >
        发布新版本
      </Button>
    </Card>
  )
}
