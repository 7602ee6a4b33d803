// /admin/blocks: the texts of the About page (introduction, advantages, certifications…),
// the privacy policy and the About page's four figures.
import { App, Button, Card, Drawer, Form, InputNumber, Table } from 'antd'
import { useEffect, useState } from 'react'
import { AboutCountersSchema, ContentBlockInputSchema } from '#common/schemas/admin-content.ts'
import type { z } from '#common/zod.ts'
import { FormWidget } from '#web/admin/components/form-widget.tsx'
import { PrivacyVersionsCard } from '#web/admin/components/privacy-versions-card.tsx'
import { adminApi } from '#web/admin/lib/admin-api.ts'
import { useDrawerWidth } from '#web/admin/lib/use-drawer-width.ts'
import { useFormSave } from '#web/admin/lib/use-form-save.ts'
import { zodRules } from '#web/lib/zod-form.ts'

type Block = z.infer<typeof ContentBlockInputSchema> & { key: string; sort: number }
type Counters = z.infer<typeof AboutCountersSchema>

const blockRules = zodRules(ContentBlockInputSchema)
const counterRules = zodRules(AboutCountersSchema)
const COUNTER_LABELS: Record<keyof Counters, string> = {
  keyanyuansuo: '服务科研院所',
  jishugongsi: '服务技术公司',
  xiangmujinyan: '项目经验（年）',
  geleiyangben: '累计处理各类样本',
}

export default function AdminBlocks() {
  const { message } = App.useApp()
  const [blocks, setBlocks] = useState<Block[]>()
  const [editing, setEditing] = useState<Block>()

  useEffect(() => {
    adminApi
      .get<Block[]>('/blocks')
      .then(setBlocks)
      .catch((error: Error) => message.error(error.message))
  }, [message])

  return (
    <>
      <CountersCard />
      <PrivacyVersionsCard />
      <Card title={<h1 className="admin-page__title">页面文字</h1>}>
        <Table<Block>
          rowKey="key"
          loading={!blocks}
          dataSource={blocks ?? []}
          pagination={false}
          columns={[
            { title: '标题', dataIndex: 'title' },
            { title: '标识', dataIndex: 'key', width: 160 },
            {
              title: '操作',
              key: 'actions',
              width: 100,
              render: (_value, block) => (
                <Button type="link" onClick={() => setEditing(block)}>
                  编辑
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <BlockDrawer
        block={editing}
        onClose={() => setEditing(undefined)}
        onSaved={(saved) => {
          setBlocks((current) => current?.map((block) => (block.key === saved.key ? saved : block)))
          setEditing(undefined)
        }}
      />
    </>
  )
}

function BlockDrawer({
  block,
  onClose,
  onSaved,
}: {
  block: Block | undefined
  onClose: () => void
  onSaved: (block: Block) => void
}) {
  const [form] = Form.useForm()
  const { save, saving, changed, discard } = useFormSave(form)
  const width = useDrawerWidth()

  useEffect(() => {
    if (block) form.setFieldsValue(block)
    // Closed, or opened on another text: nothing of the last one is pending.
    discard()
  }, [block, form, discard])

  const saveBlock = async (values: unknown) => {
    const saved = block && (await save(() => adminApi.put<Block>(`/blocks/${block.key}`, values)))
    if (saved) onSaved(saved)
  }

  return (
    <Drawer
      open={block !== undefined}
      onClose={onClose}
      size={width}
      title={block ? `编辑「${block.title}」` : ''}
      destroyOnHidden
      forceRender
      extra={
        <Button type="primary" loading={saving} onClick={() => form.submit()}>
          保存
        </Button>
      }
    >
      <Form form={form} layout="vertical" onFinish={(values) => void saveBlock(values)} onValuesChange={changed}>
        <FormWidget field={{ name: 'title', label: '标题', widget: 'text' }} rules={blockRules.title} />
        <FormWidget field={{ name: 'litpic', label: '图片', widget: 'image' }} rules={blockRules.litpic} />
        <FormWidget field={{ name: 'body', label: '内容', widget: 'html' }} rules={blockRules.body} />
      </Form>
    </Drawer>
  )
}

function CountersCard() {
  const { message } = App.useApp()
  const [form] = Form.useForm()
  const { save, saving, changed } = useFormSave(form)
  const saveCounters = async (values: unknown) => {
    const saved = await save(() => adminApi.put<Counters>('/about-counters', values))
    if (saved) form.setFieldsValue(saved)
  }

  useEffect(() => {
    adminApi
      .get<Counters>('/about-counters')
      .then((counters) => form.setFieldsValue(counters))
      .catch((error: Error) => message.error(error.message))
  }, [form, message])

  return (
    <Card title={<h2 className="admin-page__title">关于我们的数字</h2>} className="admin-page__block">
      <Form form={form} layout="vertical" onFinish={(values) => void saveCounters(values)} onValuesChange={changed}>
        <div className="admin-form admin-form--counters">
          {(Object.keys(COUNTER_LABELS) as (keyof Counters)[]).map((key) => (
            <Form.Item key={key} name={key} label={COUNTER_LABELS[key]} rules={counterRules[key]}>
              <InputNumber min={0} precision={0} className="admin-form__full" />
            </Form.Item>
          ))}
        </div>
        <Button type="primary" htmlType="submit" loading={saving}>
          保存数字
        </Button>
      </Form>
    </Card>
  )
}
