// The scores of a finished job (spec §2 'CRISPR-Net result page'): the legend of the
// alignment marks, filters, a sortable table, how many rows are shown. The owner's page adds
// its actions (download, share) above the table; the shared page shows the table alone.
import { QuestionCircleOutlined } from '@ant-design/icons'
import { Button, Card, Grid, Input, InputNumber, Table, Tooltip } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { type ReactNode, useMemo, useState } from 'react'
import { type Alignment, alignPair, pamOutsideDomain } from '#common/crispr-alignment.ts'
import type { CrisprResultRow } from '#common/schemas/crispr.ts'
import { useKeyboardScrollableTable } from '#web/components/content/keyboard-scrollable.ts'
import { type TextOf, fillIn, useText } from '#web/lib/page-lang.ts'
import { AlignmentLegend, PairAlignment } from './pair-alignment.tsx'
import { NO_FILTERS, type ResultFilters, filterRows, isFiltered } from './result-filters.ts'
import { SCORE_SORTING, formatScore } from './score-format.ts'

const PAGE_SIZES = [20, 50, 100]

/**
 * A row with its place in the job (its key however the table is sorted or filtered), its
 * alignment, and why the model's score is an extrapolation when its PAM is outside the
 * model's training domain.
 */
type Row = CrisprResultRow & { key: number; alignment: Alignment; outsideDomain: string | undefined }

const BOUND_FILTERS = [
  { key: 'minScore', label: '最低评分', placeholder: '0' },
  { key: 'maxScore', label: '最高评分', placeholder: '1' },
  { key: 'minCfd', label: '最低 CFD', placeholder: '0' },
  { key: 'maxCfd', label: '最高 CFD', placeholder: '1' },
] as const
const SEQUENCE_FILTERS = [
  { key: 'onSeq', label: 'on_seq 包含', placeholder: '如 GGGTGG' },
  { key: 'offSeq', label: 'off_seq 包含', placeholder: '如 AGG' },
] as const

function AlignmentCell({ row, t }: { row: Row; t: TextOf }) {
  return (
    <>
      <PairAlignment alignment={row.alignment} t={t} />
      {row.outsideDomain !== undefined && <span className="crispr-result__outside">{t(row.outsideDomain)}</span>}
    </>
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

/** The table's columns, wide (the alignment first) and for a phone (the score first and fixed). */
function resultColumns(t: TextOf): { wide: ColumnsType<Row>; narrow: ColumnsType<Row> } {
  const alignmentColumn: ColumnsType<Row>[number] = {
    title: (
      <Tooltip title={t('上行 sgRNA，下行脱靶位点；中间一行标出错配与 bulge，图例见表格上方')}>
        {t('比对')} <QuestionCircleOutlined className="crispr-result__help" />
      </Tooltip>
    ),
    key: 'alignment',
    width: 260,
    render: (_value: unknown, row) => <AlignmentCell row={row} t={t} />,
  }

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
    wide: [alignmentColumn, scoreColumn, cfdColumn],
    // On a phone the alignment scrolls sideways; the score comes first and stays in view.
    narrow: [{ ...scoreColumn, title: t('评分'), width: 104, fixed: 'left' as const }, alignmentColumn, cfdColumn],
  }
}

/** `actions` (the owner's share and download) go above the table. */
export function ResultTable({ rows: jieguo, actions }: { rows: readonly CrisprResultRow[]; actions?: ReactNode }) {
  const t = useText()
  const { md, xl } = Grid.useBreakpoint()
  const [filters, setFilters] = useState<ResultFilters>(NO_FILTERS)
  const all = useMemo(
    () =>
      jieguo.map((row, key): Row => ({
        ...row,
        key,
        alignment: alignPair(row.on_seq, row.off_seq),
        outsideDomain: pamOutsideDomain(row.off_seq)?.reason,
      })),
    [jieguo],
  )
  const rows = useMemo(() => filterRows(all, filters), [all, filters])
  const columns = useMemo(() => resultColumns(t), [t])
  const tableRef = useKeyboardScrollableTable<HTMLDivElement>(t('脱靶位点评分表'))
  const set = (change: Partial<ResultFilters>) => setFilters((current) => ({ ...current, ...change }))

  return (
    <Card className="customer-card" title={t('脱靶位点评分')}>
      {actions !== undefined && <div className="crispr-result__actions">{actions}</div>}
      <AlignmentLegend t={t} />
      <div className="crispr-filters" role="search" aria-label={t('筛选结果')}>
        {BOUND_FILTERS.map(({ key, label, placeholder }) => (
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
        {fillIn(t('显示 {0} 条 / 共 {1} 条'), <strong>{rows.length}</strong>, jieguo.length)}
      </p>
      <div ref={tableRef}>
        <Table<Row>
          className="crispr-result__table"
          size="small"
          columns={md ? columns.wide : columns.narrow}
          dataSource={rows}
          rowClassName={(row) => (row.outsideDomain === undefined ? '' : 'crispr-result__row--outside')}
          scroll={{ x: 620 }}
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
