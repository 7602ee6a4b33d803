// The input of one console form field by its widget, bound to an antd Form.Item: flags and
// times are kept in the form as the API's values (0/1, ISO strings), so the shared zod
// schema checks exactly what is sent.
import { DatePicker, Form, Input, InputNumber, Select, Switch } from 'antd'
import type { Rule } from 'antd/es/form'
import dayjs, { type Dayjs } from 'dayjs'
import type { ContentField } from '#web/admin/content-forms.ts'
import { CategorySelect } from './category-select.tsx'
import { HtmlField } from './html-field.tsx'
import { ImageField } from './image-field.tsx'

interface Props {
  field: ContentField
  rules: Rule[]
  molds?: readonly string[] | undefined
  dependencies?: string[]
}

/** Fields that take the whole row of the form's grid. */
export const isWide = (field: ContentField) => ['html', 'textarea', 'image'].includes(field.widget as string)

export function FormWidget({ field, rules, molds, dependencies }: Props) {
  const item = {
    name: field.name,
    label: field.label,
    rules,
    required: field.required ?? false,
    ...(field.help ? { extra: field.help } : {}),
    ...(dependencies ? { dependencies } : {}),
    className: isWide(field) ? 'admin-form__wide' : undefined,
  }
  const { widget } = field

  if (widget === 'flag')
    return (
      <Form.Item
        {...item}
        valuePropName="checked"
        getValueProps={(value: number) => ({ checked: value === 1 })}
        normalize={(checked: boolean) => (checked ? 1 : 0)}
      >
        <Switch aria-label={field.label} />
      </Form.Item>
    )
  if (widget === 'datetime')
    return (
      <Form.Item
        {...item}
        getValueProps={(value: string | null | undefined) => ({ value: value ? dayjs(value) : null })}
        normalize={(value: Dayjs | null) => (value ? value.toISOString() : null)}
      >
        <DatePicker showTime aria-label={field.label} className="admin-form__full" />
      </Form.Item>
    )
  return <Form.Item {...item}>{input(field, molds)}</Form.Item>
}

function input(field: ContentField, molds: readonly string[] | undefined) {
  const { widget, label } = field
  if (typeof widget === 'object') return <Select aria-label={label} options={[...widget.options]} />
  switch (widget) {
    case 'html':
      return <HtmlField label={label} />
    case 'image':
      return <ImageField label={label} />
    case 'textarea':
      return <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
    case 'number':
      return <InputNumber min={0} precision={0} className="admin-form__full" />
    case 'category':
      return <CategorySelect aria-label={label} molds={molds} />
    default:
      return <Input />
  }
}
