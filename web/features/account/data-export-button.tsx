// 下载我的数据: a ZIP of everything the site keeps about the customer (data.json and a README).
import { DownloadOutlined } from '@ant-design/icons'
import { App, Button } from 'antd'
import { useState } from 'react'
import { useText } from '#web/lib/page-lang.ts'
import { downloadMyData } from './privacy-api.ts'

export function DataExportButton() {
  const t = useText()
  const { message } = App.useApp()
  const [loading, setLoading] = useState(false)

  const download = async () => {
    setLoading(true)
    try {
      await downloadMyData()
    } catch (error) {
      message.error((error as Error).message)
    } finally {
      setLoading(false)
    }
  }

  return (
    <Button icon={<DownloadOutlined />} loading={loading} onClick={() => void download()}>
      {t('下载我的数据')}
    </Button>
  )
}
