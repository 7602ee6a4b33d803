// Small pieces the operations lists share: a status filter beside the search box, and a
// row's action that posts to the API behind a confirmation.
import { App, Button, Popconfirm, Select } from 'antd'
import { adminApi } from '#web/admin/lib/admin-api.ts'
import { type SetFilter, useListFilters } from './resource-list.tsx'

interface FilterSelectProps<Value extends string | number> {
  /** The list call's parameter. */
  name: string
  label: string
  options: { value: Value; label: string }[]
  setFilter: SetFilter
  placeholder?: string
}

/** A select of one of the list's filters, showing the value the URL holds; cleared, it shows every row. */
export function FilterSelect<Value extends string | number>(props: FilterSelectProps<Value>) {
  const current = useListFilters()[props.name]
  return (
    <Select<Value>
      aria-label={props.label}
      className="admin-page__filter"
      placeholder={props.placeholder ?? '全部状态'}
      allowClear
      value={props.options.find((option) => String(option.value) === current)?.value ?? null}
      options={props.options}
      onChange={(value?: Value) => props.setFilter(props.name, value)}
    />
  )
}

interface ConfirmedPostProps<Result> {
  label: string
  /** What the confirmation asks. */
  description: string
  /** Below /api/v1/admin. */
  path: string
  /** Called after the call succeeded, e.g. to read the list again. */
  onDone: (result: Result) => void
  /** A success that did not achieve what was asked (a mail failed again) is shown as a warning. */
  isWarning?: (result: Result) => boolean
}

/** A row's action behind a confirmation; the server's message is shown either way. */
export function ConfirmedPost<Result>({ label, description, path, onDone, isWarning }: ConfirmedPostProps<Result>) {
  const { message } = App.useApp()
  const run = async () => {
    try {
      const { data, message: outcome } = await adminApi.post<Result>(path)
      if (isWarning?.(data)) message.warning(outcome)
      else message.success(outcome)
      onDone(data)
    } catch (error) {
      message.error((error as Error).message)
    }
  }
  return (
    <Popconfirm title={label} description={description} okText={label} cancelText="取消" onConfirm={run}>
      <Button type="link">{label}</Button>
    </Popconfirm>
  )
}
