// The plasmid sequence in numbered rows of six 10-base blocks (the GenBank ORIGIN layout
// researchers read), with a button that copies the bare sequence.
import { useState } from 'react'
import { useText } from '#web/lib/page-lang.ts'

const BLOCK = 10
const BLOCKS_PER_ROW = 6
const ROW = BLOCK * BLOCKS_PER_ROW

export function sequenceRows(sequence: string): { start: number; blocks: string[] }[] {
  const rows = []
  for (let offset = 0; offset < sequence.length; offset += ROW) {
    const row = sequence.slice(offset, offset + ROW)
    const blocks = []
    for (let i = 0; i < row.length; i += BLOCK) blocks.push(row.slice(i, i + BLOCK))
    rows.push({ start: offset + 1, blocks })
  }
  return rows
}

export function gcPercent(sequence: string): number {
  if (sequence.length === 0) return 0
  const gc = sequence.match(/[GCS]/gi)?.length ?? 0
  return Math.round((gc / sequence.length) * 1000) / 10
}

export function SequenceViewer({ sequence }: { sequence: string }) {
  const t = useText()
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle')
  const width = String(sequence.length).length

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(sequence)
      setCopied('done')
    } catch {
      setCopied('failed')
    }
  }

  return (
    <div className="sequence">
      <div className="sequence__bar">
        <span>
          {sequence.length.toLocaleString('en')} bp · GC {gcPercent(sequence)}%
        </span>
        <button type="button" className="button button--small" onClick={() => void copy()}>
          {copied === 'done' ? t('已复制') : copied === 'failed' ? t('复制失败，请手动选择') : t('复制序列')}
        </button>
      </div>
      <pre className="sequence__text" aria-label={t('碱基序列')} tabIndex={0}>
        {sequenceRows(sequence).map(({ start, blocks }) => (
          <span key={start} className="sequence__row">
            <span className="sequence__pos">{String(start).padStart(width)}</span> {blocks.join(' ')}
            {'\n'}
          </span>
        ))}
      </pre>
    </div>
  )
}
