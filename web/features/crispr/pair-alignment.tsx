// A result row's pair as a biologist reads it: the sgRNA over the off-target site, a line of
// marks between them (a glyph per kind of difference), each mismatch coloured by its class,
// the PAM set apart. The legend above the table says what each mark means.
import type { AlignedPosition, Alignment, MismatchClass } from '#common/crispr-alignment.ts'
import type { TextOf } from '#web/lib/page-lang.ts'
import { alignmentSummary } from './alignment-summary.ts'

type MarkKind = Exclude<AlignedPosition['kind'], 'mismatch'> | MismatchClass

/** The glyph of the middle line: a caret points at the strand whose base has no partner. */
const GLYPH: Record<AlignedPosition['kind'], string> = {
  match: '|',
  mismatch: 'x',
  rnaBulge: '^',
  dnaBulge: 'v',
  empty: ' ',
}

const markOf = (position: AlignedPosition): MarkKind =>
  position.kind === 'mismatch' ? position.mismatchClass : position.kind

function describePosition(position: AlignedPosition, t: TextOf): string | undefined {
  switch (position.kind) {
    case 'mismatch':
      return `${t('错配')} ${position.type}`
    case 'dnaBulge':
      return t('DNA bulge：基因组多出一个碱基')
    case 'rnaBulge':
      return t('RNA bulge：基因组缺少一个碱基')
    default:
      return undefined
  }
}

function Line({ alignment, side, t }: { alignment: Alignment; side: 'on' | 'off' | 'marks'; t: TextOf }) {
  const cells = (positions: AlignedPosition[], offset: number) =>
    positions.map((position, index) => (
      <span
        key={offset + index}
        className={`aln__base aln__base--${markOf(position)}`}
        title={side === 'marks' ? undefined : describePosition(position, t)}
      >
        {side === 'marks' ? GLYPH[position.kind] : position[side]}
      </span>
    ))
  return (
    <span className={`aln__line aln__line--${side}`} aria-hidden={side === 'marks' ? true : undefined}>
      {cells(alignment.spacer, 0)}
      <span className="aln__pam">{cells(alignment.pam, alignment.spacer.length)}</span>
    </span>
  )
}

export function PairAlignment({ alignment, t }: { alignment: Alignment; t: TextOf }) {
  return (
    <span className="aln seq" role="group" aria-label={alignmentSummary(alignment.counts, t)}>
      <Line alignment={alignment} side="on" t={t} />
      <Line alignment={alignment} side="marks" t={t} />
      <Line alignment={alignment} side="off" t={t} />
    </span>
  )
}

const LEGEND: { mark: MarkKind; glyph: string; label: string }[] = [
  { mark: 'match', glyph: GLYPH.match, label: '匹配' },
  { mark: 'wobble', glyph: GLYPH.mismatch, label: '错配：G·U 摆动（rG:dT、rU:dG）' },
  { mark: 'purine', glyph: GLYPH.mismatch, label: '错配：嘌呤·嘌呤' },
  { mark: 'pyrimidine', glyph: GLYPH.mismatch, label: '错配：嘧啶·嘧啶' },
  { mark: 'purinePyrimidine', glyph: GLYPH.mismatch, label: '错配：rA:dC、rC:dA' },
  { mark: 'dnaBulge', glyph: GLYPH.dnaBulge, label: 'DNA bulge：基因组多出一个碱基（on_seq 中的空位）' },
  { mark: 'rnaBulge', glyph: GLYPH.rnaBulge, label: 'RNA bulge：基因组缺少一个碱基（off_seq 中的空位）' },
]

/** What the marks mean; mismatch types are named RNA base : target-strand DNA base, as in CFD. */
export function AlignmentLegend({ t }: { t: TextOf }) {
  return (
    <div className="aln-legend">
      <p className="aln-legend__intro">
        {t('每行上为 sgRNA（on_seq），下为脱靶位点（off_seq），最后三位 PAM 单独隔开；悬停碱基可见错配类型。')}
      </p>
      <ul className="aln-legend__items">
        {LEGEND.map(({ mark, glyph, label }) => (
          <li key={mark}>
            <span className={`seq aln__base aln__base--${mark}`} aria-hidden="true">
              {glyph}
            </span>
            {t(label)}
          </li>
        ))}
      </ul>
    </div>
  )
}
