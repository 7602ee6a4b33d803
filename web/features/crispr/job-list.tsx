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
import { resultPath } from './paths.ts'

const PAGE_SIZE = 10

const COLUMNS: ColumnsType<CrisprJobSummary> = [
  {
    title: '任务名称',
    dataIndex: 'title',
    ellipsis: true,
    render: (title: string, job) => <Link to={resultPath(job.id)}>{title}</Link>,
  },
  {
    title: '状态',
    dataIndex: 'status',
    width: 110,
    render: (status: CrisprJobSummary['status']) => <JobStatusTag status={status} />,
  },
  { title: '序列对', dataIndex: 'pairCount', width: 80, align: 'right' },
  { title: '提交时间', dataIndex: 'createTime', width: 150, render: (iso: string) => formatDateTime(iso) },
]

export function JobList() {
  const { message } = App.useApp()
  const [page, setPage] = useState(1)
  const [list, setList] = useState<CrisprJobList>()

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
      title="我的任务"
      extra={<span className="customer-card__extra">结果保留 {RESULT_RETENTION_DAYS} 天</span>}
    >
      <Table<CrisprJobSummary>
        rowKey="id"
        size="middle"
        columns={COLUMNS}
        dataSource={list?.data}
        loading={!list}
        scroll={{ x: 560 }}
        locale={{ emptyText: '还没有提交过任务' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list?.total ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </Card>
  )
}
