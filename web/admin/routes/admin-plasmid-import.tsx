// /admin/plasmids/import: GenBank files or the CSV template → the server's preview (what
// each row would do, or why it cannot) → the editor confirms → every row is saved in one
// transaction, or none.
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons'
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Form,
  Input,
  Popconfirm,
  Radio,
  Row,
  Select,
  Space,
  Table,
  Tag,
  Upload,
} from 'antd'
import type { UploadFile } from 'antd'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { PLASMID_FILTER_DIMENSIONS } from '#common/plasmid-filters.ts'
import {
  MAX_IMPORT_FILES,
  MAX_IMPORT_ROWS,
  PLASMID_IMPORT_EXTENSIONS,
  type PlasmidImportDefaults,
  PlasmidImportDefaultsSchema,
  type PlasmidImportFormat,
  type PlasmidImportPreview,
  type PlasmidImportRow,
} from '#common/schemas/admin-plasmid-import.ts'
import { GENBANK_IMPORT_DEFAULTS } from '#common/plasmid-filters.ts'
import { adminApi } from '#web/admin/lib/admin-api.ts'
import { staffSession } from '#web/admin/lib/staff-session.ts'
import { usePlasmidFilterGroups } from '#web/admin/lib/use-plasmid-filter-groups.ts'
import { zodFormRules } from '#web/lib/zod-form.ts'

/** What entries a GenBank file creates are sold as (GenBank has no such fields). */
const SALE_FIELDS = [
  { key: 'price', label: '价格（元）', placeholder: '如 1280 或 1280.50' },
  { key: 'specification', label: '规格', placeholder: '如 10 μg' },
  { key: 'classification', label: '分类', placeholder: '如 克隆载体' },
] as const

/** The import's own schema checks the fields, as the server does. */
const rules = zodFormRules(PlasmidImportDefaultsSchema)

const ACTION_TAG: Record<PlasmidImportRow['action'], { color: string; label: string }> = {
  create: { color: 'green', label: '新建' },
  update: { color: 'blue', label: '更新' },
  error: { color: 'red', label: '错误' },
}

