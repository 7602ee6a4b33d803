// The create and edit page of a content item: the fields of its kind, checked in the
// browser with the schema the server uses, saved through /api/v1/admin/<kind>. The
// server's field errors go under their fields; its message is shown either way.
import { App, Button, Card, Form, Result, Space, Spin } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { adminApi } from '#web/admin/lib/admin-api.ts'
import type { ContentFormSpec } from '#web/admin/content-forms.ts'
import { zodFormRules, zodRules } from '#web/lib/zod-form.ts'
import { schemaDefaults } from '#web/admin/lib/schema-defaults.ts'
import { useFormSave } from '#web/admin/lib/use-form-save.ts'
import { FormWidget } from './form-widget.tsx'

type Values = Record<string, unknown>

interface Props {
  spec: ContentFormSpec
  /** The item's id; undefined for a new one. */
  id: number | undefined
}

export function ContentForm({ spec, id }: Props) {
  const { message } = App.useApp()
  const navigate = useNavigate()
  const [form] = Form.useForm<Values>()
  const [state, setState] = useState<'loading' | 'ready' | 'missing'>(id ? 'loading' : 'ready')
  const { save: saveForm, saving, changed } = useFormSave(form)
  const listPath = `/admin/${spec.segment}`
  const apiPath = `/${spec.segment}`
  const rules = useMemo(() => zodRules(spec.schema) as Record<string, ReturnType<typeof zodRules>[string]>, [spec])
  /** The schema's cross-field rules (an end after the start) report under their field. */
  const formRules = useMemo(() => zodFormRules(spec.schema), [spec])

  useEffect(() => {
    if (!id) {
      form.setFieldsValue(schemaDefaults(spec.schema))
      return
    }
    let current = true
    adminApi
      .get<Values>(`${apiPath}/${id}`)
      .then((row) => {
        if (!current) return
        form.setFieldsValue(row)
        setState('ready')
      })
      .catch((error: Error) => {
        if (!current) return
        message.error(error.message)
        setState('missing')
      })
    return () => {
      current = false
    }
  }, [id, apiPath, form, message, spec])

  const save = async (values: Values) => {
    const saved = await saveForm(() =>
      id ? adminApi.put<Values>(`${apiPath}/${id}`, values) : adminApi.post<Values>(apiPath, values),
    )
    if (saved) await navigate(listPath)
  }

  if (state === 'missing')
    return <Result status="404" title={`${spec.label}不存在`} extra={<Link to={listPath}>返回列表</Link>} />

  return (
    <Card
      title={<h1 className="admin-page__title">{id ? `编辑${spec.label}` : `新建${spec.label}`}</h1>}
      extra={
        id && spec.publicHref ? (
          <a href={spec.publicHref(id)} target="_blank" rel="noopener">
            在网站上查看
          </a>
        ) : undefined
      }
    >
      <Spin spinning={state === 'loading'}>
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) => void save(values)}
          onValuesChange={changed}
          className="admin-form"
        >
          {spec.fields.map((field) => (
            <FormWidget
              key={field.name}
              field={field}
              molds={spec.categoryMolds}
              rules={[...(rules[field.name] ?? []), ...(field.name === 'endTime' ? formRules('endTime') : [])]}
              {...(field.name === 'endTime' ? { dependencies: ['startTime'] } : {})}
            />
          ))}
          <Space className="admin-form__actions">
            <Button type="primary" htmlType="submit" loading={saving}>
              保存
            </Button>
            <Button onClick={() => void navigate(listPath)}>取消</Button>
          </Space>
        </Form>
      </Spin>
    </Card>
  )
}
