// /orderSeqDetail and /orderAmpliconDetail (spec §2): every field of one sample, its dated
// status timeline, edit and delete at status 0 only (decision 2) and while its order is pending.
import { App, Button, Card, Descriptions, Grid } from 'antd'
import type { DescriptionsProps } from 'antd'
import { useCallback } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { formatDateTime } from '#common/china-date.ts'
import type { AmpliconSampleDetail } from '#common/schemas/orders/amplicon.ts'
import type { GuideSeqSampleDetail } from '#common/schemas/orders/guide-seq.ts'
import { canDeleteSampleOnDetail, canEditSample } from '#common/schemas/orders/status.ts'
import { PanelSkeleton } from '#web/components/account/panel-skeleton.tsx'
import { OrdersProvider } from './orders-provider.tsx'
import { confirmDelete, deleteSampleQuestion } from './confirm-delete.ts'
import { goBack } from './go-back.ts'
import { OrderHead, OrderNo } from './order-head.tsx'
import { SAMPLE_ORDER_KINDS, type SampleOrderKindName } from './order-kinds.ts'
import { idParam, orderCentrePath } from './order-paths.ts'
import { sampleItems } from './sample-detail-items.tsx'
import { StatusTimeline } from './status-timeline.tsx'
import { useLoaded } from './use-loaded.ts'
import { useText } from '#web/lib/page-lang.ts'

export default function SampleDetailPage({ kind }: { kind: SampleOrderKindName }) {
  return (
    <OrdersProvider>
      <SampleDetail kind={kind} />
    </OrdersProvider>
  )
}

function SampleDetail({ kind: kindName }: { kind: SampleOrderKindName }) {
  const t = useText()
  const kind = SAMPLE_ORDER_KINDS[kindName]
  const app = App.useApp()
  // On a phone each label sits above its value, so long sequences get the whole width.
  const { sm } = Grid.useBreakpoint()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const id = idParam(params.get('id')) ?? 0
  const { calls, pages } = kind
  const load = useCallback(() => calls.sample(id), [calls, id])
  const [loaded] = useLoaded<GuideSeqSampleDetail | AmpliconSampleDetail>(load)

  if (loaded.state === 'loading') return <PanelSkeleton rows={6} />
  if (loaded.state === 'failed') return <p className="customer-main__error">{loaded.error}</p>
  const sample = loaded.value
  const order = { oid: sample.oid, orderno: sample.orderno }
  const items: DescriptionsProps['items'] = sampleItems(sample, t)

  return (
    <>
      <OrderHead
        title={t(`样本 ${sample.name}`)}
        status={sample.status}
        meta={
          <>
            <OrderNo orderno={sample.orderno} /> · {t(`创建于 ${formatDateTime(sample.create_time)}`)}
          </>
        }
        onBack={() => goBack(navigate, pages.list(order))}
        actions={
          <>
            {canEditSample(sample.order_status, sample.status) && (
              <Button type="primary" onClick={() => void navigate(pages.action({ id: sample.id, oid: sample.oid }))}>
                {t('编辑')}
              </Button>
            )}
            {canDeleteSampleOnDetail(sample.order_status, sample.status) && (
              <Button
                danger
                onClick={() =>
                  confirmDelete(
                    app,
                    deleteSampleQuestion(sample.name, {
                      orderno: sample.orderno,
                      sampleCount: sample.order_sample_count,
                    }),
                    () => calls.deleteSample(sample.id),
                    (result) => ({
                      leave: () => void navigate(result.order_removed ? orderCentrePath(kind.type) : pages.list(order)),
                    }),
                  )
                }
              >
                {t('删除')}
              </Button>
            )}
          </>
        }
      />
      <Card className="customer-card" title={t('样本进度')}>
        <StatusTimeline history={sample.history} status={sample.status} />
      </Card>
      <Card className="customer-card" title={t('样本信息')}>
        <Descriptions
          bordered
          size="small"
          layout={sm ? 'horizontal' : 'vertical'}
          column={{ xs: 1, sm: 1, md: 2 }}
          items={items}
        />
      </Card>
    </>
  )
}
