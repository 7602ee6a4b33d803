// A category's fields: create one under a parent, or edit one (changing its parent moves it).
import { Button, Form, Space } from 'antd'
import { useEffect } from 'react'
import { type AdminCategory, CategoryInputSchema } from '#common/schemas/admin-content.ts'
import { adminApi } from '#web/admin/lib/admin-api.ts'
import { schemaDefaults } from '#web/admin/lib/schema-defaults.ts'
import { useFormSave } from '#web/admin/lib/use-form-save.ts'
import { CATEGORY_FIELDS } from '#web/admin/content-forms.ts'
import { zodRules } from '#web/lib/zod-form.ts'
import { CategorySelect } from './category-select.tsx'
import { FormWidget } from './form-widget.tsx'

type Values = Record<string, unknown>
const rules = zodRules(CategoryInputSchema) as Record<string, ReturnType<typeof zodRules>[string]>

interface Props {
  /** The category edited, or the parent of a new one. */
  editing: AdminCategory | { pid: number }
  onSaved: (saved: AdminCategory) => void
}

export function CategoryForm({ editing, onSaved }: Props) {
  const [form] = Form.useForm<Values>()
  const { save: saveForm, saving, changed, discard } = useFormSave(form)
  const id = 'id' in editing ? editing.id : undefined
  useEffect(() => {
    form.resetFields()
    form.setFieldsValue(id ? editing : { ...schemaDefaults(CategoryInputSchema), pid: editing.pid })
    discard()
  }, [form, editing, id, discard])

  const save = async (values: Values) => {
    const saved = await saveForm(() =>
      id
        ? adminApi.put<AdminCategory>(`/categories/${id}`, values)
        : adminApi.post<AdminCategory>('/categories', values),
    )
    if (saved) onSaved(saved)
  }

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(values) => void save(values)}
      onValuesChange={changed}
      className="admin-form"
    >
      <Form.Item name="pid" label="上级栏目" rules={rules.pid}>
        <CategorySelect aria-label="上级栏目" rootLabel="（顶级栏目）" exclude={id} />
      </Form.Item>
      {CATEGORY_FIELDS.map((field) => (
        <FormWidget key={field.name} field={field} rules={rules[field.name] ?? []} />
      ))}
      <Space className="admin-form__actions">
        <Button type="primary" htmlType="submit" loading={saving}>
          保存
        </Button>
      </Space>
    </Form>
  )
}
