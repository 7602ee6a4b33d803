// Geometry of the plasmid map: where each feature's arc or arrow goes and where its
// label can sit without overlapping another. Pure functions, so the SVG renders the same on
// the server and in the browser, and the layout is unit-tested.
import type { PlasmidMapFeature } from '#common/schemas/plasmid.ts'

/**
 * Features that crowd a map without being parts of the construct: primer sites, sequence
 * history and duplicates of a CDS (NCBI records carry many). The features table lists them.
 */
const HIDDEN_ON_MAP = new Set([
  'primer_bind',
  'gene',
  'conflict',
  'old_sequence',
  'misc_difference',
  'variation',
  'mobile_element',
  'sig_peptide',
  'mat_peptide',
])
/** Short binding sites (drug or protein footprints of a few bases) are noise at map scale. */
const MIN_BINDING_SITE = 50

export const mapFeatures = (features: readonly PlasmidMapFeature[], total: number) =>
  features.filter(
    (feature) =>
      !HIDDEN_ON_MAP.has(feature.type) &&
      !(feature.type === 'misc_binding' && featureLength(feature, total) < MIN_BINDING_SITE),
  )

/** Bases covered, counting a feature through the origin of a circular sequence (start > end). */
export function featureLength({ start, end }: Pick<PlasmidMapFeature, 'start' | 'end'>, total: number): number {
  return start <= end ? end - start + 1 : total - start + 1 + end
}

/** Half-open base interval [from, to) on an unrolled axis; a feature through the origin ends past `total`. */
function interval(feature: PlasmidMapFeature, total: number): [number, number] {
  const from = feature.start - 1
  return [from, from + featureLength(feature, total)]
}

function overlaps(a: [number, number], b: [number, number], total: number, circular: boolean): boolean {
  const shifts = circular ? [-total, 0, total] : [0]
  return shifts.some((shift) => a[0] < b[1] + shift && b[0] + shift < a[1])
}

/**
 * Lane per feature: long features first on lane 0, then each on the first lane where it
 * overlaps nothing (with `gap` bases of air), so overlapping parts stack instead of hiding
 * each other.
 */
export function assignLanes(
  features: readonly PlasmidMapFeature[],
  total: number,
  circular: boolean,
  gap = 0,
): number[] {
  const order = features
    .map((feature, index) => ({ index, span: interval(feature, total) }))
    .sort((a, b) => b.span[1] - b.span[0] - (a.span[1] - a.span[0]) || a.span[0] - b.span[0])
  const lanes: [number, number][][] = []
  const result = new Array<number>(features.length).fill(0)
  for (const { index, span } of order) {
    const padded: [number, number] = [span[0] - gap, span[1] + gap]
    let lane = lanes.findIndex((taken) => taken.every((other) => !overlaps(padded, other, total, circular)))
    if (lane === -1) lane = lanes.push([]) - 1
    lanes[lane]!.push(span)
    result[index] = lane
  }
  return result
}

/** A "nice" tick step giving about `count` ticks: 1, 2 or 5 × 10^n bases. */
export function tickStep(total: number, count = 8): number {
  const raw = Math.max(1, total / count)
  const power = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= raw)
  return step ?? 10 * power
}

/** Angle in radians, clockwise from 12 o'clock, of the boundary before base `position` (1-based). */
export const angleOf = (position: number, total: number) => ((position - 1) / total) * 2 * Math.PI

export interface Point {
  x: number
  y: number
}

export const polar = (center: Point, radius: number, angle: number): Point => ({
  x: center.x + radius * Math.sin(angle),
  y: center.y - radius * Math.cos(angle),
})

export interface LabelRequest {
  /** Index of the feature the label names. */
  index: number
  /** Preferred vertical position. */
  y: number
  /** Larger features keep their label when space runs out. */
  priority: number
}

/**
 * Spreads labels of one side vertically: each keeps its preferred y where it can, and none
 * comes closer than `gap` to the next. Labels that cannot fit between `top` and `bottom`
 * are dropped, lowest priority first. Returns the placed ones, top to bottom.
 */
