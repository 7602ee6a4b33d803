import { App, Button, Card, Descriptions, Drawer, Form, Input, Space, Tabs } from 'antd'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { formatDateTime } from '#common/china-date.ts'
import {
  HandleInboxItemSchema,
  INBOX_KINDS,
  INBOX_KIND_LABEL,
  type InboxItemSchema,
  type InboxKind,
} from '#common/schemas/admin-inbox.ts'
import { INDUSTRIES } from '#common/schemas/visitor.ts'
import type { z } from '#common/zod.ts'
import { ResourceList } from '#web/admin/components/resource-list.tsx'
import { FilterSelect } from '#web/admin/components/row-actions.tsx'
import { HandledTag } from '#web/admin/components/status-tags.tsx'
import { adminApi } from '#web/admin/lib/admin-api.ts'
import { useUnsavedChanges } from '#web/admin/lib/unsaved-changes.tsx'
import { zodRules } from '#web/lib/zod-form.ts'

type InboxItem = z.infer<typeof InboxItemSchema>
type Field = readonly [key: string, label: string]

/** What a visitor filled in, by kind: the first three are the list's columns. */
const FIELDS: Record<InboxKind, readonly Field[]> = {
  bookings: [
    ['name', '姓名'],
    ['phone', '电话'],
    ['productTitle', '服务'],
    ['email', '邮箱'],
    ['company', '单位'],
    ['remark', '留言'],
  ],
  'contact-messages': [
    ['fullName', '姓名'],
    ['email', '邮箱'],
    ['body', '留言'],
    ['company', '单位'],
    ['industry', '行业'],
    ['country', '国家'],
    ['zipcode', '邮编'],
  ],
  inquiries: [
    ['name', '姓名'],
    ['phone', '电话'],
    ['productName', '产品'],
    ['email', '邮箱'],
    ['unit', '单位'],
    ['location', '地区'],
    ['address', '地址'],
  ],
}

/** Values shown otherwise than stored: the contact form's two name parts, its industry code. */
const DERIVED: Record<string, (item: InboxItem) => string> = {
  fullName: (item) => `${String(item.fname ?? '')}${String(item.lname ?? '')}`,
  industry: (item) =>
    INDUSTRIES.find((industry) => industry.value === item.industry)?.label ?? String(item.industry ?? ''),
}
const valueOf = (item: InboxItem, key: string) => DERIVED[key]?.(item) ?? String(item[key] ?? '')

const handleRules = zodRules(HandleInboxItemSchema)

const isKind = (value: string | null): value is InboxKind => INBOX_KINDS.includes(value as InboxKind)

/** /admin/inbox: bookings, contact messages and buy inquiries; read one, mark it handled with a note, export. */
export default function AdminInbox() {
  const [params, setParams] = useSearchParams()
  const requested = params.get('tab')
  const kind: InboxKind = isKind(requested) ? requested : 'bookings'
  const [open, setOpen] = useState<{ kind: InboxKind; item: InboxItem; reload: () => void }>()

  return (
    <Card title={<h1 className="admin-page__title">访客留言</h1>}>
      <Tabs
        activeKey={kind}
        onChange={(tab) => setParams({ tab }, { replace: true })}
        items={INBOX_KINDS.map((each) => ({
          key: each,
          label: INBOX_KIND_LABEL[each],
          children: (
            <ResourceList<InboxItem>
              embedded
              title={INBOX_KIND_LABEL[each]}
              path={`/inbox/${each}`}
              scrollX={900}
              searchPlaceholder="按姓名、电话、邮箱或单位搜索"
              exportName={`${INBOX_KIND_LABEL[each]}.csv`}
              filters={(setFilter) => (
                <FilterSelect
                  name="status"
                  label="处理状态"
                  setFilter={setFilter}
                  options={[
                    { value: 0, label: '未处理' },
                    { value: 1, label: '已处理' },
                  ]}
                />
              )}
              batchActions={[{ action: 'handle', label: '标记已处理' }]}
              unit="条留言"
              actions={(item, reload) => (
                <Button type="link" onClick={() => setOpen({ kind: each, item, reload })}>
                  详情
                </Button>
              )}
              actionsWidth={80}
              columns={[
                ...FIELDS[each].slice(0, 3).map(([key, label]) => ({
                  title: label,
                  key,
                  ellipsis: true,
                  render: (_value: unknown, item: InboxItem) => valueOf(item, key),
                })),
                {
                  title: '状态',
                  dataIndex: 'status',
                  width: 90,
                  sorter: true,
                  render: (status: number) => <HandledTag status={status} />,
                },
                {
                  title: '提交时间',
                  dataIndex: 'createTime',
                  width: 170,
                  sorter: true,
                  render: (value: string) => formatDateTime(value),
                },
              ]}
            />
          ),
        }))}
      />
      {open && (
        <InboxDrawer
          key={`${open.kind}-${open.item.id}`}
          {...open}
          onClose={() => setOpen(undefined)}
          onChanged={(item) => {
            setOpen({ ...open, item })
            open.reload()
          }}
        />
      )}
    </Card>
  )
}

interface DrawerProps {
  kind: InboxKind
  item: InboxItem
  onClose: () => void
  onChanged: (item: InboxItem) => void
}

/** One item in full, with its handling: the note and the button that marks it handled or open again. */
function InboxDrawer({ kind, item, onClose, onChanged }: DrawerProps) {
  const { message } = App.useApp()
  const [form] = Form.useForm<{ note: string }>()
  const [saving, setSaving] = useState(false)
  const { changed, saved } = useUnsavedChanges()
  const handled = item.status === 1

  const save = async (status: number) => {
    const { note } = await form.validateFields()
    setSaving(true)
    try {
      const result = await adminApi.post<InboxItem>(`/inbox/${kind}/${item.id}/handle`, { status, note })
      saved()
      message.success(status === 1 ? '已标记为已处理' : '已重新打开')
      onChanged(result.data)
    } catch (error) {
      message.error((error as Error).message)
    } finally {
      setSaving(false)
    }
  }

  return (
    <Drawer open title={`${INBOX_KIND_LABEL[kind]} #${item.id}`} size="large" onClose={onClose}>
      <Descriptions column={1} size="small" bordered>
        {FIELDS[kind].map(([key, label]) => (
          <Descriptions.Item key={key} label={label}>
            <span className="admin-page__pre">{valueOf(item, key)}</span>
          </Descriptions.Item>
        ))}
        <Descriptions.Item label="来源页面">{String(item.sourcePage ?? '')}</Descriptions.Item>
        <Descriptions.Item label="提交时间">{formatDateTime(item.createTime)}</Descriptions.Item>
        <Descriptions.Item label="状态">
          <HandledTag status={item.status} />
          {handled && ` ${item.handledBy} · ${formatDateTime(item.handledTime)}`}
        </Descriptions.Item>
      </Descriptions>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ note: item.note }}
        className="admin-page__drawer-form"
        onValuesChange={changed}
      >
        <Form.Item name="note" label="处理备注" rules={handleRules.note}>
          <Input.TextArea rows={4} maxLength={2000} showCount placeholder="例如：已电话回复，客户下周寄样" />
        </Form.Item>
        <Space>
          {handled ? (
            <>
              <Button type="primary" loading={saving} onClick={() => void save(1)}>
                保存备注
              </Button>
              <Button loading={saving} onClick={() => void save(0)}>
                重新打开
              </Button>
            </>
          ) : (
            <Button type="primary" loading={saving} onClick={() => void save(1)}>
              标记为已处理
            </Button>
          )}
        </Space>
      </Form>
    </Drawer>
  )
}
