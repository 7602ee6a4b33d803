// /crispr/shared/:token: a result opened by its share link, without a login. It shows the
// scores and the model that made them, read-only; nothing about the owner or their jobs.
import { Card, Result } from 'antd'
import { useEffect, useState } from 'react'
import type { CrisprSharedResult } from '#common/schemas/crispr.ts'
import { PanelSkeleton } from '#web/components/account/panel-skeleton.tsx'
import { SiteAntdProvider } from '#web/lib/antd.tsx'
import { fillIn, useText } from '#web/lib/page-lang.ts'
import { readShared } from './crispr-api.ts'
import { ModelStamp } from './model-stamp.tsx'
import { ResultTable } from './result-table.tsx'

type State = { result: CrisprSharedResult } | { error: string } | undefined

export default function SharedResult({ token }: { token: string }) {
  return (
    <SiteAntdProvider>
      <SharedView token={token} />
    </SiteAntdProvider>
  )
}

function SharedView({ token }: { token: string }) {
  const t = useText()
  const [state, setState] = useState<State>()
  useEffect(() => {
    let active = true
    readShared(token).then(
      (result) => active && setState({ result }),
      (error: unknown) => active && setState({ error: (error as Error).message }),
    )
    return () => {
      active = false
    }
  }, [token])

  if (!state) return <PanelSkeleton rows={6} label="结果加载中" />
  if ('error' in state) {
    return (
      <Card className="customer-card">
        <Result status="warning" title={t('无法打开分享的结果')} subTitle={state.error} />
      </Card>
    )
  }
  const { result } = state
  return (
    <>
      <Card className="customer-card">
        <header className="crispr-result__title">
          <h2>{result.title}</h2>
        </header>
        <p>{fillIn(t('只读的分享结果，共 {0} 对序列。'), result.pairCount)}</p>
        <ModelStamp model={result.model} />
      </Card>
      <ResultTable rows={result.jieguo} />
    </>
  )
}
