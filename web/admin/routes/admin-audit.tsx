// /admin/audit: who changed what in the console, newest first (admins only): filters by staff,
// action, object type and time range, each entry's changed fields with their old and new
// values, and the filtered log as CSV.
import { Button, DatePicker, Select, Table, Tag } from 'antd'
import dayjs from 'dayjs'
import { useEffect, useState } from 'react'
import { formatDateTime } from '#common/china-date.ts'
import {
  AUDIT_ACTIONS,
  AUDIT_ACTION_LABEL,
  type AuditAction,
  type AuditEntry,
  type AuditFieldChange,
  auditFieldLabel,
  auditValueText,
} from '#common/schemas/admin-audit.ts'
import type { StaffAccount } from '#common/schemas/admin-staff.ts'
import { ResourceList, type SetFilter, type SetFilters } from '#web/admin/components/resource-list.tsx'
import { adminApi } from '#web/admin/lib/admin-api.ts'

const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABEL[action] }))

/** An entry's changed fields, shown on demand below its summary: field, 修改前, 修改后. */
function Changes({ changes }: { changes: AuditFieldChange[] }) {
  const [open, setOpen] = useState(false)
  if (changes.length === 0) return null
  return (
    <div className="admin-audit__changes">
      <Button type="link" size="small" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? '收起改动' : `查看改动（${changes.length}）`}
      </Button>
      {open && (
        <Table<AuditFieldChange>
          size="small"
          pagination={false}
          rowKey="field"
          dataSource={changes}
          columns={[
            { title: '字段', dataIndex: 'field', width: 140, render: (field: string) => auditFieldLabel(field) },
            { title: '修改前', dataIndex: 'before', render: (value: unknown) => <Value value={value} /> },
            { title: '修改后', dataIndex: 'after', render: (value: unknown) => <Value value={value} /> },
          ]}
        />
      )}
    </div>
  )
}

const Value = ({ value }: { value: unknown }) => <span className="admin-audit__value">{auditValueText(value)}</span>

interface FiltersProps {
  setFilter: SetFilter
  setFilters: SetFilters
  /** The filters in the URL, which the controls show. */
  values: Record<string, string | undefined>
  staff: StaffAccount[]
}

function Filters({ setFilter, setFilters, values, staff }: FiltersProps) {
  const { staffId, action, from, to } = values
  return (
    <>
      <Select<number>
        aria-label="员工"
        className="admin-page__filter"
        placeholder="全部员工"
        allowClear
        showSearch
        optionFilterProp="label"
        options={staff.map((account) => ({ value: account.id, label: account.name || account.email }))}
        value={staffId ? Number(staffId) : null}
        onChange={(value?: number) => setFilter('staffId', value)}
      />
      <Select<AuditAction>
        aria-label="操作类型"
        className="admin-page__filter"
        placeholder="全部操作"
        allowClear
        options={ACTION_OPTIONS}
        value={(action as AuditAction | undefined) ?? null}
        onChange={(value?: AuditAction) => setFilter('action', value)}
      />
      <DatePicker.RangePicker
        aria-label="时间范围"
        // The range's last day is the one before `to`, which is the start of the day after it.
        value={from && to ? [dayjs(from), dayjs(to).subtract(1, 'day')] : null}
        onChange={(range) =>
          // Whole days of the browser's calendar: from the first day's start to the end of the last.
          setFilters({
            from: range?.[0]?.startOf('day').toISOString(),
            to: range?.[1]?.add(1, 'day').startOf('day').toISOString(),
          })
        }
      />
    </>
  )
}

export default function AdminAudit() {
  const [staff, setStaff] = useState<StaffAccount[]>([])
  useEffect(() => {
    // Without the names the filter is empty; the log itself still shows.
    adminApi
      .get<StaffAccount[]>('/staff')
      .then(setStaff)
      .catch(() => setStaff([]))
  }, [])

  return (
    <ResourceList<AuditEntry>
      title="操作日志"
      path="/audit"
      searchPlaceholder="按对象类型筛选，如 news、plasmids"
      searchParam="targetType"
      filters={(setFilter, values, setFilters) => (
        <Filters setFilter={setFilter} setFilters={setFilters} values={values} staff={staff} />
      )}
      exportName="操作日志.csv"
      scrollX={900}
      columns={[
        {
          title: '时间',
          dataIndex: 'createTime',
          width: 150,
          sorter: true,
          render: (value: string) => formatDateTime(value),
        },
        { title: '员工', dataIndex: 'staffEmail', width: 190, sorter: true },
        {
          title: '操作',
          dataIndex: 'action',
          width: 90,
          sorter: true,
          render: (action: string) => <Tag>{AUDIT_ACTION_LABEL[action as AuditAction] ?? action}</Tag>,
        },
        {
          title: '内容',
          dataIndex: 'summary',
          render: (summary: string, entry) => (
            <>
              {summary}
              <Changes changes={entry.changes} />
            </>
          ),
        },
        { title: 'IP', dataIndex: 'ip', width: 120 },
      ]}
    />
  )
}
