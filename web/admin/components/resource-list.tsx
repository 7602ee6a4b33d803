// A list of the console (news, articles, plasmids …): keyword search, pages of 10/20/50,
// a link to the public page and deletion behind a confirmation where a list has them, through /api/v1/admin/<path>. The server's message
// is shown for every success and refusal.
import { App, Button, Card, Input, Popconfirm, Space, Table } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useEffect, useState } from 'react'
import type { Page } from '#common/schemas/cms.ts'
import { adminApi } from '#web/admin/lib/admin-api.ts'
import { useKeyboardScrollableTable } from '#web/components/content/keyboard-scrollable.ts'

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
}

const PAGE_SIZES = [10, 20, 50]

export function ResourceList<Row extends { id: number }>(props: Props<Row>) {
  const { message } = App.useApp()
  const [query, setQuery] = useState({ page: 1, size: PAGE_SIZES[0]!, keyword: '' })
  /** Bumped to read the same page again after a change. */
  const [version, setVersion] = useState(0)
  const [loaded, setLoaded] = useState<{ key: string; page: Page<Row> }>()
  const { path, searchParam } = props
  const tableRef = useKeyboardScrollableTable<HTMLDivElement>(props.title)
  const key = JSON.stringify([path, query, version])

  useEffect(() => {
    let current = true
    const { keyword, ...rest } = query
    adminApi
      .get<Page<Row>>(path, { ...rest, [searchParam ?? 'keyword']: keyword })
      .then((page) => current && setLoaded({ key, page }))
      .catch((error: Error) => {
        if (!current) return
        message.error(error.message)
        setLoaded({ key, page: { data: [], total: 0 } })
      })
    return () => {
      current = false
    }
  }, [key, path, query, searchParam, message])

  const remove = async (row: Row) => {
    try {
      const { message: done } = await adminApi.delete(`${path}/${row.id}`)
      message.success(done || '删除成功')
      setVersion((value) => value + 1)
    } catch (error) {
      message.error((error as Error).message)
    }
  }

  const result = loaded?.page ?? { data: [], total: 0 }

  const actions: ColumnsType<Row>[number] = {
    title: '操作',
    key: 'actions',
    width: 140,
    render: (_value, row) => (
      <Space>
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

  return (
    <Card title={<h1 className="admin-page__title">{props.title}</h1>}>
      <Input.Search
        className="admin-page__search"
        allowClear
        enterButton="搜索"
        placeholder={props.searchPlaceholder}
        aria-label={props.searchPlaceholder}
        onSearch={(keyword) => setQuery((current) => ({ ...current, page: 1, keyword: keyword.trim() }))}
      />
      <div ref={tableRef}>
        <Table<Row>
          rowKey="id"
          loading={loaded?.key !== key}
          columns={props.describe || props.publicHref ? [...props.columns, actions] : props.columns}
          dataSource={result.data}
          scroll={{ x: 720 }}
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
    </Card>
  )
}
