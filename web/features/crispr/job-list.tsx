// 'My jobs' under the submission form: the customer's recent CRISPR-Net jobs, newest
// first, each linking to its result. Loaded on every visit of /crispr, so a
// job just submitted is there when the customer comes back.
import { App, Card, Table } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { type CrisprJobSummary, RESULT_RETENTION_DAYS } from '#common/schemas/crispr.ts'
import type { CrisprJobList } from '#common/schemas/crispr.ts'
import { listJobs } from './crispr-api.ts'
import { JobStatusTag } from './job-status-tag.tsx'
import { formatDateTime } from '#common/china-date.ts'
import { useKeyboardScrollableTable } from '#web/components/content/keyboard-scrollable.ts'
import { type TextOf, fillIn, useText } from '#web/lib/page-lang.ts'
import { resultPath } from './paths.ts'

const PAGE_SIZE = 10

const columns = (t: TextOf): ColumnsType<CrisprJobSummary> => [
  {
    title: t('任务名称'),
    dataIndex: 'title',
    ellipsis: true,
    render: (title: string, job) => <Link to={resultPath(job.id)}>{title}</Link>,
  },
  {
    title: t('状态'),
    dataIndex: 'status',
    width: 110,
    render: (status: CrisprJobSummary['status']) => <JobStatusTag status={status} />,
  },
  { title: t('序列对'), dataIndex: 'pairCount', width: 80, align: 'right' },
  { title: t('提交时间'), dataIndex: 'createTime', width: 150, render: (iso: string) => formatDateTime(iso) },
]

export function JobList() {
  const t = useText()
  const { message } = App.useApp()
  const [page, setPage] = useState(1)
  const [list, setList] = useState<CrisprJobList>()
  // Wider than a phone once titles are long, the table scrolls sideways; the keyboard must reach it too.
  const tableRef = useKeyboardScrollableTable<HTMLDivElement>(t('我的任务'))

  useEffect(() => {
    let current = true
    listJobs(page, PAGE_SIZE).then(
      (loaded) => current && setList(loaded),
      (error: unknown) => {
        if (!current) return
        setList({ data: [], total: 0 })
        message.error((error as Error).message)
      },
    )
    return () => {
      current = false
    }
  }, [page, message])

  return (
    <Card
      className="customer-card"
      title={t('我的任务')}
      extra={<span className="customer-card__extra">{fillIn(t('结果保留 {0} 天'), RESULT_RETENTION_DAYS)}</span>}
    >
      <div ref={tableRef}>
        <Table<CrisprJobSummary>
          rowKey="id"
          size="middle"
          columns={columns(t)}
          dataSource={list?.data}
          loading={!list}
          scroll={{ x: 560 }}
          locale={{ emptyText: t('还没有提交过任务') }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list?.total ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            onChange: setPage,
          }}
        />
      </div>
    </Card>
  )
}
