// An order's sample submission sheet from its page: the print page, and the PDF fetched with
// the customer's token (a plain link would carry no login) and saved under the server's name.
import { FilePdfOutlined, PrinterOutlined } from '@ant-design/icons'
import { App, Button } from 'antd'
import { useState } from 'react'
import { sheetFileName } from '#common/sample-sheet.ts'
import { apiFetch } from '#web/lib/api.client.ts'
import { useText } from '#web/lib/page-lang.ts'
import { fileNameOf, saveBlob } from '#web/lib/save-file.ts'

/** The print page of an order's sheet. */
export const sheetPagePath = (orderno: string) => `/orderSheet?${new URLSearchParams({ orderno })}`

/** Downloads the sheet's PDF; a refusal (e.g. the server lacks the font) is thrown with its message. */
export async function downloadSheet(orderno: string): Promise<void> {
  const response = await apiFetch(`/order/sheet?${new URLSearchParams({ orderno })}`)
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string }
    throw new Error(body.message ?? response.statusText)
  }
  const name = fileNameOf(response.headers.get('content-disposition')) ?? sheetFileName(orderno)
  saveBlob(await response.blob(), name)
}

export function SheetActions({ orderno }: { orderno: string }) {
  const t = useText()
  const { message } = App.useApp()
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      await downloadSheet(orderno)
    } catch (error) {
      message.error((error as Error).message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <Button href={sheetPagePath(orderno)} icon={<PrinterOutlined />}>
        {t('打印送检单')}
      </Button>
      <Button icon={<FilePdfOutlined />} loading={busy} onClick={() => void download()}>
        {t('下载送检单(PDF)')}
      </Button>
    </>
  )
}
