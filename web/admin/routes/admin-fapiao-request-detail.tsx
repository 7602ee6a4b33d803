import { ArrowLeftOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons'
import { App, Button, Card, Descriptions, Form, Input, Result, Space, Spin, Upload } from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { Link, useParams } from 'react-router'
import { formatDateTime } from '#common/china-date.ts'
import {
  type AdminFapiao,
  FAPIAO_KIND,
  FAPIAO_KIND_LABEL,
  FAPIAO_STATUS,
  type IssueFapiao,
  IssueFapiaoSchema,
} from '#common/schemas/fapiao.ts'
import { FapiaoStatusTag } from '#web/admin/fapiao/fapiao-tag.tsx'
import { adminApi } from '#web/admin/lib/admin-api.ts'
import { notifiesCustomer } from '#web/admin/lib/customer-notice.ts'
import { applyApiError, zodRules } from '#web/lib/zod-form.ts'

type Loaded = { request: AdminFapiao } | { failure: string }
const rules = zodRules(IssueFapiaoSchema)

/**
 * /admin/fapiao-requests/:id (operators): one fapiao request with its order, customer and
 * invoice details; staff upload the invoice's PDF and mark it issued with its number, which
 * e-mails the customer.
 */
export default function AdminFapiaoRequestDetail() {
  const { id } = useParams()
  const { message, modal } = App.useApp()
  const [form] = Form.useForm<IssueFapiao>()
  const [loaded, setLoaded] = useState<Loaded>()
  const [busy, setBusy] = useState(false)

  const load = useCallback(
    () =>
      adminApi
        .get<AdminFapiao>(`/fapiao-requests/${id}`)
        .then((request) => setLoaded({ request }))
        .catch((error: Error) => setLoaded({ failure: error.message })),
    [id],
  )
  useEffect(() => void load(), [load])

  if (!loaded) return <Spin />
  if ('failure' in loaded) {
    return <Result status="404" title={loaded.failure} extra={<Link to="/admin/fapiao-requests">返回发票申请</Link>} />
  }
  const { request } = loaded
  const pending = request.status === FAPIAO_STATUS.PENDING

  const run = async (work: () => Promise<{ message: string }>) => {
    setBusy(true)
    try {
      message.success((await work()).message)
      await load()
    } catch (error) {
      const shown = applyApiError(form, error)
      if (shown) message.error(shown)
    } finally {
      setBusy(false)
    }
  }

  const uploadPdf = (file: File) => {
    const body = new FormData()
    body.append('file', file)
    void run(() => adminApi.post(`/fapiao-requests/${request.id}/pdf`, body))
    // The file goes through the call above, not antd's own upload.
    return false
  }

  const downloadPdf = () =>
    adminApi
      .download(`/fapiao-requests/${request.id}/pdf`, {}, `发票-${request.invoiceNo || request.orderno}.pdf`)
      .catch((error: Error) => message.error(error.message))

  const special = request.kind === FAPIAO_KIND.SPECIAL
  return (
    <Space orientation="vertical" size="middle" className="admin-page__stack">
      <Link to="/admin/fapiao-requests">
        <ArrowLeftOutlined /> 发票申请
      </Link>
      <Card
        title={
          <h1 className="admin-page__title">
            发票申请 #{request.id} <FapiaoStatusTag status={request.status} />
          </h1>
        }
      >
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            {
              key: 'order',
              label: '订单',
              children: <Link to={`/admin/orders/${request.orderId}`}>{request.orderno}</Link>,
            },
            {
              key: 'customer',
              label: '客户',
              children: <Link to={`/admin/customers/${request.memberId}`}>{request.memberEmail}</Link>,
            },
            { key: 'kind', label: '发票类型', children: FAPIAO_KIND_LABEL[request.kind] },
            { key: 'amount', label: '开票金额（元）', children: request.amount.toFixed(2) },
            { key: 'title', label: '发票抬头', children: request.title },
            { key: 'taxId', label: '纳税人识别号', children: request.taxId },
            ...(special
              ? [
                  { key: 'bankName', label: '开户银行', children: request.bankName },
                  { key: 'bankAccount', label: '银行账号', children: request.bankAccount },
                  { key: 'registerAddress', label: '注册地址', children: request.registerAddress },
                  { key: 'registerPhone', label: '注册电话', children: request.registerPhone },
                ]
              : []),
            { key: 'remark', label: '备注', children: request.remark || '—', span: 'filled' as const },
            { key: 'created', label: '申请时间', children: formatDateTime(request.createTime) },
            { key: 'issued', label: '开票时间', children: formatDateTime(request.issueTime) || '—' },
            { key: 'invoiceNo', label: '发票号码', children: request.invoiceNo || '—' },
          ]}
        />
      </Card>
      <Card title={<h2 className="admin-page__subtitle">发票 PDF</h2>}>
        <Space wrap>
          {request.hasPdf && (
            <Button icon={<DownloadOutlined />} onClick={() => void downloadPdf()}>
              下载发票 PDF
            </Button>
          )}
          <Upload accept=".pdf" showUploadList={false} beforeUpload={uploadPdf}>
            <Button icon={<UploadOutlined />} loading={busy}>
              {request.hasPdf ? '替换 PDF' : '上传 PDF'}
            </Button>
          </Upload>
        </Space>
        <p className="admin-page__hint">开票后客户可在「我的发票」下载 PDF。</p>
      </Card>
      {pending && (
        <Card title={<h2 className="admin-page__subtitle">标记为已开票</h2>}>
          <Form<IssueFapiao>
            form={form}
            layout="inline"
            onFinish={(values) =>
              // It e-mails the customer and cannot be undone: asked first, as every such action.
              modal.confirm({
                title: notifiesCustomer(`订单 ${request.orderno} 的发票已开具（发票号码 ${values.invoiceNo}）`),
                content: '标记后不能撤回，客户会收到开票邮件。确定吗？',
                okText: '标记并通知客户',
                cancelText: '取消',
                onOk: () => run(() => adminApi.post(`/fapiao-requests/${request.id}/issue`, values)),
              })
            }
          >
            <Form.Item name="invoiceNo" label="发票号码" rules={rules.invoiceNo}>
              <Input maxLength={20} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy}>
              标记为已开票
            </Button>
          </Form>
          <p className="admin-page__hint">
            {notifiesCustomer('开票邮件，含发票号码；有 PDF 时可在「我的发票」下载。')}
          </p>
        </Card>
      )}
    </Space>
  )
}
