// The plasmid map: an annotated SVG drawn from the features, circular or linear by
// topology. Plain SVG renders on the server as in the browser, so the map is in the HTML.
// Automatic annotations are drawn dashed and listed as such, as SnapGene marks them. The
// unique and double cutters mark the backbone, their labels among the features' outside the
// circle; a checkbox of the page hides them (plasmid-detail.css), so they carry their own class.
import type { PlasmidCutter, PlasmidMapFeature } from '#common/schemas/plasmid.ts'
import { type TextOf, chinese } from '#web/lib/page-lang.ts'
import {
  angleOf,
  assignLanes,
  featureColour,
  featureLength,
  labelWidth,
  mapFeatures,
  polar,
  shortName,
  spreadLabels,
  tickStep,
} from './map-layout.ts'

interface Props {
  name: string
  size: number
  topology: 'circular' | 'linear'
  features: readonly PlasmidMapFeature[]
  /** Unique and double cutters: a tick on the backbone and a label "EcoRI (396)". */
  cutters?: readonly PlasmidCutter[]
  /** The page's labels (useText()); the Chinese source text when left out. */
  t?: TextOf
}

const FONT = 13
const AUTO_DASH = '3 2'

export function PlasmidMap(props: Props) {
  return props.topology === 'circular' ? <CircularMap {...props} /> : <LinearMap {...props} />
}

function featureTitle(feature: PlasmidMapFeature, t: TextOf) {
  const strand = feature.strand === 1 ? t('正向') : t('反向')
  return `${feature.name} · ${feature.type} · ${feature.start}..${feature.end} (${strand})${feature.auto ? ` · ${t('自动注释')}` : ''}`
}

const W = 720
const H = 540
const CENTER = { x: W / 2, y: H / 2 }
const R = 170
const BAND = 11
const LANE_STEP = 15
const LABEL_RADIUS = R + 34
const LABEL_GAP = 15

function arcPath(radius: number, from: number, to: number, sweep: 0 | 1) {
  const end = polar(CENTER, radius, to)
  const large = Math.abs(to - from) > Math.PI ? 1 : 0
  return `A ${radius} ${radius} 0 ${large} ${sweep} ${end.x.toFixed(2)} ${end.y.toFixed(2)}`
}

const point = (radius: number, angle: number) => {
  const p = polar(CENTER, radius, angle)
  return `${p.x.toFixed(2)} ${p.y.toFixed(2)}`
}

/** An annular sector with an arrow head at the 3' end of the feature's strand. */
function arrowPath(radius: number, start: number, end: number, strand: 1 | -1) {
  const outer = radius + BAND / 2
  const inner = radius - BAND / 2
  const head = Math.min((end - start) * 0.6, 9 / radius)
  if (strand === 1) {
    const bodyEnd = end - head
    return [
      `M ${point(outer, start)}`,
      arcPath(outer, start, bodyEnd, 1),
      `L ${point(radius, end)}`,
      `L ${point(inner, bodyEnd)}`,
      arcPath(inner, bodyEnd, start, 0),
      'Z',
    ].join(' ')
  }
  const bodyStart = start + head
  return [
    `M ${point(outer, bodyStart)}`,
    arcPath(outer, bodyStart, end, 1),
    `L ${point(inner, end)}`,
    arcPath(inner, end, bodyStart, 0),
    `L ${point(radius, start)}`,
    'Z',
  ].join(' ')
}

/** A label outside the circle with its leader line from `from` (radius) at `angle`. */
interface OuterLabel {
  angle: number
  from: number
  text: string
  textClassName?: string | undefined
  /** The group's class and tooltip when the label names a cut. */
  cut?: { className: string; title: string }
  /** Larger keeps its place when a side runs out of room: features, then unique cutters. */
  priority: number
}

const CUTTER_TICK = 6

/** Each cut of each cutter with its label, "EcoRI (396)". */
function cutterMarks(cutters: readonly PlasmidCutter[], t: TextOf) {
  return cutters.flatMap(({ enzyme, site, cuts }) =>
    cuts.map((cut) => ({
      cut,
      text: `${enzyme} (${cut})`,
      title: `${enzyme} · ${site} · ${cuts.length === 1 ? t('单切') : t('双切')} · ${cut}`,
      unique: cuts.length === 1,
    })),
  )
}

