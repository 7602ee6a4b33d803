// The deliverables panel of the console's order page: the files delivered on the order with
// their downloads, and the form that delivers one (to the order or one of its samples, with
// a note). Every file goes up in parts with its progress; a part that fails, an upload
// paused, or a page closed midway, resumes from the parts the server holds when the same file
// is chosen again. An unfinished upload no longer wanted is discarded with its parts.
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons'
import {
  App,
  Button,
  Card,
  Form,
  Input,
  Popconfirm,
  Progress,
  Select,
  Space,
  Table,
  Tag,
  Typography,
  Upload,
} from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useCallback, useEffect, useRef, useState } from 'react'
import { formatDate, formatDateTime } from '#common/china-date.ts'
import {
  type AdminDeliverable,
  DELIVERABLE_ACCEPT,
  DeliverableFieldsSchema,
  type DeliverableUpload,
  formatSize,
} from '#common/schemas/deliverables.ts'
import { adminApi } from '#web/admin/lib/admin-api.ts'
import { useKeyboardScrollableTable } from '#web/components/content/keyboard-scrollable.ts'
import { notifiesCustomer } from '#web/admin/lib/customer-notice.ts'
import { zodRules } from '#web/lib/zod-form.ts'

const rules = zodRules(DeliverableFieldsSchema)

const RESUME_HINT = '（再次选择同一文件上传将从中断处继续）'

interface Listing {
  deliverables: AdminDeliverable[]
  uploads: DeliverableUpload[]
}

interface DeliverValues {
  note?: string
  sampleId?: number
}

/**
 * Sends the parts the server lacks, reporting the whole file's percent; resolves when all are
 * held, rejects with an AbortError when `signal` pauses it.
 */
