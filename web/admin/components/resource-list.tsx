// A list of the console (news, articles, plasmids, customers …): keyword search, optional
// filters and CSV export, sorting by the columns that allow it, pages of 10/20/50, all kept
// in the URL; where a list has them a '新建' button, an edit link, a link to the public
// page, the list's own row actions, deletion behind a confirmation and batch actions on the
// chosen rows behind one confirmation, through /api/v1/admin/<path>. The server's message
// is shown for every success and refusal. On a phone each row is a card.
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons'
import { App, Button, Card, Input, Popconfirm, Space, Table, Tag } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { type ReactNode, createContext, useCallback, useContext, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import type { BatchResult } from '#common/schemas/list-sort.ts'
import { adminApi } from '#web/admin/lib/admin-api.ts'
import { phoneCardColumns, useIsPhone, withSortOrder } from '#web/admin/lib/list-columns.tsx'
import { useAdminPage } from '#web/admin/lib/use-admin-page.ts'
import { type FilterValue, PAGE_SIZES, useListQuery } from '#web/admin/lib/use-list-query.ts'
import { useKeyboardScrollableTable } from '#web/components/content/keyboard-scrollable.ts'

/** Sets one filter of the list call (undefined removes it) and goes back to the first page. */
export type SetFilter = (name: string, value: FilterValue) => void
/** Sets several filters in one change of the URL (a date range's two ends). */
export type SetFilters = (changes: Record<string, FilterValue>) => void

/** The list's filters as the URL holds them, for the filter controls to show. */
export const ListFiltersContext = createContext<Record<string, string | undefined>>({})
export const useListFilters = () => useContext(ListFiltersContext)

/** An action on the chosen rows: POST `${path}/batch` {ids, action}. */
export interface BatchAction {
  action: string
  label: string
  danger?: boolean
}

interface Props<Row extends { id: number }> {
  title: string
  /** Below /api/v1/admin, e.g. '/news'. */
  path: string
  columns: ColumnsType<Row>
  searchPlaceholder: string
  /** The list call's parameter the search box fills (default keyword). */
  searchParam?: string
  /** What a row is called in the delete confirmation; without it rows cannot be deleted. */
  describe?: (row: Row) => string
  /** Where the public site shows a row, if it does. */
  publicHref?: (row: Row) => string
  /** Filters beside the search box (selects…), given the function that applies them and their values. */
  filters?: (setFilter: SetFilter, values: Record<string, string | undefined>, setFilters: SetFilters) => ReactNode
  /** Filters applied while the URL does not name them (the URL's own values win). */
  initialFilters?: Record<string, FilterValue>
  /** Actions on the rows chosen with the checkboxes, each behind one confirmation. */
  batchActions?: BatchAction[]
  /** What a row is called in a batch confirmation (条新闻 …), default 条记录. */
  unit?: string
  /** The list's own actions on a row, given the function that reads the page again after a change. */
  actions?: (row: Row, reload: () => void) => ReactNode
  actionsWidth?: number
  /** With it, an export button downloads `${path}/export` with the list's filters (the name if the server gives none). */
  exportName?: string
  /** The table's width before it scrolls sideways (default 720 px). */
  scrollX?: number
  /** Inside a page that has its own title and card (tabs): the list without its card. */
  embedded?: boolean
  /** The console page of the list's forms: '<formsPath>/new' creates, '<formsPath>/<id>' edits. */
  formsPath?: string
}

export function ResourceList<Row extends { id: number }>(props: Props<Row>) {
  const { message, modal } = App.useApp()
  const navigate = useNavigate()
  const query = useListQuery(props.initialFilters)
  const isPhone = useIsPhone()
  /** Bumped to read the same page again after a change. */
  const [version, setVersion] = useState(0)
  const [exporting, setExporting] = useState(false)
  const [selected, setSelected] = useState<number[]>([])
  const { path, searchParam = 'keyword', unit = '条记录' } = props
  const tableRef = useKeyboardScrollableTable<HTMLDivElement>(props.title)
  const reload = useCallback(() => setVersion((value) => value + 1), [])
  const { setFilter } = query
  const { page: result, loading } = useAdminPage<Row>(
    path,
    { page: query.page, size: query.size, sort: query.sort, order: query.sort && query.order, ...query.filters },
    version,
  )

  const runBatch = (batch: BatchAction) =>
    modal.confirm({
      title: `${batch.label} ${selected.length} ${unit}？`,
      content: '每一条都会记入操作日志。',
      okText: batch.label,
      okButtonProps: { danger: batch.danger },
      cancelText: '取消',
      onOk: async () => {
        try {
          const { data, message: done } = await adminApi.post<BatchResult>(`${path}/batch`, {
            ids: selected,
            action: batch.action,
          })
          message.success(data.missing.length > 0 ? `${done}（${data.missing.length} 条已不存在）` : done)
          setSelected([])
          reload()
        } catch (error) {
          message.error((error as Error).message)
        }
      },
    })

  const remove = async (row: Row) => {
    try {
      const { message: done } = await adminApi.delete(`${path}/${row.id}`)
      message.success(done || '删除成功')
      reload()
    } catch (error) {
      message.error((error as Error).message)
    }
  }

  const exportCsv = async (fileName: string) => {
    setExporting(true)
    try {
      await adminApi.download(`${path}/export`, query.filters, fileName)
    } catch (error) {
      message.error((error as Error).message)
    } finally {
      setExporting(false)
    }
  }

  const hasActions = Boolean(props.describe || props.publicHref || props.actions || props.formsPath)

  const actions: ColumnsType<Row>[number] = {
    title: '操作',
    key: 'actions',
    width: props.actionsWidth ?? 140,
    render: (_value, row) => (
      <Space wrap>
        {props.formsPath && <Link to={`${props.formsPath}/${row.id}`}>编辑</Link>}
        {props.actions?.(row, reload)}
        {props.publicHref && (
          <a href={props.publicHref(row)} target="_blank" rel="noopener">
            查看
          </a>
        )}
        {props.describe && (
          <Popconfirm
            title="删除"
            description={`确定删除「${props.describe(row)}」吗？`}
            okText="确认"
            cancelText="取消"
            onConfirm={() => remove(row)}
          >
            <Button type="link" danger>
              删除
            </Button>
          </Popconfirm>
        )}
      </Space>
    ),
  }

  const columns = hasActions ? [...props.columns, actions] : props.columns
  const keyword = query.filters[searchParam] ?? ''
  const list = (
    <ListFiltersContext.Provider value={query.filters}>
      <div className="admin-page__toolbar">
        <Input.Search
          // Given again when the URL's keyword changes (Back, a link).
          key={keyword}
          className="admin-page__search"
          allowClear
          enterButton="搜索"
          defaultValue={keyword}
          placeholder={props.searchPlaceholder}
          aria-label={props.searchPlaceholder}
          onSearch={(value) => setFilter(searchParam, value.trim() || undefined)}
        />
        {props.filters?.(setFilter, query.filters, query.update)}
        {query.filters.from && (
          // A dashboard figure's link counts from a day: shown, and removable, like any filter.
          <Tag closable className="admin-page__since" onClose={() => setFilter('from', undefined)}>
            {query.filters.from} 及以后新建
          </Tag>
        )}
        {props.exportName && (
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv(props.exportName!)}>
            导出 CSV
          </Button>
        )}
      </div>
      {props.batchActions && (
        <div className="admin-page__batch" aria-live="polite">
          <span>{selected.length > 0 ? `已选 ${selected.length} ${unit}` : '勾选后可批量操作'}</span>
          {props.batchActions.map((batch) => (
            <Button
              key={batch.action}
              danger={batch.danger}
              disabled={selected.length === 0}
              onClick={() => runBatch(batch)}
            >
              批量{batch.label}
            </Button>
          ))}
        </div>
      )}
      <div ref={tableRef}>
        <Table<Row>
          rowKey="id"
          loading={loading}
          columns={isPhone ? phoneCardColumns(columns) : withSortOrder(columns, query.sort, query.order)}
          // On a phone the cards need no header, except for the checkbox that chooses the whole page.
          showHeader={!isPhone || Boolean(props.batchActions)}
          dataSource={result.data}
          scroll={isPhone ? undefined : { x: props.scrollX ?? 720 }}
          rowSelection={
            props.batchActions && {
              selectedRowKeys: selected,
              preserveSelectedRowKeys: true,
              onChange: (keys) => setSelected(keys as number[]),
              // antd names these checkboxes in English whatever the locale.
              getTitleCheckboxProps: () => ({ 'aria-label': '选择本页全部' }),
              getCheckboxProps: (row) => ({ 'aria-label': `选择 ${props.describe?.(row) ?? `#${row.id}`}` }),
            }
          }
          onChange={(_pagination, _filters, sorter, { action }) => {
            if (action === 'sort') query.setSorter(sorter as Parameters<typeof query.setSorter>[0])
          }}
          pagination={{
            current: query.page,
            pageSize: query.size,
            total: result.total,
            pageSizeOptions: PAGE_SIZES,
            showSizeChanger: true,
            showTotal: (total) => `共 ${total} 条`,
            onChange: query.setPage,
          }}
        />
      </div>
    </ListFiltersContext.Provider>
  )

  const create = props.formsPath && (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(`${props.formsPath}/new`)}>
      新建
    </Button>
  )
  return props.embedded ? (
    list
  ) : (
    <Card title={<h1 className="admin-page__title">{props.title}</h1>} extra={create}>
      {list}
    </Card>
  )
}