/** The template is behind the staff login, so it is fetched with the token and saved from memory. */
async function downloadTemplate() {
  const token = staffSession.readToken()
  const response = await fetch('/api/v1/admin/plasmid-import/template', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  if (!response.ok) throw new Error('模板下载失败，请稍后再试')
  const link = document.createElement('a')
  link.href = URL.createObjectURL(await response.blob())
  link.download = '质粒导入模板.csv'
  link.click()
  URL.revokeObjectURL(link.href)
}

export default function AdminPlasmidImport() {
  const { message } = App.useApp()
  const navigate = useNavigate()
  const [form] = Form.useForm<PlasmidImportDefaults>()
  const { options } = usePlasmidFilterGroups()
  const [format, setFormat] = useState<PlasmidImportFormat>('genbank')
  const [files, setFiles] = useState<UploadFile[]>([])
  const [preview, setPreview] = useState<PlasmidImportPreview>()
  const [busy, setBusy] = useState(false)

  const request = async () => ({
    format,
    files: await Promise.all(
      files.map(async (file) => ({ name: file.name, content: await (file.originFileObj as File).text() })),
    ),
    ...(format === 'genbank' ? { defaults: await form.validateFields() } : {}),
  })

  const run = async (step: () => Promise<void>) => {
    setBusy(true)
    try {
      await step()
    } catch (error) {
      if (error instanceof Error) message.error(error.message)
    } finally {
      setBusy(false)
    }
  }

  const check = () =>
    run(async () => {
      setPreview(
        await adminApi.post<PlasmidImportPreview>('/plasmid-import/preview', await request()).then((r) => r.data),
      )
    })

  const confirm = () =>
    run(async () => {
      const { message: done } = await adminApi.post('/plasmid-import/apply', await request())
      message.success(done)
      void navigate('/admin/plasmids')
    })

  const changed = () => setPreview(undefined)

  return (
    <Card
      title={<h1 className="admin-page__title">批量导入质粒</h1>}
      extra={<Link to="/admin/plasmids">返回列表</Link>}
    >
      <Space direction="vertical" size="large" className="admin-import">
        <Radio.Group
          optionType="button"
          value={format}
          onChange={(event) => {
            setFormat(event.target.value as PlasmidImportFormat)
            setFiles([])
            changed()
          }}
          options={[
            { value: 'genbank', label: 'GenBank 文件' },
            { value: 'csv', label: 'CSV 模板' },
          ]}
        />
        <Alert
          type="info"
          showIcon
          message={
            format === 'genbank'
              ? `按 LOCUS 名匹配货号：已有的质粒更新序列、拓扑和特征，没有的新建（取文件名为名称，并使用下面填写的价格、规格、分类和筛选值）。一次最多 ${MAX_IMPORT_FILES} 个文件、${MAX_IMPORT_ROWS} 条记录，每个文件不超过 2 MB。`
              : `按货号匹配：已有的质粒用文件中的列更新，没有的新建。列的写法见模板第二行。一次最多 ${MAX_IMPORT_ROWS} 行，文件不超过 2 MB。`
          }
          action={
            format === 'csv' && (
              <Button icon={<DownloadOutlined />} onClick={() => void run(downloadTemplate)}>
                下载 CSV 模板
              </Button>
            )
          }
        />
        <Upload.Dragger
          multiple={format === 'genbank'}
          accept={PLASMID_IMPORT_EXTENSIONS[format].join(',')}
          fileList={files}
          beforeUpload={() => false}
          onChange={({ fileList }) => {
            setFiles(format === 'csv' ? fileList.slice(-1) : fileList.slice(0, MAX_IMPORT_FILES))
            changed()
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">
            点击或拖入{format === 'genbank' ? ' .gb / .gbk 文件（可多选）' : '填写好的 .csv 文件'}
          </p>
        </Upload.Dragger>

        {format === 'genbank' && (
          <Form form={form} layout="vertical" initialValues={GENBANK_IMPORT_DEFAULTS} onValuesChange={changed}>
            <h2 className="admin-form__section">新建质粒的销售信息</h2>
            <Row gutter={16}>
              {SALE_FIELDS.map(({ key, label, placeholder }) => (
                <Col xs={24} md={8} key={key}>
                  <Form.Item name={key} label={label} rules={rules(key)} required={key === 'price'}>
                    <Input placeholder={placeholder} {...(key === 'price' ? { inputMode: 'decimal' as const } : {})} />
                  </Form.Item>
                </Col>
              ))}
            </Row>
            <h2 className="admin-form__section">新建质粒的筛选值</h2>
            <Row gutter={16}>
              {PLASMID_FILTER_DIMENSIONS.map(({ field, label }) => (
                <Col xs={24} md={12} xl={6} key={field}>
                  <Form.Item name={field} label={label} rules={[{ required: true, message: `请选择${label}` }]}>
                    <Select showSearch options={options[field].map((value) => ({ value, label: value }))} />
                  </Form.Item>
                </Col>
              ))}
            </Row>
          </Form>
        )}

        <Button type="primary" disabled={files.length === 0} loading={busy && !preview} onClick={() => void check()}>
          预览导入
        </Button>

        {preview && (
          <>
            <Alert
              type={preview.errors > 0 ? 'error' : 'success'}
              showIcon
              message={`将新建 ${preview.creates} 个、更新 ${preview.updates} 个${
                preview.errors > 0 ? `；${preview.errors} 行有错误，请修改文件后重新预览` : ''
              }`}
            />
            <Table<PlasmidImportRow>
              size="small"
              rowKey={(row) => `${row.file}:${row.row}`}
              dataSource={preview.rows}
              pagination={{ pageSize: 50, hideOnSinglePage: true }}
              scroll={{ x: 720 }}
              columns={[
                { title: '文件', dataIndex: 'file', width: 180 },
                { title: '行/记录', dataIndex: 'row', width: 80 },
                { title: '货号', dataIndex: 'itemNo', width: 140 },
                { title: '名称', dataIndex: 'name' },
                { title: '长度（bp）', dataIndex: 'size', width: 110, align: 'right' },
                {
                  title: '结果',
                  dataIndex: 'action',
                  width: 260,
                  render: (action: PlasmidImportRow['action'], row) => (
                    <Space direction="vertical" size={2}>
                      <Tag color={ACTION_TAG[action].color}>{ACTION_TAG[action].label}</Tag>
                      {row.errors.map((error) => (
                        <span key={error} className="admin-import__error">
                          {error}
                        </span>
                      ))}
                    </Space>
                  ),
                },
              ]}
            />
            <Popconfirm
              title="确认导入"
              description={`新建 ${preview.creates} 个、更新 ${preview.updates} 个质粒，全部成功或全部不导入。`}
              okText="确认"
              cancelText="取消"
              onConfirm={() => void confirm()}
              disabled={preview.errors > 0 || preview.rows.length === 0}
            >
              <Button type="primary" disabled={preview.errors > 0 || preview.rows.length === 0} loading={busy}>
                确认导入
              </Button>
            </Popconfirm>
          </>
        )}
      </Space>
    </Card>
  )
}
