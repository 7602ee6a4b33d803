// Order and sample lists as cards on a phone: each cell carries its column's title, which the
// stylesheet (orders.css, .list-cards) shows before the value once the table's header is
// hidden. From tablets up the table is an ordinary table.
import type { ColumnsType } from 'antd/es/table'

/** The table's class name that turns its rows into cards on a phone. */
export const PHONE_CARDS_CLASS = 'list-cards'

export function labelledCells<Row>(columns: ColumnsType<Row>): ColumnsType<Row> {
  return columns.map((column) => {
    const label = typeof column.title === 'string' ? column.title : undefined
    const role = column.key === 'actions' ? 'actions' : undefined
    return {
      ...column,
      onCell: (row: Row, index?: number) => ({
        ...column.onCell?.(row, index),
        ...(label && !role ? { 'data-label': label } : {}),
        ...(role ? { 'data-role': role } : {}),
      }),
    }
  })
}
