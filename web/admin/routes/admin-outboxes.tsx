import { Card, Tabs } from 'antd'
import { formatDateTime } from '#common/china-date.ts'
import type { MailOutboxItem, SmsOutboxItemSchema } from '#common/schemas/admin-inbox.ts'
import type { z } from '#common/zod.ts'
import { ResourceList, type SetFilter } from '#web/admin/components/resource-list.tsx'
import { ConfirmedPost, FilterSelect } from '#web/admin/components/row-actions.tsx'
import { DELIVERY_STATUS, DeliveryTag } from '#web/admin/components/status-tags.tsx'

type SmsOutboxItem = z.infer<typeof SmsOutboxItemSchema>

const STATUS_OPTIONS = Object.entries(DELIVERY_STATUS).map(([value, { label }]) => ({ value, label }))
const statusFilter = (setFilter: SetFilter) => (
  <FilterSelect name="status" label="发送状态" setFilter={setFilter} options={STATUS_OPTIONS} />
)
const time = (value: string | null) => formatDateTime(value)

/** /admin/outboxes: what the site sent by mail and SMS (bodies and codes withheld by the server); resend a failed mail. */
export default function AdminOutboxes() {
  return (
    <Card title={<h1 className="admin-page__title">发信记录</h1>}>
      <Tabs
        items={[
          {
            key: 'mail',
            label: '邮件',
            children: (
              <ResourceList<MailOutboxItem>
                embedded
                title="邮件发送记录"
                path="/outbox/mail"
                searchParam="to"
                scrollX={1100}
                searchPlaceholder="按收件邮箱查找（完整地址）"
                filters={statusFilter}
                actions={(mail, reload) =>
                  mail.status === 'failed' && (
                    <ConfirmedPost<MailOutboxItem>
                      label="重新发送"
                      description={`把「${mail.subject}」再发给 ${mail.toAddress}？`}
                      path={`/outbox/mail/${mail.id}/resend`}
                      isWarning={(result) => result.status === 'failed'}
                      onDone={reload}
                    />
                  )
                }
                actionsWidth={110}
                columns={[
                  { title: '收件人', dataIndex: 'toAddress', width: 220, ellipsis: true },
                  { title: '主题', dataIndex: 'subject', ellipsis: true },
                  {
                    title: '状态',
                    dataIndex: 'status',
                    sorter: true,
                    width: 110,
                    render: (status: string) => <DeliveryTag status={status} />,
                  },
                  { title: '尝试', dataIndex: 'attempts', width: 60 },
                  { title: '错误', dataIndex: 'lastError', width: 180, ellipsis: true },
                  { title: '写入时间', dataIndex: 'createTime', width: 170, sorter: true, render: time },
                  { title: '发出时间', dataIndex: 'sentTime', width: 170, render: time },
                ]}
              />
            ),
          },
          {
            key: 'sms',
            label: '短信',
            children: (
              <ResourceList<SmsOutboxItem>
                embedded
                title="短信发送记录"
                path="/outbox/sms"
                searchParam="to"
                scrollX={900}
                searchPlaceholder="按手机号查找"
                filters={statusFilter}
                columns={[
                  { title: '手机号', dataIndex: 'phone', width: 130 },
                  { title: '内容（验证码已隐去）', dataIndex: 'content', ellipsis: true },
                  { title: '通道', dataIndex: 'provider', width: 100 },
                  {
                    title: '状态',
                    dataIndex: 'status',
                    sorter: true,
                    width: 110,
                    render: (status: string) => <DeliveryTag status={status} />,
                  },
                  { title: '错误', dataIndex: 'lastError', width: 160, ellipsis: true },
                  { title: '时间', dataIndex: 'createTime', width: 170, sorter: true, render: time },
                ]}
              />
            ),
          },
        ]}
      />
    </Card>
  )
}
