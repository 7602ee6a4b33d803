// What every console table does with its columns: the sorted column shows its direction (the
// sort lives in the URL, so antd's sorter is controlled), and on a phone the row becomes one
// card listing its fields, label above value, instead of a table wider than the screen.
import { Grid } from 'antd'
import type { ColumnType, ColumnsType } from 'antd/es/table'
import type { ReactNode } from 'react'
import type { SortOrder } from '#common/schemas/list-sort.ts'
import { antOrderOf } from './use-list-query.ts'

type Column<Row> = ColumnType<Row>

/** The name a column sorts by: its key, or its field. */
const sortNameOf = <Row,>(column: Column<Row>) => String(column.key ?? column.dataIndex)

/** Marks the column sorted by `sort` with its direction, and every other sortable column unsorted. */
export function withSortOrder<Row>(columns: ColumnsType<Row>, sort: string | undefined, order: SortOrder) {
  return columns.map((column) => {
    const each = column as Column<Row>
    if (!each.sorter) return column
    return { ...each, sortOrder: sort === sortNameOf(each) ? antOrderOf(order) : null }
  })
}

/** Below antd's `sm` breakpoint (576 px). False until the width is known (first render, SSR). */
export function useIsPhone() {
  const screens = Grid.useBreakpoint()
  return screens.sm === false
}

const cellOf = <Row,>(column: Column<Row>, row: Row, index: number): ReactNode => {
  const field = column.dataIndex as keyof Row | undefined
  const value = field === undefined ? undefined : row[field]
  return column.render ? (column.render(value, row, index) as ReactNode) : (value as ReactNode)
}

/** One column whose cell is the row as a card: each column's title and value (the first and the actions full width). */
export function phoneCardColumns<Row>(columns: ColumnsType<Row>): ColumnsType<Row> {
  return [
    {
      key: 'card',
      render: (_value, row, index) => (
        <dl className="admin-list-card">
          {columns.map((column, position) => {
            const each = column as Column<Row>
            const title = typeof each.title === 'function' ? null : each.title
            return (
              <div
                key={String(each.key ?? each.dataIndex ?? position)}
                className={
                  each.key === 'actions'
                    ? 'admin-list-card__field admin-list-card__field--wide'
                    : 'admin-list-card__field'
                }
              >
                {title && <dt>{title}</dt>}
                <dd>{cellOf(each, row, index)}</dd>
              </div>
            )
          })}
        </dl>
      ),
    },
  ]
}
