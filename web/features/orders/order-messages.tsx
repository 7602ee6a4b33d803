// The customer's thread with the lab on an order's page (GUIDE-seq, amplicon and cell line
// orders alike); reading it marks the lab's messages read, so the order list's count goes.
import { useCallback } from 'react'
import { ApiError } from '#common/api-client.ts'
import type { OrderMessage, OrderMessageThread as Thread } from '#common/schemas/orders/messages.ts'
import { apiFetch, api } from '#web/lib/api.client.ts'
import { useText } from '#web/lib/page-lang.ts'
import { fileNameOf, saveBlob } from '#web/lib/save-file.ts'
import { OrderMessageThread } from './order-message-thread.tsx'
import { forgetUnreadCounts } from './unread-messages-badge.tsx'

const API_PREFIX = '/api/v1'

async function downloadFile(message: OrderMessage, failed: string) {
  if (!message.file) return
  const response = await apiFetch(message.file.url.slice(API_PREFIX.length), { headers: { accept: '*/*' } })
  // The session is over: apiFetch is taking the visitor to the login page.
  if (response.status === 401) return
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: number; message?: string }
    throw new ApiError(body.message ?? failed, body.code ?? response.status, undefined, undefined)
  }
  saveBlob(await response.blob(), fileNameOf(response.headers.get('content-disposition')) ?? message.file.name)
}

export function OrderMessages({ orderno }: { orderno: string }) {
  const t = useText()
  const load = useCallback(async () => {
    const thread = await api.post<Thread>('/order/messages', { orderno })
    forgetUnreadCounts()
    return thread
  }, [orderno])
  const send = useCallback(
    async (body: string) => {
      await api.post<{ id: number }>('/order/message', { orderno, body })
      return t('留言已发送')
    },
    [orderno, t],
  )
  return (
    <OrderMessageThread
      className="customer-card"
      viewer="customer"
      t={t}
      load={load}
      send={send}
      download={(message) => downloadFile(message, t('下载失败，请稍后再试'))}
    />
  )
}
