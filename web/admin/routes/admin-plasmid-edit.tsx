// /admin/plasmids/new and /admin/plasmids/:id: every field of a catalogue entry, its seven
// filter values, the sequence and the feature map, checked in the browser with the shared
// schema (and the stored filter values) before the server checks them again.
import { App, Button, Card, Col, Form, Input, InputNumber, Radio, Row, Select, Space, Spin } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { isApiError } from '#common/api-client.ts'
import { PLASMID_STATUS } from '#common/plasmid-catalogue.ts'
import { PLASMID_FIELD_LABELS } from '#common/plasmid-field-labels.ts'
import { PLASMID_FILTER_DIMENSIONS } from '#common/plasmid-filters.ts'
import {
  type AdminPlasmid,
  type PlasmidInput,
  PlasmidInputSchema,
  cleanSequence,
  unknownFilterValues,
} from '#common/schemas/admin-plasmid.ts'
import { PlasmidFeaturesTable } from '#web/admin/components/plasmids/plasmid-features-table.tsx'
import { SHOWN_OPTIONS } from '#web/admin/components/shown-items.tsx'
import { adminApi } from '#web/admin/lib/admin-api.ts'
import { useUnsavedChanges } from '#web/admin/lib/unsaved-changes.tsx'
import { usePlasmidFilterGroups } from '#web/admin/lib/use-plasmid-filter-groups.ts'
import { zodFormRules } from '#web/lib/zod-form.ts'

type Key = keyof PlasmidInput

const BASIC: Key[] = ['itemNo', 'name', 'specification', 'alias', 'classification', 'backbone']
const PROPERTIES: Key[] = [
  'promoter',
  'replicon',
  'terminator',
  'tag',
  'nuclearResistance',
  'eukaryoticResistance',
  'cloneStrain',
  'cultureCondition',
  'expressionHost',
  'selectionMarker',
  'inducedWay',
  'threeSequencePrimer',
  'fiveSequencePrimer',
  'plasmidType',
  'plasmidSpecies',
  'plasmidSelectionMarker',
]
const TEXTS: Key[] = ['functionIntroduction', 'introduction', 'profile', 'remark']

const EMPTY: Partial<PlasmidInput> = {
  price: 0,
  size: 0,
  status: PLASMID_STATUS.published,
  topology: 'circular',
  sequence: '',
  features: [],
}

/** 'features.0.end' → ['features', 0, 'end'], the form's name of the field. */
const fieldPath = (key: string) => key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part))

