// The console's side of an order's thread: staff read the customer's messages (which marks
// them read for every staff member and updates the menu's count) and answer, with a file
// if they choose one (png, jpg, pdf, doc, docx up to 10 MB, as the server accepts).
import { UploadOutlined } from '@ant-design/icons'
import { Button, Upload } from 'antd'
import { useCallback, useState } from 'react'
import type { OrderMessageThread as Thread } from '#common/schemas/orders/messages.ts'
import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT, UPLOAD_SIZE_MESSAGE } from '#common/schemas/uploads.ts'
import { adminApi } from '#web/admin/lib/admin-api.ts'
import { OrderMessageThread } from '#web/features/orders/order-message-thread.tsx'
import { chinese } from '#web/lib/page-lang.ts'
import { refreshUnreadOrders } from './unread-orders-badge.tsx'

const ADMIN_PREFIX = '/api/v1/admin'

export function OrderMessagesPanel({ orderId }: { orderId: number }) {
  const [file, setFile] = useState<File>()
  const [fileError, setFileError] = useState<string>()
  const base = `/orders/${orderId}/messages`

  const load = useCallback(async () => {
    const thread = await adminApi.get<Thread>(base)
    refreshUnreadOrders()
    return thread
  }, [base])

  const send = useCallback(
    async (body: string) => {
      if (!file) return (await adminApi.post<{ id: number }>(base, { body })).message
      // The text goes before the file: the server reads the fields that precede it.
      const form = new FormData()
      form.append('body', body)
      form.append('file', file)
      const { message } = await adminApi.post<{ id: number }>(`${base}/file`, form)
      setFile(undefined)
      return message
    },
    [base, file],
  )

  const picker = (
    <>
      <Upload
        accept={UPLOAD_ACCEPT}
        maxCount={1}
        showUploadList={false}
        beforeUpload={(chosen) => {
          const tooLarge = chosen.size > MAX_UPLOAD_BYTES
          setFileError(tooLarge ? UPLOAD_SIZE_MESSAGE : undefined)
          setFile(tooLarge ? undefined : chosen)
          // Held until the message is sent.
          return false
        }}
      >
        <Button icon={<UploadOutlined />}>附带文件</Button>
      </Upload>
      {file && (
        <span>
          {file.name}
          <Button type="link" size="small" onClick={() => setFile(undefined)}>
            移除
          </Button>
        </span>
      )}
      {fileError && <span role="alert">{fileError}</span>}
    </>
  )

  return (
    <OrderMessageThread
      viewer="staff"
      t={chinese}
      load={load}
      send={send}
      mayBeEmpty={file !== undefined}
      composerExtra={picker}
      download={async (message) => {
        if (message.file) await adminApi.download(message.file.url.slice(ADMIN_PREFIX.length), {}, message.file.name)
      }}
    />
  )
}
