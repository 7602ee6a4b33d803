// /invoices: the account's invoice details (开票信息), which prefill every request, and all of
// the customer's fapiao requests with their status and, once issued, the PDF.
import { Button, Card, Form } from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { type FapiaoDetails, FapiaoDetailsSchema, kindOf } from '#common/schemas/fapiao.ts'
import { PanelSkeleton } from '#web/components/account/panel-skeleton.tsx'
import { OrdersProvider } from '#web/features/orders/orders-provider.tsx'
import { useLoaded } from '#web/features/orders/use-loaded.ts'
import { useText } from '#web/lib/page-lang.ts'
import { zodFormRules } from '#web/lib/zod-form.ts'
import { fetchFapiaoDetails, fetchMyFapiao, saveFapiaoDetails } from './fapiao-api.ts'
import { FapiaoFields } from './fapiao-fields.tsx'
import { FapiaoTable } from './fapiao-table.tsx'
import { useSubmit } from './use-submit.ts'

const rules = zodFormRules(FapiaoDetailsSchema)
const PAGE_SIZE = 10

export default function InvoicesPage() {
  return (
    <OrdersProvider>
      <DetailsCard />
      <RequestsCard />
    </OrdersProvider>
  )
}

function DetailsCard() {
  const t = useText()
  const [form] = Form.useForm<FapiaoDetails>()
  const { saving, submit } = useSubmit(form, saveFapiaoDetails)
  const [loaded] = useLoaded(fetchFapiaoDetails)

  useEffect(() => {
    if (loaded.state !== 'ready') return
    form.setFieldsValue({ ...loaded.value, kind: kindOf(loaded.value.kind) })
  }, [loaded, form])

  return (
    <Card className="customer-card" title={t('开票信息')}>
      {loaded.state === 'loading' ? (
        <PanelSkeleton rows={3} />
      ) : (
        <Form<FapiaoDetails>
          form={form}
          layout="vertical"
          className="fapiao-details"
          onFinish={(values) => void submit(values)}
        >
          <FapiaoFields rules={rules} />
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('保存开票信息')}
          </Button>
        </Form>
      )}
    </Card>
  )
}

function RequestsCard() {
  const t = useText()
  const [page, setPage] = useState(1)
  const load = useCallback(() => fetchMyFapiao({ page, size: PAGE_SIZE }), [page])
  const [loaded] = useLoaded(load)
  return (
    <Card className="customer-card" title={t('发票申请')}>
      {loaded.state === 'ready' ? (
        <FapiaoTable
          rows={loaded.value.data}
          showOrder
          pagination={{ current: page, pageSize: PAGE_SIZE, total: loaded.value.total, onChange: setPage }}
        />
      ) : (
        <PanelSkeleton rows={3} />
      )}
    </Card>
  )
}
