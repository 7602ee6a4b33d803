import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons'
import { App, Button, Card, Descriptions, Grid, Result, Space, Spin, Table } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useCallback, useEffect, useState } from 'react'
import { Link, useParams } from 'react-router'
import { formatDateTime } from '#common/china-date.ts'
import { GENOMES, PAM_TYPES } from '#common/crispr-options.ts'
import type { AdminCrisprJobDetail } from '#common/schemas/admin-crispr.ts'
import { CRISPR_JOB_STATUS, type CrisprResultRow } from '#common/schemas/crispr.ts'
import { ConfirmedPost } from '#web/admin/components/row-actions.tsx'
import { CrisprJobTag } from '#web/admin/components/status-tags.tsx'
import { adminApi } from '#web/admin/lib/admin-api.ts'
import { useKeyboardScrollableTable } from '#web/components/content/keyboard-scrollable.ts'
import { notifiesCustomer } from '#web/admin/lib/customer-notice.ts'
import { SCORE_SORTING, formatScore } from '#web/features/crispr/score-format.ts'

type Loaded = { job: AdminCrisprJobDetail } | { failure: string }
type Pair = AdminCrisprJobDetail['pairs'][number]

const nameOf = (options: readonly { id: number; name: string }[], id: number) =>
  options.find((option) => option.id === id)?.name ?? `#${id}`

const sequence = (value: string) => <span className="admin-seq">{value}</span>

const PAIR_COLUMNS: ColumnsType<Pair & { key: number }> = [
  { title: '#', dataIndex: 'key', width: 60, render: (key: number) => key + 1 },
  { title: 'on_seq', dataIndex: 'on_seq', render: sequence },
  { title: 'off_seq', dataIndex: 'off_seq', render: sequence },
]

type ResultColumn = ColumnsType<CrisprResultRow & { key: number }>[number]

const SEQUENCE_COLUMNS: ResultColumn[] = [
  { title: 'on_seq', dataIndex: 'on_seq', render: sequence },
  { title: 'off_seq', dataIndex: 'off_seq', render: sequence },
]

/** Scores sort high to low first, as the customer's result page shows them. */
const SCORE_COLUMN: ResultColumn = {
  title: 'CRISPR-Net 评分',
  width: 150,
  ...SCORE_SORTING,
  render: (score: number) => <span title={String(score)}>{formatScore(score)}</span>,
}

const CFD_COLUMN: ResultColumn = {
  title: 'CFD 评分',
  dataIndex: 'cfd',
  width: 110,
  align: 'right',
  sortDirections: ['descend', 'ascend', 'descend'],
  sorter: (a, b) => (a.cfd ?? -1) - (b.cfd ?? -1),
  render: (cfd: number | null) => formatScore(cfd),
}

/** Wide, the sequences first; on a phone the score comes first and stays in view while the sequences scroll. */
const RESULT_COLUMNS = {
  wide: [...SEQUENCE_COLUMNS, SCORE_COLUMN, CFD_COLUMN],
  narrow: [{ ...SCORE_COLUMN, title: '评分', width: 96, fixed: 'left' as const }, ...SEQUENCE_COLUMNS, CFD_COLUMN],
}

/** A time, or a dash for one that has not come (a job not started yet). */
const timeOf = (value: string | null) => formatDateTime(value) || '—'

const keyed = <T,>(rows: readonly T[]) => rows.map((row, key) => ({ ...row, key }))

/**
 * /admin/crispr-jobs/:id (operators): one customer's CRISPR-Net job: its owner and
 * parameters, status and attempts, the pairs submitted, the scores with their CSV; a
 * failed job can be put back in the queue.
 */
