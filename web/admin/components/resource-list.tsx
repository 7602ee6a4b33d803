// A list of the console (news, articles, plasmids, customers …): keyword search, optional
// filters and CSV export, pages of 10/20/50, and where a list has them a '新建' button, an
// edit link, a link to the public page, the list's own row actions and deletion behind a
// confirmation, through /api/v1/admin/<path>. The server's message is shown for every
// success and refusal.
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons'
import { App, Button, Card, Input, Popconfirm, Space, Table } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { type ReactNode, useCallback, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { adminApi } from '#web/admin/lib/admin-api.ts'
import { useAdminPage } from '#web/admin/lib/use-admin-page.ts'
import { useKeyboardScrollableTable } from '#web/components/content/keyboard-scrollable.ts'

type FilterValue = string | number | undefined
/** Sets one filter of the list call (undefined removes it) and goes back to the first page. */
export type SetFilter = (name: string, value: FilterValue) => void

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
  /** Filters beside the search box (selects…), given the function that applies them. */
  filters?: (setFilter: SetFilter) => ReactNode
  /** Filters applied from the start (a link to the list of failed jobs …). */
  initialFilters?: Record<string, FilterValue>
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

const PAGE_SIZES = [10, 20, 50]

export function ResourceList<Row extends { id: number }>(props: Props<Row>) {
  const { message } = App.useApp()
  const navigate = useNavigate()
  const [query, setQuery] = useState<{ page: number; size: number; filters: Record<string, FilterValue> }>({
    page: 1,
    size: PAGE_SIZES[0]!,
    filters: props.initialFilters ?? {},
  })
  /** Bumped to read the same page again after a change. */
  const [version, setVersion] = useState(0)
  const [exporting, setExporting] = useState(false)
  const { path, searchParam = 'keyword' } = props
  const tableRef = useKeyboardScrollableTable<HTMLDivElement>(props.title)
  const reload = useCallback(() => setVersion((value) => value + 1), [])
  const setFilter = useCallback<SetFilter>(
    (name, value) => setQuery((current) => ({ ...current, page: 1, filters: { ...current.filters, [name]: value } })),
    [],
  )
  const { page: result, loading } = useAdminPage<Row>(
    path,
    { page: query.page, size: query.size, ...query.filters },
    version,
  )

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

  const list = (
    <>
      <div className="admin-page__toolbar">
        <Input.Search
          className="admin-page__search"
          allowClear
          enterButton="搜索"
          placeholder={props.searchPlaceholder}
          aria-label={props.searchPlaceholder}
          onSearch={(keyword) => setFilter(searchParam, keyword.trim() || undefined)}
        />
        {props.filters?.(setFilter)}
        {props.exportName && (
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv(props.exportName!)}>
            导出 CSV
          </Button>
        )}
      </div>
      <div ref={tableRef}>
        <Table<Row>
          rowKey="id"
          loading={loading}
          columns={hasActions ? [...props.columns, actions] : props.columns}
          dataSource={result.data}
          scroll={{ x: props.scrollX ?? 720 }}
          pagination={{
            current: query.page,
            pageSize: query.size,
            total: result.total,
            pageSizeOptions: PAGE_SIZES,
            showSizeChanger: true,
            showTotal: (total) => `共 ${total} 条`,
            onChange: (page, size) => setQuery((current) => ({ ...current, page, size })),
          }}
        />
      </div>
    </>
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