function CircularMap({ name, size, features, cutters = [], t = chinese }: Props) {
  const drawn = mapFeatures(features, size)
  const lanes = assignLanes(drawn, size, true, Math.round(size / 200))
  const laneCount = Math.max(0, ...lanes) + 1
  const arcs = drawn.map((feature, index) => {
    const start = angleOf(feature.start, size)
    const sweep = Math.min(featureLength(feature, size), size - 1) / size
    const end = start + Math.max(sweep * 2 * Math.PI, 2.5 / R)
    return { feature, start, end, mid: (start + end) / 2, radius: R - lanes[index]! * LANE_STEP }
  })
  const marks = cutterMarks(cutters, t).map((mark) => ({ ...mark, angle: angleOf(mark.cut, size) }))

  const labels: OuterLabel[] = [
    ...arcs.map(({ feature, mid, radius }) => ({
      angle: mid,
      from: radius + BAND / 2 + 1,
      text: `${shortName(feature.name)}${feature.auto ? '*' : ''}`,
      textClassName: feature.auto ? 'plasmid-map__auto-label' : undefined,
      priority: featureLength(feature, size) + (feature.auto ? 0 : size),
    })),
    ...marks.map(({ angle, text, title, unique }) => ({
      angle,
      from: R + CUTTER_TICK,
      text,
      cut: { className: unique ? 'plasmid-map__cutter plasmid-map__cutter--unique' : 'plasmid-map__cutter', title },
      priority: unique ? 0 : -1,
    })),
  ]
  const sides = [1, -1].map((side) =>
    spreadLabels(
      labels
        .map((label, index) => ({ label, index }))
        .filter(({ label }) => (Math.sin(label.angle) >= 0 ? 1 : -1) === side)
        .map(({ label, index }) => ({
          index,
          y: polar(CENTER, LABEL_RADIUS, label.angle).y,
          priority: label.priority,
        })),
      18,
      H - 14,
      LABEL_GAP,
    ).map((label) => ({ ...label, side })),
  )

  const step = tickStep(size)
  const tickRadius = R - (laneCount - 1) * LANE_STEP - BAND / 2 - 4
  const ticks = Array.from({ length: Math.ceil(size / step) - 1 }, (_, i) => (i + 1) * step)

  return (
    <svg
      className="plasmid-map"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={t('{0} 质粒图谱，{1} bp，环状').replace('{0}', name).replace('{1}', String(size))}
      width={W}
      height={H}
    >
      <circle cx={CENTER.x} cy={CENTER.y} r={R} className="plasmid-map__backbone" />
      {ticks.map((position) => {
        const angle = angleOf(position + 1, size)
        const text = polar(CENTER, tickRadius - 16, angle)
        return (
          <g key={position} className="plasmid-map__tick">
            <line
              x1={polar(CENTER, tickRadius, angle).x}
              y1={polar(CENTER, tickRadius, angle).y}
              x2={polar(CENTER, tickRadius - 5, angle).x}
              y2={polar(CENTER, tickRadius - 5, angle).y}
            />
            <text x={text.x} y={text.y} textAnchor="middle" dominantBaseline="middle">
              {position}
            </text>
          </g>
        )
      })}
      {arcs.map(({ feature, start, end, radius }, index) => {
        const colour = featureColour(feature)
        return (
          <path
            key={index}
            d={arrowPath(radius, start, end, feature.strand)}
            fill={colour.fill}
            stroke={colour.stroke}
            strokeDasharray={feature.auto ? AUTO_DASH : undefined}
            className={feature.auto ? 'plasmid-map__feature plasmid-map__feature--auto' : 'plasmid-map__feature'}
          >
            <title>{featureTitle(feature, t)}</title>
          </path>
        )
      })}
      {marks.map(({ angle, title }, index) => (
        <line
          key={`cut-${index}`}
          className="plasmid-map__cutter plasmid-map__cut"
          x1={polar(CENTER, R - CUTTER_TICK, angle).x}
          y1={polar(CENTER, R - CUTTER_TICK, angle).y}
          x2={polar(CENTER, R + CUTTER_TICK, angle).x}
          y2={polar(CENTER, R + CUTTER_TICK, angle).y}
        >
          <title>{title}</title>
        </line>
      ))}
      {sides.flat().map(({ index, y, side }) => {
        const { angle, from: fromRadius, text, textClassName, cut } = labels[index]!
        const from = polar(CENTER, fromRadius, angle)
        const elbow = polar(CENTER, R + 18, angle)
        const reach = Math.sqrt(Math.max(0, LABEL_RADIUS ** 2 - (y - CENTER.y) ** 2))
        const x = CENTER.x + side * Math.max(reach, Math.abs(elbow.x - CENTER.x) + 8, 24)
        return (
          <g key={`label-${index}`} className={cut ? `plasmid-map__label ${cut.className}` : 'plasmid-map__label'}>
            {cut ? <title>{cut.title}</title> : null}
            <polyline points={`${from.x},${from.y} ${elbow.x},${elbow.y} ${x - side * 3},${y}`} />
            <text
              x={x}
              y={y}
              textAnchor={side === 1 ? 'start' : 'end'}
              dominantBaseline="middle"
              className={textClassName}
            >
              {text}
            </text>
          </g>
        )
      })}
      <text x={CENTER.x} y={CENTER.y - 8} textAnchor="middle" className="plasmid-map__name">
        {shortName(name, 26)}
      </text>
      <text x={CENTER.x} y={CENTER.y + 16} textAnchor="middle" className="plasmid-map__size">
        {size.toLocaleString('en')} bp
      </text>
    </svg>
  )
}