export default function AdminCrisprJobDetailPage() {
  const { id } = useParams()
  const { message } = App.useApp()
  const [loaded, setLoaded] = useState<Loaded>()
  const [downloading, setDownloading] = useState(false)
  const { md } = Grid.useBreakpoint()
  // Tables wider than a phone scroll sideways; the keyboard must reach them too.
  const resultsRef = useKeyboardScrollableTable<HTMLDivElement>('评分结果')
  const pairsRef = useKeyboardScrollableTable<HTMLDivElement>('提交的序列对')

  const load = useCallback(
    () =>
      adminApi
        .get<AdminCrisprJobDetail>(`/crispr-jobs/${id}`)
        .then((job) => setLoaded({ job }))
        .catch((error: Error) => setLoaded({ failure: error.message })),
    [id],
  )
  useEffect(() => void load(), [load])

  if (!loaded) return <Spin />
  if ('failure' in loaded) {
    return <Result status="404" title={loaded.failure} extra={<Link to="/admin/crispr-jobs">返回任务列表</Link>} />
  }
  const { job } = loaded

  const download = async () => {
    setDownloading(true)
    try {
      await adminApi.download(`/crispr-jobs/${job.id}/result`, {}, job.outCsvfile || `CRISPR-Net_${job.id}.csv`)
    } catch (error) {
      message.error((error as Error).message)
    } finally {
      setDownloading(false)
    }
  }

  return (
    <Space orientation="vertical" size="middle" className="admin-page__stack">
      <Link to="/admin/crispr-jobs">
        <ArrowLeftOutlined /> CRISPR 任务
      </Link>
      <Card
        className="admin-crispr-job"
        title={
          <h1 className="admin-page__title">
            CRISPR 任务 #{job.id} {job.title} <CrisprJobTag status={job.status} />
          </h1>
        }
        extra={
          job.status === CRISPR_JOB_STATUS.failed && (
            <ConfirmedPost
              label="重新运行"
              description={notifiesCustomer('任务将重新排队，完成后再次把结果邮件发给客户。')}
              path={`/crispr-jobs/${job.id}/rerun`}
              onDone={() => void load()}
            />
          )
        }
      >
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            {
              key: 'owner',
              label: '客户',
              children: <Link to={`/admin/customers/${job.memberId}`}>{job.memberEmail}</Link>,
            },
            { key: 'email', label: '结果邮件', children: job.email },
            { key: 'pam', label: 'PAM 类型', children: nameOf(PAM_TYPES, job.pamType) },
            { key: 'genome', label: '基因组', children: nameOf(GENOMES, job.genome) },
            { key: 'pairs', label: '序列对', children: job.pairCount },
            { key: 'attempts', label: '尝试次数', children: job.attempts },
            { key: 'created', label: '提交时间', children: timeOf(job.createTime) },
            { key: 'started', label: '开始时间', children: timeOf(job.startTime) },
            { key: 'finished', label: '结束时间', children: timeOf(job.finishTime) },
            ...(job.failure
              ? [{ key: 'failure', label: '失败原因', children: job.failure, span: 'filled' as const }]
              : []),
          ]}
        />
      </Card>

      <Card
        title={<h2 className="admin-page__subtitle">结果（{job.results.length}）</h2>}
        extra={
          job.status === CRISPR_JOB_STATUS.finished && (
            <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>
              下载结果 CSV
            </Button>
          )
        }
      >
        {job.status === CRISPR_JOB_STATUS.finished ? (
          <div ref={resultsRef}>
            <Table
              size="small"
              aria-label="评分结果"
              columns={md ? RESULT_COLUMNS.wide : RESULT_COLUMNS.narrow}
              dataSource={keyed(job.results)}
              scroll={{ x: 760 }}
              pagination={{ defaultPageSize: 20, showSizeChanger: true, hideOnSinglePage: true }}
            />
          </div>
        ) : (
          <p className="admin-page__hint">
            {job.status === CRISPR_JOB_STATUS.failed ? '任务失败，没有结果。' : '任务尚未完成。'}
          </p>
        )}
      </Card>

      <Card title={<h2 className="admin-page__subtitle">提交的序列对（{job.pairs.length}）</h2>}>
        <div ref={pairsRef}>
          <Table
            size="small"
            aria-label="提交的序列对"
            columns={PAIR_COLUMNS}
            dataSource={keyed(job.pairs)}
            scroll={{ x: 560 }}
            pagination={{ defaultPageSize: 20, showSizeChanger: true, hideOnSinglePage: true }}
          />
        </div>
      </Card>
    </Space>
  )
}
