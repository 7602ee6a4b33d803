// How many lab messages the customer has not read on an order, beside its number in the
// order lists. The lists' rows share one answer of /order/unreadMessages, asked again once
// a thread has been read or a while has passed.
import { Badge } from 'antd'
import { useEffect, useState } from 'react'
import type { UnreadOrderMessages } from '#common/schemas/orders/messages.ts'
import { api } from '#web/lib/api.client.ts'
import { useText } from '#web/lib/page-lang.ts'

const FRESH_MS = 30_000
let counts: { at: number; byOrder: Promise<Map<number, number>> } | undefined

function unreadCounts(): Promise<Map<number, number>> {
  if (!counts || Date.now() - counts.at > FRESH_MS) {
    const byOrder = api
      .post<UnreadOrderMessages>('/order/unreadMessages')
      .then(({ orders }) => new Map(orders.map((order) => [order.id, order.unread])))
      // The count is a hint: without it the list still works.
      .catch(() => new Map<number, number>())
    counts = { at: Date.now(), byOrder }
  }
  return counts.byOrder
}

/** The next badge asks the server again (a thread was just read). */
export function forgetUnreadCounts() {
  counts = undefined
}

export function UnreadMessagesBadge({ orderId }: { orderId: number }) {
  const t = useText()
  const [count, setCount] = useState(0)
  useEffect(() => {
    let current = true
    void unreadCounts().then((byOrder) => current && setCount(byOrder.get(orderId) ?? 0))
    return () => {
      current = false
    }
  }, [orderId])
  if (count === 0) return null
  const label = t(`${count} 条未读留言`)
  return (
    <span role="img" aria-label={label} title={label} style={{ marginInlineStart: 6 }}>
      <Badge count={count} size="small" />
    </span>
  )
}
