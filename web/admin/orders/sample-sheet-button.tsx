// The order's sample submission sheet for staff: the same A4 PDF the customer prints and packs
// with the samples, for a box that arrived without one or a sheet that was lost.
import { FilePdfOutlined } from '@ant-design/icons'
import { App, Button } from 'antd'
import { useState } from 'react'
import { sheetFileName } from '#common/sample-sheet.ts'
import { adminApi } from '#web/admin/lib/admin-api.ts'

export function SampleSheetButton({ orderno }: { orderno: string }) {
  const { message } = App.useApp()
  const [loading, setLoading] = useState(false)

  const download = async () => {
    setLoading(true)
    try {
      await adminApi.download('/api/v1/order/sheet', { orderno }, sheetFileName(orderno))
    } catch (error) {
      message.error((error as Error).message)
    } finally {
      setLoading(false)
    }
  }

  return (
    <Button icon={<FilePdfOutlined />} loading={loading} onClick={() => void download()}>
      下载送检单
    </Button>
  )
}
