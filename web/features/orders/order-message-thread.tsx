// The thread of an order between its customer and the lab, as both sides see it: the
// messages oldest first, each from 'me' or the other side, its text shown as text (never
// HTML; its lines kept), a staff attachment to download, and a box to write. The customer's
// order pages and the console's order page each give it their own calls and words.
import { PaperClipOutlined } from '@ant-design/icons'
import { App, Button, Card, Empty, Input, Skeleton, Space, Tag } from 'antd'
import { type CSSProperties, type ReactNode, useCallback, useState } from 'react'
import { formatDateTime } from '#common/china-date.ts'
import {
  ORDER_MESSAGE_MAX,
  type OrderMessage,
  type OrderMessageAuthor,
  OrderMessageBodySchema,
  type OrderMessageThread as Thread,
} from '#common/schemas/orders/messages.ts'
import { useLoaded } from './use-loaded.ts'

export interface OrderMessageThreadProps {
  viewer: OrderMessageAuthor
  /** The page's words: useText() on the customer's pages, Chinese as written in the console. */
  t: (text: string) => string
  load: () => Promise<Thread>
  /** Sends the text (and, in the console, the chosen file); resolves with the success message. */
  send: (body: string) => Promise<string>
  download: (message: OrderMessage) => Promise<void>
  /** What goes beside the send button (the console's file picker). */
  composerExtra?: ReactNode
  /** Whether a message may go without text (a file is chosen). */
  mayBeEmpty?: boolean
  className?: string
}

const LIST_STYLE: CSSProperties = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }
const BODY_STYLE: CSSProperties = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: '4px 0 0' }
const bubbleStyle = (mine: boolean): CSSProperties => ({
  justifySelf: mine ? 'end' : 'start',
  maxWidth: 'min(100%, 640px)',
  padding: '8px 12px',
  borderRadius: 8,
  background: mine ? '#e6f4ff' : '#f5f5f5',
})

export function OrderMessageThread(props: OrderMessageThreadProps) {
  const { viewer, t, load, send, download, composerExtra, mayBeEmpty = false, className } = props
  const { message } = App.useApp()
  const [loaded, reload] = useLoaded(load)
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()
  const [sending, setSending] = useState(false)

  const submit = useCallback(async () => {
    const checked = OrderMessageBodySchema.safeParse(text)
    if (!checked.success && !(mayBeEmpty && text.trim() === '')) {
      setError(t(checked.error.issues[0]?.message ?? ''))
      return
    }
    setError(undefined)
    setSending(true)
    try {
      message.success(await send(checked.success ? checked.data : ''))
      setText('')
      reload()
    } catch (failure) {
      message.error((failure as Error).message)
    } finally {
      setSending(false)
    }
  }, [text, mayBeEmpty, t, send, message, reload])

  const who = (author: OrderMessageAuthor, staffName: string | undefined) => {
    if (author === viewer) return viewer === 'staff' && staffName ? `${t('实验室')} · ${staffName}` : t('我')
    return author === 'staff' ? t('实验室') : t('客户')
  }

  return (
    <Card className={className} title={t(viewer === 'staff' ? '客户留言' : '与实验室沟通')}>
      {loaded.state === 'failed' && <p role="alert">{loaded.error}</p>}
      {loaded.state === 'ready' &&
        (loaded.value.messages.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t(
              viewer === 'staff' ? '客户还没有留言' : '还没有留言。对订单或样本有疑问，可以在这里联系实验室。',
            )}
          />
        ) : (
          <ol style={LIST_STYLE} aria-label={t('留言')} className="order-messages">
            {loaded.value.messages.map((item) => (
              <li key={item.id} style={bubbleStyle(item.author === viewer)} className="order-message">
                <Space size={8} wrap>
                  <strong>{who(item.author, item.staffName)}</strong>
                  <time dateTime={item.createTime}>{formatDateTime(item.createTime)}</time>
                  {item.author === viewer && !item.read && <Tag>{t('对方未读')}</Tag>}
                </Space>
                {item.body && <p style={BODY_STYLE}>{item.body}</p>}
                {item.file && (
                  <Button
                    type="link"
                    size="small"
                    icon={<PaperClipOutlined />}
                    onClick={() => void download(item).catch((failure: Error) => message.error(failure.message))}
                  >
                    {item.file.name}
                  </Button>
                )}
              </li>
            ))}
          </ol>
        ))}
      {loaded.state === 'loading' && <Skeleton active paragraph={{ rows: 2 }} />}
      <div style={{ marginTop: 16, display: 'grid', gap: 8 }}>
        <Input.TextArea
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoSize={{ minRows: 3, maxRows: 10 }}
          maxLength={ORDER_MESSAGE_MAX}
          showCount
          status={error ? 'error' : undefined}
          aria-label={t(viewer === 'staff' ? '回复客户' : '给实验室留言')}
          placeholder={t(viewer === 'staff' ? '回复客户（纯文本）' : '写下您的问题（纯文本）')}
        />
        {error && (
          <span role="alert" className="ant-form-item-explain-error">
            {error}
          </span>
        )}
        <Space wrap>
          <Button type="primary" loading={sending} onClick={() => void submit()}>
            {t('发送')}
          </Button>
          {composerExtra}
        </Space>
      </div>
    </Card>
  )
}
