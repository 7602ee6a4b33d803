// The fapiao card of an order's detail page: the order's requests and, once the order is
// 已完成 and none is pending, 申请发票, a form prefilled from the account's invoice details
// (editable for this request only).
import { App, Button, Card, Form, Input, InputNumber, Modal, Typography } from 'antd'
import { useCallback, useState } from 'react'
import { type ApplyFapiaoInput, ApplyFapiaoSchema, FAPIAO_STATUS, kindOf } from '#common/schemas/fapiao.ts'
import { ORDER_STATUS } from '#common/schemas/orders/status.ts'
import { useLoaded } from '#web/features/orders/use-loaded.ts'
import { useModalWidth } from '#web/lib/modal-width.ts'
import { useText } from '#web/lib/page-lang.ts'
import { zodFormRules } from '#web/lib/zod-form.ts'
import { applyFapiao, fetchFapiaoDetails, fetchMyFapiao } from './fapiao-api.ts'
import { FapiaoFields } from './fapiao-fields.tsx'
import { FapiaoTable } from './fapiao-table.tsx'
import { useSubmit } from './use-submit.ts'

const rules = zodFormRules(ApplyFapiaoSchema)
/** An order's requests fit one page: there is at most one open at a time. */
const ALL = 100

export function OrderFapiao({ order }: { order: { orderno: string; status: number } }) {
  const t = useText()
  const { message } = App.useApp()
  const width = useModalWidth()
  const [form] = Form.useForm<ApplyFapiaoInput>()
  const [open, setOpen] = useState(false)
  const load = useCallback(() => fetchMyFapiao({ orderno: order.orderno, size: ALL }), [order.orderno])
  const [loaded, reload] = useLoaded(load)
  const { saving, submit } = useSubmit(
    form,
    (values: ApplyFapiaoInput) => applyFapiao({ ...values, orderno: order.orderno }),
    () => {
      setOpen(false)
      reload()
    },
  )

  const finished = order.status === ORDER_STATUS.DONE
  const rows = loaded.state === 'ready' ? loaded.value.data : []
  if (!finished && rows.length === 0) return null
  const pending = rows.some((row) => row.status === FAPIAO_STATUS.PENDING)

  const start = async () => {
    try {
      const details = await fetchFapiaoDetails()
      form.resetFields()
      form.setFieldsValue({ ...details, kind: kindOf(details.kind), orderno: order.orderno, remark: '' })
      setOpen(true)
    } catch (error) {
      void message.error((error as Error).message)
    }
  }

  return (
    <Card
      className="customer-card"
      title={t('发票')}
      extra={
        finished &&
        !pending && (
          <Button type="primary" onClick={() => void start()}>
            {t('申请发票')}
          </Button>
        )
      }
    >
      {rows.length > 0 ? (
        <FapiaoTable rows={rows} />
      ) : (
        <Typography.Text type="secondary">{t('还没有发票申请')}</Typography.Text>
      )}
      <Modal
        open={open}
        title={t('申请发票')}
        width={width}
        okText={t('提交申请')}
        cancelText={t('取消')}
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        forceRender
      >
        <Form<ApplyFapiaoInput> form={form} layout="vertical" onFinish={(values) => void submit(values)}>
          <Form.Item name="orderno" hidden>
            <Input />
          </Form.Item>
          <Form.Item name="amount" label={t('开票金额（元）')} rules={rules('amount')} required>
            <InputNumber step={100} className="fapiao-amount" />
          </Form.Item>
          <FapiaoFields rules={rules} />
          <Form.Item name="remark" label={t('备注')} rules={rules('remark')}>
            <Input.TextArea maxLength={200} showCount rows={2} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  )
}
