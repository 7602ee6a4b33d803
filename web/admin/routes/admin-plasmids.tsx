import { Button, Space } from 'antd'
import { Link } from 'react-router'
import type { AdminPlasmidRowSchema } from '#common/schemas/admin-plasmid.ts'
import type { z } from '#common/zod.ts'
import { formatDateTime } from '#common/china-date.ts'
import { ResourceList, type SetFilter } from '#web/admin/components/resource-list.tsx'
import { FilterSelect } from '#web/admin/components/row-actions.tsx'
import { SHOWN_BATCH_ACTIONS, SHOWN_OPTIONS, shownColumn } from '#web/admin/components/shown-items.tsx'
import { usePlasmidFilterGroups } from '#web/admin/lib/use-plasmid-filter-groups.ts'

type AdminPlasmidRow = z.infer<typeof AdminPlasmidRowSchema>

/**
 * /admin/plasmids: the whole catalogue, hidden entries included, filtered by status and the
 * public list's seven filters; shown, hidden or deleted several at a time; a name opens the
 * entry's form.
 */
export default function AdminPlasmids() {
  const { groups } = usePlasmidFilterGroups()
  const filters = (setFilter: SetFilter) => (
    <>
      <FilterSelect name="status" label="状态" setFilter={setFilter} options={SHOWN_OPTIONS} />
      {groups?.map((group) => (
        <FilterSelect
          key={group.field}
          name={group.field}
          label={group.label}
          placeholder={`全部${group.label}`}
          setFilter={setFilter}
          options={group.values.map(({ value }) => ({ value, label: value }))}
        />
      ))}
    </>
  )
  return (
    <>
      <Space className="admin-page__toolbar" wrap>
        <Link to="/admin/plasmids/new">
          <Button type="primary">新建质粒</Button>
        </Link>
        <Link to="/admin/plasmids/import">
          <Button>批量导入</Button>
        </Link>
        <Link to="/admin/plasmid-filters">
          <Button>筛选项</Button>
        </Link>
      </Space>
      <ResourceList<AdminPlasmidRow>
        title="质粒目录"
        path="/plasmids"
        searchPlaceholder="按名称或货号搜索质粒"
        describe={(row) => `${row.name}（${row.itemNo}）`}
        publicHref={(row) => `/plasmidPlatformDetail?listId=${row.id}`}
        filters={filters}
        batchActions={SHOWN_BATCH_ACTIONS}
        unit="个质粒"
        columns={[
          { title: '货号', dataIndex: 'itemNo', width: 120, sorter: true },
          {
            title: '名称',
            dataIndex: 'name',
            sorter: true,
            render: (name: string, row) => <Link to={`/admin/plasmids/${row.id}`}>{name}</Link>,
          },
          { title: '价格（元）', dataIndex: 'price', width: 130, sorter: true },
          { title: '长度（bp）', dataIndex: 'size', width: 120, sorter: true },
          { title: '序列', dataIndex: 'hasSequence', width: 70, render: (value: boolean) => (value ? '有' : '无') },
          shownColumn<AdminPlasmidRow>(),
          {
            title: '更新时间',
            dataIndex: 'updateTime',
            width: 170,
            sorter: true,
            render: (value: string) => formatDateTime(value),
          },
        ]}
      />
    </>
  )
}
