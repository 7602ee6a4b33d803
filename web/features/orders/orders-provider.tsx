// antd for the order pages, with success messages that outlive the page that shows them: each
// page has its own antd App, so a message given just before leaving (更新成功, then back) is
// handed to the next order page instead.
import { App } from 'antd'
import { type ReactNode, useEffect } from 'react'
import { SiteAntdProvider } from '#web/lib/antd.tsx'
import { pageText } from '#web/lib/page-lang.ts'

let pendingSuccess: string | undefined

/** Shows `text` as a success message on the next order page. */
export function successAfterLeaving(text: string) {
  pendingSuccess = text
}

function PendingSuccess() {
  const { message } = App.useApp()
  useEffect(() => {
    if (pendingSuccess === undefined) return
    void message.success(pageText(pendingSuccess))
    pendingSuccess = undefined
  }, [message])
  return null
}

export function OrdersProvider({ children }: { children: ReactNode }) {
  return (
    <SiteAntdProvider>
      <PendingSuccess />
      {children}
    </SiteAntdProvider>
  )
}