export default function AdminPlasmidEdit() {
  const { id } = useParams()
  const creating = id === undefined
  const navigate = useNavigate()
  const { message } = App.useApp()
  const [form] = Form.useForm()
  const { options } = usePlasmidFilterGroups()
  const [entry, setEntry] = useState<AdminPlasmid>()
  const [saving, setSaving] = useState(false)
  const { changed, saved } = useUnsavedChanges()
  const sequence = Form.useWatch('sequence', form) as string | undefined

  // The shared schema plus the stored filter values: the server's own checks, in the form.
  const rules = useMemo(
    () =>
      zodFormRules(
        PlasmidInputSchema.superRefine((value, ctx) => {
          for (const [field, problem] of Object.entries(unknownFilterValues(value, options))) {
            ctx.addIssue({ code: 'custom', path: [field], message: problem })
          }
        }),
      ),
    [options],
  )

  useEffect(() => {
    if (creating) return
    adminApi
      .get<AdminPlasmid>(`/plasmids/${id}`)
      .then((loaded) => {
        setEntry(loaded)
        form.setFieldsValue(loaded)
      })
      .catch((error: Error) => message.error(error.message))
  }, [creating, id, form, message])

  const save = async (values: PlasmidInput) => {
    setSaving(true)
    try {
      const body = { ...form.getFieldsValue(true), ...values }
      const { data, message: done } = creating
        ? await adminApi.post<AdminPlasmid>('/plasmids', body)
        : await adminApi.put<AdminPlasmid>(`/plasmids/${id}`, body)
      saved()
      message.success(done)
      setEntry(data)
      form.setFieldsValue(data)
      if (creating) void navigate(`/admin/plasmids/${data.id}`, { replace: true })
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) {
        form.setFields(
          Object.entries(error.fieldErrors).map(([key, problem]) => ({ name: fieldPath(key), errors: [problem] })),
        )
      }
      message.error((error as Error).message)
    } finally {
      setSaving(false)
    }
  }

  const text = (key: Key, rows?: number) => (
    <Col xs={24} md={rows ? 24 : 12} xl={rows ? 24 : 8} key={key}>
      <Form.Item name={key} label={PLASMID_FIELD_LABELS[key]} rules={rules(key)}>
        {rows ? <Input.TextArea autoSize={{ minRows: rows, maxRows: 12 }} /> : <Input />}
      </Form.Item>
    </Col>
  )
  const length = cleanSequence(sequence ?? '').length
  const title = creating ? '新建质粒' : `编辑质粒 ${entry?.itemNo ?? ''}`

  if (!creating && !entry) return <Spin className="admin-page__loading" />

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={EMPTY}
      className="admin-plasmid-form"
      onFinish={save}
      onValuesChange={changed}
    >
      <Card
        title={<h1 className="admin-page__title">{title}</h1>}
        extra={
          <Space wrap>
            <Link to="/admin/plasmids">返回列表</Link>
            {entry && (
              <a href={`/plasmidPlatformDetail?listId=${entry.id}`} target="_blank" rel="noopener">
                查看公开页面
              </a>
            )}
          </Space>
        }
      >
        <h2 className="admin-form__section">基本信息</h2>
        <Row gutter={16}>
          {BASIC.map((key) => text(key))}
          {(['price', 'size'] as const).map((key) => (
            <Col xs={12} md={6} xl={4} key={key}>
              <Form.Item
                name={key}
                label={key === 'price' ? '价格（元）' : '长度（bp）'}
                rules={rules(key)}
                {...(key === 'size' ? { extra: '有序列时以序列长度为准' } : {})}
              >
                {key === 'price' ? (
                  // Typed text, not a number box: -5, abc or 1.234 reach the shared schema and are refused with its message.
                  <Input inputMode="decimal" className="admin-form__number" />
                ) : (
                  <InputNumber min={0} className="admin-form__number" />
                )}
              </Form.Item>
            </Col>
          ))}
          <Col xs={24} md={12} xl={8}>
            <Form.Item
              name="status"
              label={PLASMID_FIELD_LABELS.status}
              extra="隐藏的质粒不在网站的列表、搜索与详情页出现"
            >
              <Radio.Group optionType="button" options={SHOWN_OPTIONS} />
            </Form.Item>
          </Col>
        </Row>

        <h2 className="admin-form__section">筛选项</h2>
        <Row gutter={16}>
          {PLASMID_FILTER_DIMENSIONS.map(({ field, label }) => (
            <Col xs={24} md={12} xl={6} key={field}>
              <Form.Item name={field} label={label} rules={rules(field)}>
                <Select
                  showSearch
                  placeholder={`请选择${label}`}
                  options={options[field].map((value) => ({ value, label: value }))}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>

        <h2 className="admin-form__section">质粒属性</h2>
        <Row gutter={16}>{PROPERTIES.map((key) => text(key))}</Row>

        <h2 className="admin-form__section">介绍</h2>
        <Row gutter={16}>{TEXTS.map((key) => text(key, 3))}</Row>

        <h2 className="admin-form__section">序列</h2>
        <Form.Item name="topology" label="拓扑">
          <Radio.Group
            options={[
              { value: 'circular', label: '环状' },
              { value: 'linear', label: '线性' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="sequence"
          label="序列"
          rules={rules('sequence')}
          extra={`长度 ${length.toLocaleString('en')} bp；只接受 IUPAC 碱基字母，空格、换行和数字被忽略，留空为暂无序列`}
        >
          <Input.TextArea className="admin-form__sequence" autoSize={{ minRows: 4, maxRows: 14 }} spellCheck={false} />
        </Form.Item>

        <h2 className="admin-form__section">特征注释</h2>
        <PlasmidFeaturesTable rules={rules} />

        <div className="admin-form__actions">
          <Button type="primary" htmlType="submit" loading={saving}>
            保存
          </Button>
        </div>
      </Card>
    </Form>
  )
}
