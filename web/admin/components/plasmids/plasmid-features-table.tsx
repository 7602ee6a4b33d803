// The feature annotations of an entry as an editable table: one row per feature, each cell
// checked with the shared schema (positions inside the sequence included).
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, Form, Input, InputNumber, Select, Table } from 'antd'
import type { Rule } from 'antd/es/form'
import { useKeyboardScrollableTable } from '#web/components/content/keyboard-scrollable.ts'

/** INSDC feature keys editors use most; any other key may be typed. */
const COMMON_TYPES = [
  'CDS',
  'promoter',
  'terminator',
  'rep_origin',
  'misc_feature',
  'primer_bind',
  'polyA_signal',
  'enhancer',
  'LTR',
  'protein_bind',
  'sig_peptide',
  'misc_RNA',
]

interface Props {
  rules: (name: (string | number)[]) => Rule[]
}

export function PlasmidFeaturesTable({ rules }: Props) {
  // Wide on a phone: its scroll container must be reachable by keyboard.
  const tableRef = useKeyboardScrollableTable<HTMLDivElement>('特征注释')
  return (
    <Form.List name="features">
      {(fields, { add, remove }) => (
        <div ref={tableRef}>
          <Table
            className="admin-features"
            size="small"
            rowKey="key"
            pagination={false}
            scroll={{ x: 760 }}
            dataSource={fields}
            locale={{ emptyText: '暂无特征' }}
            columns={[
              {
                title: '名称',
                render: (_value, field) => (
                  <Form.Item name={[field.name, 'name']} rules={rules(['features', field.name, 'name'])}>
                    <Input aria-label={`特征 ${field.name + 1} 名称`} />
                  </Form.Item>
                ),
              },
              {
                title: '类型',
                width: 170,
                render: (_value, field) => (
                  <Form.Item name={[field.name, 'type']} rules={rules(['features', field.name, 'type'])}>
                    <Select
                      aria-label={`特征 ${field.name + 1} 类型`}
                      showSearch
                      options={COMMON_TYPES.map((type) => ({ value: type, label: type }))}
                    />
                  </Form.Item>
                ),
              },
              ...(['start', 'end'] as const).map((key) => ({
                title: key === 'start' ? '起点' : '终点',
                width: 120,
                render: (_value: unknown, field: { name: number }) => (
                  <Form.Item
                    name={[field.name, key]}
                    dependencies={['sequence', 'topology']}
                    rules={rules(['features', field.name, key])}
                  >
                    <InputNumber aria-label={`特征 ${field.name + 1} ${key === 'start' ? '起点' : '终点'}`} min={1} />
                  </Form.Item>
                ),
              })),
              {
                title: '方向',
                width: 110,
                render: (_value, field) => (
                  <Form.Item name={[field.name, 'strand']} rules={rules(['features', field.name, 'strand'])}>
                    <Select
                      aria-label={`特征 ${field.name + 1} 方向`}
                      options={[
                        { value: 1, label: '正向 (+)' },
                        { value: -1, label: '反向 (−)' },
                      ]}
                    />
                  </Form.Item>
                ),
              },
              {
                title: '操作',
                width: 70,
                render: (_value, field) => (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`删除特征 ${field.name + 1}`}
                    onClick={() => remove(field.name)}
                  />
                ),
              },
            ]}
          />
          <Button
            className="admin-features__add"
            icon={<PlusOutlined />}
            onClick={() => add({ name: '', type: 'CDS', start: 1, end: 1, strand: 1 })}
          >
            添加特征
          </Button>
        </div>
      )}
    </Form.List>
  )
}