async function sendParts(
  base: string,
  upload: DeliverableUpload,
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<void> {
  const held = new Set(upload.parts.map((part) => part.part))
  let done = upload.parts.reduce((sum, part) => sum + part.size, 0)
  onProgress(Math.floor((done / upload.size) * 100))
  for (let part = 1; part <= upload.partCount; part += 1) {
    if (held.has(part)) continue
    const bytes = file.slice((part - 1) * upload.partSize, Math.min(part * upload.partSize, upload.size))
    await adminApi.putBytes(
      `${base}/${upload.uploadId}/parts/${part}`,
      bytes,
      (percent) => onProgress(Math.floor(((done + (bytes.size * percent) / 100) / upload.size) * 100)),
      signal,
    )
    done += bytes.size
  }
}

export function OrderDeliverables({ orderId, samples }: { orderId: number; samples: { id: number; name: string }[] }) {
  const { message, modal } = App.useApp()
  const [form] = Form.useForm<DeliverValues>()
  // The table is wider than a phone and scrolls sideways; the keyboard must reach it too.
  const tableRef = useKeyboardScrollableTable<HTMLDivElement>('交付文件')
  const [listing, setListing] = useState<Listing>({ deliverables: [], uploads: [] })
  const [file, setFile] = useState<File>()
  const [percent, setPercent] = useState<number>()
  const sending = useRef<AbortController>(undefined)
  const base = `/orders/${orderId}/deliverables`

  const load = useCallback(
    () => adminApi.get<Listing>(base).then(setListing, (error: Error) => message.error(error.message)),
    [base, message],
  )
  useEffect(() => {
    void load()
  }, [load])

  const deliver = async (values: DeliverValues) => {
    if (!file) return
    const controller = new AbortController()
    sending.current = controller
    try {
      // The same file chosen again continues its unfinished upload.
      const unfinished = listing.uploads.find((item) => item.name === file.name && item.size === file.size)
      const upload =
        unfinished ??
        (
          await adminApi.post<DeliverableUpload>(`${base}/uploads`, {
            name: file.name,
            size: file.size,
            note: values.note ?? '',
            ...(values.sampleId ? { sampleId: values.sampleId } : {}),
          })
        ).data
      await sendParts(`${base}/uploads`, upload, file, setPercent, controller.signal)
      const { message: done } = await adminApi.post(`${base}/uploads/${upload.uploadId}/complete`)
      message.success(done)
      form.resetFields()
      setFile(undefined)
    } catch (error) {
      if (controller.signal.aborted) message.info(`已暂停上传${RESUME_HINT}`)
      else message.error(`${(error as Error).message}${RESUME_HINT}`)
    } finally {
      sending.current = undefined
      setPercent(undefined)
      await load()
    }
  }

  const discard = async (upload: DeliverableUpload) => {
    try {
      const { message: done } = await adminApi.delete(`${base}/uploads/${upload.uploadId}`)
      message.success(done)
    } catch (error) {
      message.error((error as Error).message)
    }
    await load()
  }

  const confirmDeliver = (values: DeliverValues) =>
    modal.confirm({
      title: '交付文件',
      content: notifiesCustomer(`新的交付文件「${file?.name ?? ''}」已上传，可在订单页下载`),
      okText: '上传并通知',
      cancelText: '取消',
      onOk: () => void deliver(values),
    })

  const remove = async (item: AdminDeliverable) => {
    const { message: done } = await adminApi.delete(`${base}/${item.id}`)
    message.success(done)
    await load()
  }

  const columns: ColumnsType<AdminDeliverable> = [
    {
      title: '文件',
      dataIndex: 'name',
      render: (name: string, item) => (
        <>
          <div>{name}</div>
          {item.note && <Typography.Text type="secondary">{item.note}</Typography.Text>}
        </>
      ),
    },
    { title: '样本', dataIndex: 'sampleName', render: (name: string | null) => name ?? '整个订单' },
    { title: '大小', dataIndex: 'size', render: (size: number) => formatSize(size) },
    { title: '交付时间', dataIndex: 'createTime', render: (time: string) => formatDateTime(time) },
    {
      title: '到期',
      dataIndex: 'expiresAt',
      render: (time: string, item) => (item.expired ? <Tag>已过期</Tag> : formatDate(time)),
    },
    { title: '下载次数', dataIndex: 'downloads' },
    {
      title: '操作',
      key: 'actions',
      render: (_value, item) => (
        <Space size="small">
          {!item.expired && (
            <Button
              size="small"
              aria-label={`下载交付文件「${item.name}」`}
              onClick={() =>
                void adminApi
                  .download(`${base}/${item.id}/download`, {}, item.name)
                  .catch((error: Error) => message.error(error.message))
              }
            >
              下载
            </Button>
          )}
          <Popconfirm
            title={`删除交付文件「${item.name}」？`}
            onConfirm={() => remove(item)}
            okText="删除"
            cancelText="取消"
          >
            <Button danger size="small">
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ]

  return (
    <Card title="交付文件">
      <div ref={tableRef}>
        <Table<AdminDeliverable>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={listing.deliverables}
          pagination={false}
          scroll={{ x: 720 }}
          locale={{ emptyText: '还没有交付文件' }}
        />
      </div>
      <Form
        form={form}
        name="deliverable"
        layout="vertical"
        onFinish={confirmDeliver}
        className="admin-deliverables__form"
      >
        <Space wrap align="end">
          <Form.Item label="文件" required>
            <Space wrap>
              <Upload
                aria-label="选择交付文件"
                accept={DELIVERABLE_ACCEPT}
                maxCount={1}
                showUploadList={false}
                beforeUpload={(chosen) => {
                  setFile(chosen)
                  // Sent in parts by the upload below, not by antd's own request.
                  return false
                }}
              >
                <Button icon={<PaperClipOutlined />}>选择文件</Button>
              </Upload>
              <Typography.Text type={file ? undefined : 'secondary'}>{file?.name ?? '未选择文件'}</Typography.Text>
            </Space>
          </Form.Item>
          {samples.length > 0 && (
            <Form.Item name="sampleId" label="样本">
              <Select
                allowClear
                placeholder="整个订单"
                style={{ minWidth: 160 }}
                options={samples.map((sample) => ({ value: sample.id, label: sample.name }))}
              />
            </Form.Item>
          )}
          <Form.Item name="note" label="说明" rules={rules.note}>
            <Input placeholder="例如：第一批数据的分析报告" style={{ minWidth: 260 }} />
          </Form.Item>
          <Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              icon={<UploadOutlined />}
              disabled={!file || percent !== undefined}
            >
              上传并通知客户
            </Button>
          </Form.Item>
        </Space>
        {percent !== undefined && (
          <Space className="admin-deliverables__progress">
            <Progress percent={percent} aria-label="上传进度" />
            <Button onClick={() => sending.current?.abort()}>暂停上传</Button>
          </Space>
        )}
        {listing.uploads.length > 0 && (
          <div className="admin-deliverables__unfinished">
            <Typography.Text type="secondary">未完成的上传{RESUME_HINT}：</Typography.Text>
            <ul>
              {listing.uploads.map((item) => (
                <li key={item.uploadId}>
                  {item.name}（已收到 {item.parts.length}/{item.partCount} 片）
                  <Popconfirm
                    title={`放弃上传「${item.name}」？`}
                    description="已收到的分片将被删除。"
                    okText="放弃"
                    cancelText="取消"
                    onConfirm={() => discard(item)}
                  >
                    <Button type="link" size="small" disabled={percent !== undefined}>
                      放弃
                    </Button>
                  </Popconfirm>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Form>
    </Card>
  )
}
