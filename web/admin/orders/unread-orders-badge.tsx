// Beside 全部订单 in the console's menu: how many orders have customer messages no staff
// member has read yet. Asked again on every page change, every minute, and when a thread
// has just been read.
import { Badge } from 'antd'
import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { adminApi } from '#web/admin/lib/admin-api.ts'

const EVERY_MS = 60_000
const listeners = new Set<() => void>()

/** Asks again now: a thread has just been read. */
export function refreshUnreadOrders() {
  for (const listener of listeners) listener()
}

export function UnreadOrdersBadge() {
  const { pathname } = useLocation()
  const [count, setCount] = useState(0)
  useEffect(() => {
    let current = true
    const ask = () =>
      void adminApi.get<{ orders: number }>('/orders/unread-messages').then(
        ({ orders }) => current && setCount(orders),
        // The count is a hint: the menu works without it.
        () => undefined,
      )
    ask()
    listeners.add(ask)
    const timer = setInterval(ask, EVERY_MS)
    return () => {
      current = false
      listeners.delete(ask)
      clearInterval(timer)
    }
  }, [pathname])
  if (count === 0) return null
  const label = `${count} 个订单有未读客户留言`
  return (
    <span role="img" aria-label={label} title={label} style={{ marginInlineStart: 8 }}>
      <Badge count={count} size="small" />
    </span>
  )
}
