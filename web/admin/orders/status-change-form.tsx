// Moving an order or a sample to another status: the next step by default, any other on
// request; going back asks for the reason the customer will read in the e-mail (the server
// refuses a backward move without one, with the same message). The change e-mails the
// customer, so one order's or sample's change asks first and can still be cancelled; the
// batch form of the order list already sits in a confirmation of its own.
import { App, Button, Form, Input, Select } from 'antd'
import { useEffect } from 'react'
import { ApiError } from '#common/api-client.ts'
import {
  ORDER_STATUS,
  ORDER_STATUSES,
  ORDER_STATUS_LABEL,
  type OrderStatus,
  STATUS_CHANGE_MESSAGES,
  needsReason,
} from '#common/schemas/orders/status.ts'
import { notifiesCustomer } from '#web/admin/lib/customer-notice.ts'

/** What moving an order does to its samples (the status service moves those in step with it). */
export const SAMPLES_IN_STEP_HINT = '状态与订单相同的样本随订单一起变更，不另发邮件'

export interface StatusChangeValues {
  status: number
  note?: string
}

interface Props {
  /** The current status; undefined for several orders at once (the server checks each). */
  current?: number
  /** Names the select and the reason for screen readers, e.g. '订单' or '样本 EMX1-KO-1'. */
  subject: string
  submitLabel?: string
  /** What else the change does, shown under the status. */
  hint?: string
  /** Makes the change and reports success; a refusal it throws is shown here. */
  onSubmit: (values: StatusChangeValues) => Promise<void>
}

const nextOf = (current: number | undefined) =>
  current === undefined || current >= ORDER_STATUS.DONE ? undefined : current + 1

export function StatusChangeForm({ current, subject, submitLabel = '修改状态', hint, onSubmit }: Props) {
  const { message, modal } = App.useApp()
  const [form] = Form.useForm<StatusChangeValues>()
  const chosen = Form.useWatch('status', form)
  const back = current !== undefined && chosen !== undefined && needsReason(current, chosen)

  useEffect(() => {
    form.setFieldsValue({ status: nextOf(current) as number, note: '' })
  }, [current, form])

  const submit = (values: StatusChangeValues) => {
    if (current === undefined) return change(values)
    modal.confirm({
      title: notifiesCustomer(`${subject}状态改为「${ORDER_STATUS_LABEL[values.status as OrderStatus]}」`),
      content: '客户会收到一封状态更新邮件，发出后无法撤回。确定修改吗？',
      okText: '修改并通知客户',
      cancelText: '取消',
      // The dialog stays open, its button busy, until the change is made or refused.
      onOk: () => change(values),
    })
  }

  const change = async (values: StatusChangeValues) => {
    try {
      await onSubmit({ status: values.status, ...(values.note?.trim() ? { note: values.note.trim() } : {}) })
      form.setFieldsValue({ note: '' })
    } catch (error) {
      // The server's refusal of a field also goes under that field.
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined
      if (fieldErrors) {
        form.setFields(Object.entries(fieldErrors).map(([name, text]) => ({ name: name as 'note', errors: [text] })))
      }
      message.error((error as Error).message)
    }
  }

  return (
    <Form form={form} layout="vertical" className="status-change-form" onFinish={submit}>
      <Form.Item
        name="status"
        label={`${subject}的新状态`}
        extra={hint}
        rules={[{ required: true, message: '请选择新的状态' }]}
      >
        <Select
          aria-label={`${subject}的新状态`}
          placeholder="选择状态"
          options={ORDER_STATUSES.filter((status) => status !== current).map((status) => ({
            value: status,
            label:
              current !== undefined && status < current
                ? `${ORDER_STATUS_LABEL[status]}（退回）`
                : ORDER_STATUS_LABEL[status],
          }))}
        />
      </Form.Item>
      <Form.Item
        name="note"
        label={back ? '退回原因' : '说明（可选，会写入给客户的邮件）'}
        rules={[
          { required: back, whitespace: true, message: STATUS_CHANGE_MESSAGES.reasonRequired },
          { max: 200, message: '原因最多 200 个字符' },
        ]}
      >
        <Input.TextArea aria-label={`${subject}状态修改的原因或说明`} rows={2} maxLength={200} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {submitLabel}
      </Button>
    </Form>
  )
}
