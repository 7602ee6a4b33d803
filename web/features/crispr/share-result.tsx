// The owner's share link (issue: "an unguessable read-only link, revocable by the owner"):
// made on request and shown once (the server keeps only its hash), then copied or revoked.
import { LinkOutlined } from '@ant-design/icons'
import { App, Button, Input, Popconfirm } from 'antd'
import { useState } from 'react'
import { useText } from '#web/lib/page-lang.ts'
import { shareJob, unshareJob } from './crispr-api.ts'

export function ShareResult({ jobId, shared }: { jobId: number; shared: boolean }) {
  const t = useText()
  const { message } = App.useApp()
  const [live, setLive] = useState(shared)
  const [url, setUrl] = useState<string>()
  const [busy, setBusy] = useState(false)

  const run = async (action: () => Promise<void>) => {
    setBusy(true)
    try {
      await action()
    } catch (error) {
      message.error((error as Error).message)
    } finally {
      setBusy(false)
    }
  }
  const share = () =>
    run(async () => {
      setUrl((await shareJob(jobId)).url)
      setLive(true)
    })
  const revoke = () =>
    run(async () => {
      await unshareJob(jobId)
      setUrl(undefined)
      setLive(false)
      message.success(t('分享链接已撤销'))
    })

  return (
    <>
      {url !== undefined && (
        <Input
          className="crispr-share__url"
          readOnly
          value={url}
          aria-label={t('分享链接')}
          onFocus={(event) => event.target.select()}
        />
      )}
      {url === undefined && live && <span>{t('已分享：持有链接的人可以查看结果')}</span>}
      <Button icon={<LinkOutlined />} loading={busy} onClick={() => void share()}>
        {live ? t('生成新链接') : t('分享')}
      </Button>
      {live && (
        <Popconfirm
          title={t('撤销后，已发出的链接将无法打开结果。')}
          okText={t('撤销')}
          cancelText={t('取消')}
          onConfirm={() => void revoke()}
        >
          <Button danger disabled={busy}>
            {t('撤销分享')}
          </Button>
        </Popconfirm>
      )}
    </>
  )
}
