// An order form's sections, read from its type's description (spec §4, §5): each field with
// its label, input, help and the shared schema's rule, shown while the answers ask for it.
import { Card, Form, Input, InputNumber, Radio, Select } from 'antd'
import type { Rule } from 'antd/es/form'
import type { ChangeEvent } from 'react'
import {
  type Answers,
  type FieldDescription,
  type OrderTypeDescription,
  isShown,
} from '#common/schemas/orders/describe.ts'
import { type TextOf, optionsIn, useText } from '#web/lib/page-lang.ts'
import { SgRnaRows } from './guide-seq-fields.tsx'
import { SequenceAdvice } from './sequence-advice.tsx'
import { ProofUpload } from './proof-upload.tsx'

export type FieldRules = (name: string | (string | number)[]) => Rule[]

/** Capitals as the customer types: the rule (只可输入ATCG四种大写字母) still names anything else. */
const upper = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => event.target.value.toUpperCase()

function inputOf(field: FieldDescription, answers: Answers, t: TextOf) {
  const placeholder = field.placeholder === undefined ? undefined : t(field.placeholder)
  const disabled = field.disabled?.(answers)
  switch (field.kind) {
    case 'choice':
    case 'flag': {
      const options = optionsIn(field.options ?? [], t)
      return field.dropdown ? <Select options={options} /> : <Radio.Group options={options} />
    }
    case 'number':
      return (
        <InputNumber
          className="number-input"
          placeholder={placeholder}
          disabled={disabled}
          {...field.bounds}
          {...(field.computed ? { readOnly: true, tabIndex: -1 } : {})}
        />
      )
    case 'file':
      return <ProofUpload label={t(field.label)} />
    case 'note':
    case 'sequence':
      return field.lines ? (
        <Input.TextArea
          className={field.kind === 'sequence' ? 'sequence' : undefined}
          rows={field.lines}
          maxLength={field.max}
          showCount={field.count}
        />
      ) : (
        <Input className="sequence" maxLength={field.max} placeholder={placeholder} />
      )
    default:
      return (
        <Input maxLength={field.max} placeholder={placeholder} disabled={disabled} autoComplete={field.autoComplete} />
      )
  }
}

function FieldItem({
  name,
  field,
  answers,
  rules,
}: {
  name: string
  field: FieldDescription
  answers: Answers
  rules: FieldRules
}) {
  const t = useText()
  const advise = field.advice && ((value: unknown) => field.advice!(String(value ?? ''), answers))
  if (field.kind === 'rows') {
    return <SgRnaRows label={field.label} placeholder={field.placeholder} rules={rules} advise={advise} />
  }
  const help = typeof field.help === 'function' ? field.help(answers) : field.help
  const advice = advise?.(answers[name])
  return (
    <Form.Item
      name={name}
      label={t(field.label)}
      required={field.required}
      rules={rules(name)}
      extra={advice !== undefined ? <SequenceAdvice text={t(advice)} /> : help === undefined ? undefined : t(help)}
      {...(field.uppercase ? { getValueFromEvent: upper } : {})}
    >
      {inputOf(field, answers, t)}
    </Form.Item>
  )
}

/** The form's cards in order: each section's fields, those side by side in a grid. */
export function DescribedSections({ type, rules }: { type: OrderTypeDescription; rules: FieldRules }) {
  const t = useText()
  const form = Form.useFormInstance()
  const answers = (Form.useWatch((values: Answers) => values, { form, preserve: true }) ?? {}) as Answers
  const item = (name: string) => {
    const field = type.fields[name]
    return field && isShown(field, answers) ? (
      <FieldItem key={name} name={name} field={field} answers={answers} rules={rules} />
    ) : null
  }
  return type.form.map((section) => (
    <Card key={section.title} className="customer-card" title={t(section.title)}>
      {section.fields.map((entry) => {
        if (typeof entry === 'string') return item(entry)
        const shown = entry.map(item).filter((node) => node !== null)
        return shown.length > 0 ? (
          <div key={entry.join()} className="form-grid">
            {shown}
          </div>
        ) : null
      })}
    </Card>
  ))
}
