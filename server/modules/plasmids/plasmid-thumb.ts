// The list's map thumbnails: a small SVG per plasmid, the backbone as a circle (or a line when
// linear) with its largest parts as coloured arcs, drawn with the detail map's geometry and
// colours. It holds no text, so nothing from the catalogue is written into it.
import { PLASMID_THUMB_SIZE } from '#common/plasmid-catalogue.ts'
import type { PlasmidMapFeature } from '#common/schemas/plasmid.ts'
import { angleOf, featureColour, featureLength, mapFeatures, polar } from '#web/components/plasmid/map-layout.ts'

/** More arcs than this are too thin to tell apart at the list's size. */
const MAX_ARCS = 8

const VIEW = 48
const CENTER = { x: VIEW / 2, y: VIEW / 2 }
const RADIUS = 18
const BAND = 6
const BACKBONE = '#cbd2d9'

export interface ThumbSource {
  /** bp; 0 when the catalogue holds no sequence for the plasmid. */
  size: number
  topology: 'circular' | 'linear'
  features: readonly PlasmidMapFeature[]
}

const num = (value: number) => Number(value.toFixed(2))
const point = (angle: number) => {
  const { x, y } = polar(CENTER, RADIUS, angle)
  return `${num(x)} ${num(y)}`
}

/** The largest drawable parts, at most MAX_ARCS, each shorter than the whole sequence. */
function largestParts({ size, features }: ThumbSource): PlasmidMapFeature[] {
  return mapFeatures(features, size)
    .filter((feature) => featureLength(feature, size) < size)
    .sort((a, b) => featureLength(b, size) - featureLength(a, size))
    .slice(0, MAX_ARCS)
}

function circularParts(source: ThumbSource): string[] {
  return largestParts(source).map((feature) => {
    const from = angleOf(feature.start, source.size)
    const to = from + (featureLength(feature, source.size) / source.size) * 2 * Math.PI
    const large = to - from > Math.PI ? 1 : 0
    const path = `M ${point(from)} A ${RADIUS} ${RADIUS} 0 ${large} 1 ${point(to)}`
    return `<path d="${path}" stroke="${featureColour(feature).stroke}"/>`
  })
}

function linearParts(source: ThumbSource): string[] {
  const left = 4
  const width = VIEW - 2 * left
  const x = (position: number) => num(left + ((position - 1) / source.size) * width)
  return largestParts(source).map((feature) => {
    const end = Math.min(source.size + 1, feature.start + featureLength(feature, source.size))
    return `<path d="M ${x(feature.start)} ${CENTER.y} H ${x(end)}" stroke="${featureColour(feature).stroke}"/>`
  })
}

/** The thumbnail's SVG document; a plasmid without a sequence is a dashed grey circle. */
export function renderThumb(source: ThumbSource): string {
  const open = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEW} ${VIEW}" width="${PLASMID_THUMB_SIZE}" height="${PLASMID_THUMB_SIZE}" fill="none" stroke-width="${BAND}">`
  if (source.size === 0) {
    return `${open}<circle cx="${CENTER.x}" cy="${CENTER.y}" r="${RADIUS}" stroke="${BACKBONE}" stroke-width="2" stroke-dasharray="3 3"/></svg>`
  }
  const backbone =
    source.topology === 'circular'
      ? `<circle cx="${CENTER.x}" cy="${CENTER.y}" r="${RADIUS}" stroke="${BACKBONE}" stroke-width="2"/>`
      : `<path d="M 4 ${CENTER.y} H ${VIEW - 4}" stroke="${BACKBONE}" stroke-width="2"/>`
  const parts = source.topology === 'circular' ? circularParts(source) : linearParts(source)
  return `${open}${backbone}${parts.join('')}</svg>`
}