export function spreadLabels(
  requests: readonly LabelRequest[],
  top: number,
  bottom: number,
  gap: number,
): { index: number; y: number }[] {
  const capacity = Math.max(0, Math.floor((bottom - top) / gap) + 1)
  const kept = [...requests]
    .sort((a, b) => b.priority - a.priority)
    .slice(0, capacity)
    .sort((a, b) => a.y - b.y)
  const ys = kept.map((label) => Math.min(bottom, Math.max(top, label.y)))
  for (let i = 1; i < ys.length; i++) ys[i] = Math.max(ys[i]!, ys[i - 1]! + gap)
  if (ys.length > 0) ys[ys.length - 1] = Math.min(ys.at(-1)!, bottom)
  for (let i = ys.length - 2; i >= 0; i--) ys[i] = Math.min(ys[i]!, ys[i + 1]! - gap)
  return kept.map((label, i) => ({ index: label.index, y: ys[i]! }))
}

/** Rough width of a label in px (the map's labels are mostly Latin letters and digits). */
export const labelWidth = (text: string, fontSize: number) =>
  [...text].reduce((sum, char) => sum + (char.charCodeAt(0) > 0x2e7f ? 1 : 0.6), 0) * fontSize

/** Short display name: long curated notes ("Filler (digest with BsmBI to replace…") are cut. */
export function shortName(name: string, max = 20): string {
  return name.length <= max ? name : `${name.slice(0, max - 1)}…`
}

export type FeatureColour = { fill: string; stroke: string }

const COLOURS: Record<string, FeatureColour> = {
  CDS: { fill: '#f6c177', stroke: '#c07a12' },
  promoter: { fill: '#9fd8b4', stroke: '#2f8f5b' },
  rep_origin: { fill: '#f7e08a', stroke: '#b08d12' },
  terminator: { fill: '#f0a3a3', stroke: '#b23b3b' },
  polyA_signal: { fill: '#f0a3a3', stroke: '#b23b3b' },
  LTR: { fill: '#c9b6ea', stroke: '#6f4fb0' },
  repeat_region: { fill: '#c9b6ea', stroke: '#6f4fb0' },
  protein_bind: { fill: '#a9c5f5', stroke: '#3b6fd1' },
  enhancer: { fill: '#9ed9d7', stroke: '#1f8c8a' },
  regulatory: { fill: '#9ed9d7', stroke: '#1f8c8a' },
  RBS: { fill: '#9ed9d7', stroke: '#1f8c8a' },
}
const DEFAULT_COLOUR: FeatureColour = { fill: '#cbd2d9', stroke: '#616e7c' }

/**
 * Parts recognised by name first: records file Cas9, tags or the sgRNA scaffold under
 * misc_feature, and a map that greys them all out hides what the plasmid is for.
 */
const BY_NAME: readonly [RegExp, FeatureColour][] = [
  [/GFP|YFP|CFP|BFP|mCherry|tdTomato|DsRed|mNeonGreen|ZsGreen|RFP/i, { fill: '#a6e3a1', stroke: '#2d8a3e' }],
  [/Cas9|Cas12|Cpf1|nCas|dCas/i, { fill: '#8fb8f2', stroke: '#2f64b8' }],
  [/^(NLS|FLAG|3xFLAG|HA|Myc|6xHis|His|V5|P2A|T2A|GST|MBP|SUMO)\b/i, { fill: '#f5b7d0', stroke: '#b0407a' }],
  [/gRNA|scaffold|chimeric RNA/i, { fill: '#b6e3f4', stroke: '#1f7fa6' }],
  [/LTR|WPRE|RRE|cPPT|Psi|\bSD\b|\bSA\b/i, { fill: '#c9b6ea', stroke: '#6f4fb0' }],
]

/** Colours by part, as plasmid editors use them: named parts first, then the feature type. */
export function featureColour({ type, name }: Pick<PlasmidMapFeature, 'type' | 'name'>): FeatureColour {
  const named = BY_NAME.find(([pattern]) => pattern.test(name))
  return named?.[1] ?? COLOURS[type] ?? DEFAULT_COLOUR
}