const LW = 720
const MARGIN = 24
const LANE_H = 34
const BOX = 12

const CUT_FONT = 12
const CUT_ROW = 15

function LinearMap({ name, size, features, cutters = [], t = chinese }: Props) {
  const drawn = mapFeatures(features, size)
  const scale = (LW - 2 * MARGIN) / size
  const x = (position: number) => MARGIN + (position - 1) * scale
  // Lanes in pixel space, each feature widened to its label so labels never overlap.
  const boxes = drawn.map((feature) => {
    const from = x(feature.start)
    // A linear molecule has no origin to run through: a wrapped feature ends at the last base.
    const to = Math.max(from + 2, x(Math.min(size, feature.start + featureLength(feature, size) - 1) + 1))
    const half = labelWidth(shortName(feature.name), FONT) / 2 + 4
    const centre = (from + to) / 2
    return {
      feature,
      from,
      to,
      centre,
      span: { start: Math.min(from, centre - half), end: Math.max(to, centre + half) },
    }
  })
  const lanes = assignLanes(
    boxes.map(({ feature, span }) => ({ ...feature, start: Math.floor(span.start) + 1, end: Math.ceil(span.end) })),
    LW,
    false,
  )
  const laneCount = Math.max(0, ...lanes) + 1
  const axisY = 24 + laneCount * LANE_H
  // Cut labels in rows under the scale, each row holding labels that do not touch.
  const cuts = cutterMarks(cutters, t).map((mark) => {
    // x(n) is the left edge of base n: the boundary before it, where the top strand is cut.
    const at = x(mark.cut)
    const half = labelWidth(mark.text, CUT_FONT) / 2 + 3
    return { ...mark, at, start: Math.floor(at - half) + 1, end: Math.ceil(at + half) }
  })
  const cutRows = assignLanes(
    cuts.map(({ start, end }) => ({ name: '', type: '', start, end, strand: 1 as const, auto: false })),
    LW,
    false,
  )
  const height = axisY + 44 + (cuts.length > 0 ? (Math.max(...cutRows) + 1) * CUT_ROW : 0)
  const step = tickStep(size)
  const ticks = Array.from({ length: Math.floor(size / step) + 1 }, (_, i) => i * step).filter((p) => p <= size)

  return (
    <svg
      className="plasmid-map plasmid-map--linear"
      viewBox={`0 0 ${LW} ${height}`}
      role="img"
      aria-label={t('{0} 质粒图谱，{1} bp，线状').replace('{0}', name).replace('{1}', String(size))}
      width={LW}
      height={height}
    >
      <line x1={MARGIN} x2={LW - MARGIN} y1={axisY} y2={axisY} className="plasmid-map__backbone" />
      {ticks.map((position) => (
        <g key={position} className="plasmid-map__tick">
          <line x1={x(position + 1)} x2={x(position + 1)} y1={axisY} y2={axisY + 5} />
          <text x={x(position + 1)} y={axisY + 18} textAnchor="middle">
            {position}
          </text>
        </g>
      ))}
      {cuts.map(({ at, text, title, unique }, index) => {
        const y = axisY + 40 + cutRows[index]! * CUT_ROW
        return (
          <g
            key={`cut-${index}`}
            className={
              unique
                ? 'plasmid-map__label plasmid-map__cutter plasmid-map__cutter--unique'
                : 'plasmid-map__label plasmid-map__cutter'
            }
          >
            <title>{title}</title>
            <line className="plasmid-map__cut" x1={at} x2={at} y1={axisY - CUTTER_TICK} y2={axisY + CUTTER_TICK} />
            <polyline points={`${at},${axisY + CUTTER_TICK} ${at},${y - 9}`} />
            <text x={at} y={y} textAnchor="middle">
              {text}
            </text>
          </g>
        )
      })}
      {boxes.map(({ feature, from, to, centre }, index) => {
        const top = axisY - (lanes[index]! + 1) * LANE_H + 16
        const head = Math.min((to - from) * 0.5, 8)
        const mid = top + BOX / 2
        const d =
          feature.strand === 1
            ? `M ${from} ${top} H ${to - head} L ${to} ${mid} L ${to - head} ${top + BOX} H ${from} Z`
            : `M ${from + head} ${top} H ${to} V ${top + BOX} H ${from + head} L ${from} ${mid} Z`
        const colour = featureColour(feature)
        return (
          <g key={index} className="plasmid-map__label">
            <path
              d={d}
              fill={colour.fill}
              stroke={colour.stroke}
              strokeDasharray={feature.auto ? AUTO_DASH : undefined}
              className="plasmid-map__feature"
            >
              <title>{featureTitle(feature, t)}</title>
            </path>
            <text
              x={centre}
              y={top - 4}
              textAnchor="middle"
              className={feature.auto ? 'plasmid-map__auto-label' : undefined}
            >
              {shortName(feature.name)}
              {feature.auto ? '*' : ''}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
