// /admin/plasmid-filters: the values of the public plasmid list's seven dropdowns. A new
// value is offered at once; a rename follows into every entry carrying it; a value still
// carried by entries cannot be deleted (the server says how many).
import { App, Button, Card, Form, Grid, Input, Modal, Popconfirm, Select, Space, Table, Tabs } from 'antd'
import { useState } from 'react'
import {
  type PlasmidFilterGroup,
  type PlasmidFilterValue,
  PlasmidFilterValueCreateSchema,
} from '#common/schemas/admin-plasmid-filters.ts'
import { adminApi } from '#web/admin/lib/admin-api.ts'
import { usePlasmidFilterGroups } from '#web/admin/lib/use-plasmid-filter-groups.ts'
import { zodRule } from '#web/lib/zod-form.ts'

const valueRules = [zodRule(PlasmidFilterValueCreateSchema.shape.value)]

export default function AdminPlasmidFilters() {
  const { groups, reload } = usePlasmidFilterGroups()
  const [active, setActive] = useState<string>('plasmidHost')
  // Seven tabs do not fit a phone's width, and antd's overflow menu inside the tab list is not
  // a tab (WCAG 1.3.1): on a phone a select chooses the filter instead.
  const { md } = Grid.useBreakpoint()
  const chosen = groups?.find((group) => group.field === active)
  return (
    <Card title={<h1 className="admin-page__title">质粒筛选项</h1>}>
      <p className="admin-page__hint">
        公开质粒列表的七个下拉筛选项。改名时使用该值的质粒随之改名；仍有质粒使用的值不能删除。
      </p>
      {md === false ? (
        <>
          <Select
            className="admin-filter-values__choose"
            aria-label="筛选项"
            value={active}
            onChange={setActive}
            options={(groups ?? []).map((group) => ({
              value: group.field,
              label: `${group.label}（${group.values.length}）`,
            }))}
          />
          {chosen && <FilterGroup group={chosen} onChanged={reload} />}
        </>
      ) : (
        <Tabs
          activeKey={active}
          onChange={setActive}
          items={(groups ?? []).map((group) => ({
            key: group.field,
            label: `${group.label}（${group.values.length}）`,
            children: <FilterGroup group={group} onChanged={reload} />,
          }))}
        />
      )}
    </Card>
  )
}

function FilterGroup({ group, onChanged }: { group: PlasmidFilterGroup; onChanged: () => Promise<void> }) {
  const { message } = App.useApp()
  const [adding] = Form.useForm<{ value: string }>()
  const [renaming] = Form.useForm<{ value: string }>()
  const [editing, setEditing] = useState<PlasmidFilterValue>()

  const perform = async (call: () => Promise<{ message: string }>) => {
    try {
      message.success((await call()).message)
      await onChanged()
      return true
    } catch (error) {
      message.error((error as Error).message)
      return false
    }
  }

  const add = async ({ value }: { value: string }) => {
    if (await perform(() => adminApi.post('/plasmid-filter-values', { field: group.field, value })))
      adding.resetFields()
  }
  const rename = async () => {
    const { value } = await renaming.validateFields()
    if (editing && (await perform(() => adminApi.put(`/plasmid-filter-values/${editing.id}`, { value })))) {
      setEditing(undefined)
    }
  }

  return (
    <>
      <Form form={adding} layout="inline" className="admin-filter-values__add" onFinish={add}>
        <Form.Item name="value" rules={valueRules}>
          <Input placeholder={`新的${group.label}`} aria-label={`新的${group.label}`} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          添加
        </Button>
      </Form>
      <Table<PlasmidFilterValue>
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: 560 }}
        dataSource={group.values}
        columns={[
          { title: '序号', dataIndex: 'sortOrder', width: 70 },
          { title: '值', dataIndex: 'value', width: 220 },
          { title: '使用的质粒', dataIndex: 'usage', width: 110, align: 'right' },
          {
            title: '操作',
            width: 150,
            render: (_value, row) => (
              <Space>
                <Button
                  type="link"
                  onClick={() => {
                    renaming.setFieldsValue({ value: row.value })
                    setEditing(row)
                  }}
                >
                  改名
                </Button>
                <Popconfirm
                  title="删除"
                  description={`确定删除“${row.value}”吗？`}
                  okText="确认"
                  cancelText="取消"
                  onConfirm={() => perform(() => adminApi.delete(`/plasmid-filter-values/${row.id}`))}
                >
                  <Button type="link" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        title={`改名：${editing?.value ?? ''}`}
        open={editing !== undefined}
        okText="保存"
        cancelText="取消"
        onOk={() => void rename()}
        onCancel={() => setEditing(undefined)}
        destroyOnHidden
      >
        <p>使用该值的 {editing?.usage ?? 0} 个质粒会随之改名。</p>
        <Form form={renaming} layout="vertical">
          <Form.Item name="value" label="新名称" rules={valueRules}>
            <Input />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}
