// The scores of a finished job (spec §2 'CRISPR-Net result page'): filters, a sortable
// table, how many rows are shown, and the CSV download.
import { DownloadOutlined, QuestionCircleOutlined } from '@ant-design/icons'
import { App, Button, Card, Grid, Input, InputNumber, Table, Tooltip } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useMemo, useState } from 'react'
import type { CrisprJobRead, CrisprResultRow } from '#common/schemas/crispr.ts'
import { useKeyboardScrollableTable } from '#web/components/content/keyboard-scrollable.ts'
import { downloadResult } from './download-result.ts'
import { NO_FILTERS, type ResultFilters, filterRows, isFiltered } from './result-filters.ts'
import { formatScore } from './score-format.ts'
import { diffRuns } from './sequence-diff.ts'

const PAGE_SIZES = [20, 50, 100]

/** A row with its place in the job, which stays its key however the table is sorted or filtered. */
type Row = CrisprResultRow & { key: number }

const SCORE_FILTERS = [
  { key: 'minScore', label: '最低评分', placeholder: '0' },
  { key: 'maxScore', label: '最高评分', placeholder: '1' },
] as const
const SEQUENCE_FILTERS = [
  { key: 'onSeq', label: 'on_seq 包含', placeholder: '如 GGGTGG' },
  { key: 'offSeq', label: 'off_seq 包含', placeholder: '如 AGG' },
] as const

function OffSequence({ row }: { row: Row }) {
  return (
    <span className="seq">
      {diffRuns(row.on_seq, row.off_seq).map((run, index) =>
        run.differs ? (
          <mark key={index} className="seq__diff">
            {run.text}
          </mark>
        ) : (
          run.text
        ),
      )}
    </span>
  )
}

/** The score with a bar of its size behind it: the ranking reads without reading digits. */
function Score({ value }: { value: number }) {
  return (
    <span className="score">
      <span className="score__bar" style={{ width: `${Math.round(value * 100)}%` }} aria-hidden="true" />
      <span className="score__value" title={String(value)}>
        {formatScore(value)}
      </span>
    </span>
  )
}

const SEQUENCE_COLUMNS: ColumnsType<Row> = [
  {
    title: 'on_seq',
    dataIndex: 'on_seq',
    width: 230,
    render: (sequence: string) => <span className="seq">{sequence}</span>,
  },
  {
    title: (
      <Tooltip title="与 on_seq 不同的位置（错配、bulge）以橙色标出">
        off_seq <QuestionCircleOutlined className="crispr-result__help" />
      </Tooltip>
    ),
    dataIndex: 'off_seq',
    width: 230,
    render: (_sequence: string, row) => <OffSequence row={row} />,
  },
]

const SCORE_COLUMN: ColumnsType<Row>[number] = {
  title: 'CRISPR-Net 评分',
  dataIndex: 'score',
  width: 160,
  align: 'right',
  defaultSortOrder: 'descend',
  sortDirections: ['descend', 'ascend', 'descend'],
  sorter: (a, b) => a.score - b.score,
  render: (score: number) => <Score value={score} />,
}

const CFD_COLUMN: ColumnsType<Row>[number] = {
  title: (
    <Tooltip title="CFD 只对 23 nt、不含空位的序列对有定义，其余显示为 —">
      CFD 评分 <QuestionCircleOutlined className="crispr-result__help" />
    </Tooltip>
  ),
  dataIndex: 'cfd',
  width: 120,
  align: 'right',
  sortDirections: ['descend', 'ascend', 'descend'],
  // Rows without a CFD score sort below every scored row.
  sorter: (a, b) => (a.cfd ?? -1) - (b.cfd ?? -1),
  render: (cfd: number | null) => (
    <span className="score__value" title={cfd === null ? undefined : String(cfd)}>
      {formatScore(cfd)}
    </span>
  ),
}

const WIDE_COLUMNS = [...SEQUENCE_COLUMNS, SCORE_COLUMN, CFD_COLUMN]
/** On a phone the sequences scroll sideways; the score comes first and stays in view. */
const NARROW_COLUMNS = [
  { ...SCORE_COLUMN, title: '评分', width: 104, fixed: 'left' as const },
  ...SEQUENCE_COLUMNS,
  CFD_COLUMN,
]

export function ResultTable({ job }: { job: CrisprJobRead }) {
  const { message } = App.useApp()
  const { md, xl } = Grid.useBreakpoint()
  const [filters, setFilters] = useState<ResultFilters>(NO_FILTERS)
  const [downloading, setDownloading] = useState(false)
  const all = useMemo(() => job.jieguo.map((row, key) => ({ ...row, key })), [job.jieguo])
  const rows = useMemo(() => filterRows(all, filters), [all, filters])
  const tableRef = useKeyboardScrollableTable<HTMLDivElement>('脱靶位点评分表')
  const set = (change: Partial<ResultFilters>) => setFilters((current) => ({ ...current, ...change }))

  const download = async () => {
    setDownloading(true)
    try {
      await downloadResult(job.id, job.out_csvfile)
    } catch (error) {
      message.error((error as Error).message)
    } finally {
      setDownloading(false)
    }
  }

  return (
    <Card
      className="customer-card"
      title="脱靶位点评分"
      extra={
        <Button type="primary" icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>
          下载 CSV
        </Button>
      }
    >
      <div className="crispr-filters" role="search" aria-label="筛选结果">
        {SCORE_FILTERS.map(({ key, label, placeholder }) => (
          <label key={key} className="crispr-filters__field">
            <span>{label}</span>
            <InputNumber<number>
              min={0}
              max={1}
              step={0.01}
              placeholder={placeholder}
              value={filters[key]}
              onChange={(value) => set({ [key]: value })}
            />
          </label>
        ))}
        {SEQUENCE_FILTERS.map(({ key, label, placeholder }) => (
          <label key={key} className="crispr-filters__field crispr-filters__field--seq">
            <span>{label}</span>
            <Input
              allowClear
              spellCheck={false}
              placeholder={placeholder}
              value={filters[key]}
              onChange={(event) => set({ [key]: event.target.value })}
            />
          </label>
        ))}
        <Button disabled={!isFiltered(filters)} onClick={() => setFilters(NO_FILTERS)}>
          清除筛选
        </Button>
      </div>
      <p className="crispr-filters__count" role="status">
        显示 <strong>{rows.length}</strong> 条 / 共 {job.jieguo.length} 条
      </p>
      <div ref={tableRef}>
        <Table<Row>
          className="crispr-result__table"
          size="small"
          columns={md ? WIDE_COLUMNS : NARROW_COLUMNS}
          dataSource={rows}
          scroll={{ x: 740 }}
          sticky={{ offsetHeader: xl ? 72 : 60 }}
          locale={{ emptyText: '没有符合筛选条件的结果' }}
          pagination={{
            defaultPageSize: PAGE_SIZES[0],
            pageSizeOptions: PAGE_SIZES,
            showSizeChanger: true,
            hideOnSinglePage: false,
            showTotal: (total) => `共 ${total} 条`,
          }}
        />
      </div>
    </Card>
  )
}
