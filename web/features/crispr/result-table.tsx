// The scores of a finished job (spec §2 'CRISPR-Net result page'): filters, a sortable
// table, how many rows are shown, and the CSV download.
import { DownloadOutlined, QuestionCircleOutlined } from '@ant-design/icons'
import { App, Button, Card, Grid, Input, InputNumber, Table, Tooltip } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useMemo, useState } from 'react'
import type { CrisprJobRead, CrisprResultRow } from '#common/schemas/crispr.ts'
import { useKeyboardScrollableTable } from '#web/components/content/keyboard-scrollable.ts'
import { type TextOf, fillIn, useText } from '#web/lib/page-lang.ts'
import { downloadResult } from './download-result.ts'
import { NO_FILTERS, type ResultFilters, filterRows, isFiltered } from './result-filters.ts'
import { SCORE_SORTING, formatScore } from './score-format.ts'
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

/** The table's columns, wide (sequences first) and for a phone (the score first and fixed). */
function resultColumns(t: TextOf): { wide: ColumnsType<Row>; narrow: ColumnsType<Row> } {
  const sequenceColumns: ColumnsType<Row> = [
    {
      title: 'on_seq',
      dataIndex: 'on_seq',
      width: 230,
      render: (sequence: string) => <span className="seq">{sequence}</span>,
    },
    {
      title: (
        <Tooltip title={t('与 on_seq 不同的位置（错配、bulge）以橙色标出')}>
          off_seq <QuestionCircleOutlined className="crispr-result__help" />
        </Tooltip>
      ),
      dataIndex: 'off_seq',
      width: 230,
      render: (_sequence: string, row) => <OffSequence row={row} />,
    },
  ]

  const scoreColumn: ColumnsType<Row>[number] = {
    title: t('CRISPR-Net 评分'),
    width: 160,
    ...SCORE_SORTING,
    render: (score: number) => <Score value={score} />,
  }

  const cfdColumn: ColumnsType<Row>[number] = {
    title: (
      <Tooltip title={t('CFD 只对 23 nt、不含空位的序列对有定义，其余显示为 —')}>
        {t('CFD 评分')} <QuestionCircleOutlined className="crispr-result__help" />
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

  return {
    wide: [...sequenceColumns, scoreColumn, cfdColumn],
    // On a phone the sequences scroll sideways; the score comes first and stays in view.
    narrow: [{ ...scoreColumn, title: t('评分'), width: 104, fixed: 'left' as const }, ...sequenceColumns, cfdColumn],
  }
}

export function ResultTable({ job }: { job: CrisprJobRead }) {
  const t = useText()
  const { message } = App.useApp()
  const { md, xl } = Grid.useBreakpoint()
  const [filters, setFilters] = useState<ResultFilters>(NO_FILTERS)
  const [downloading, setDownloading] = useState(false)
  const all = useMemo(() => job.jieguo.map((row, key) => ({ ...row, key })), [job.jieguo])
  const rows = useMemo(() => filterRows(all, filters), [all, filters])
  const columns = useMemo(() => resultColumns(t), [t])
  const tableRef = useKeyboardScrollableTable<HTMLDivElement>(t('脱靶位点评分表'))
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
      title={t('脱靶位点评分')}
      extra={
        <Button type="primary" icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>
          {t('下载 CSV')}
        </Button>
      }
    >
      <div className="crispr-filters" role="search" aria-label={t('筛选结果')}>
        {SCORE_FILTERS.map(({ key, label, placeholder }) => (
          <label key={key} className="crispr-filters__field">
            <span>{t(label)}</span>
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
            <span>{t(label)}</span>
            <Input
              allowClear
              spellCheck={false}
              placeholder={t(placeholder)}
              value={filters[key]}
              onChange={(event) => set({ [key]: event.target.value })}
            />
          </label>
        ))}
        <Button disabled={!isFiltered(filters)} onClick={() => setFilters(NO_FILTERS)}>
          {t('清除筛选')}
        </Button>
      </div>
      <p className="crispr-filters__count" role="status">
        {fillIn(t('显示 {0} 条 / 共 {1} 条'), <strong>{rows.length}</strong>, job.jieguo.length)}
      </p>
      <div ref={tableRef}>
        <Table<Row>
          className="crispr-result__table"
          size="small"
          columns={md ? columns.wide : columns.narrow}
          dataSource={rows}
          scroll={{ x: 740 }}
          sticky={{ offsetHeader: xl ? 72 : 60 }}
          locale={{ emptyText: t('没有符合筛选条件的结果') }}
          pagination={{
            defaultPageSize: PAGE_SIZES[0],
            pageSizeOptions: PAGE_SIZES,
            showSizeChanger: true,
            hideOnSinglePage: false,
            showTotal: (total) => t(`共 ${total} 条`),
          }}
        />
      </div>
    </Card>
  )
}
