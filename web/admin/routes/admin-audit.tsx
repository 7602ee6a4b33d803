import { formatDateTime } from '#common/china-date.ts'
import type { AuditEntrySchema } from '#common/schemas/admin-audit.ts'
import type { z } from '#common/zod.ts'
import { ResourceList } from '#web/admin/components/resource-list.tsx'

type AuditEntry = z.infer<typeof AuditEntrySchema>

/** /admin/audit: who changed what in the console, newest first (admins only). */
export default function AdminAudit() {
  return (
    <ResourceList<AuditEntry>
      title="操作日志"
      path="/audit"
      searchPlaceholder="按对象类型搜索，如 news、plasmids"
      searchParam="targetType"
      columns={[
        { title: '时间', dataIndex: 'createTime', width: 170, render: (value: string) => formatDateTime(value) },
        { title: '员工', dataIndex: 'staffEmail', width: 200 },
        { title: '操作', dataIndex: 'summary' },
        { title: 'IP', dataIndex: 'ip', width: 130 },
      ]}
    />
  )
}
