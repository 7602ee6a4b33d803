// What a row's alignment says, in words: the screen reader's summary of the marks a
// sighted reader sees (spec §2 'CRISPR-Net result page').
import type { Alignment } from '#common/crispr-alignment.ts'
import type { TextOf } from '#web/lib/page-lang.ts'

const PARTS = [
  ['mismatches', '{0} 处错配'],
  ['dnaBulges', '{0} 处 DNA bulge'],
  ['rnaBulges', '{0} 处 RNA bulge'],
] as const

/** "2 处错配，1 处 DNA bulge"; "完全匹配" when the site pairs at every position. */
export function alignmentSummary(counts: Alignment['counts'], t: TextOf): string {
  const parts = PARTS.filter(([key]) => counts[key] > 0).map(([key, text]) =>
    t(text).replace('{0}', String(counts[key])),
  )
  return parts.length === 0 ? t('完全匹配') : parts.join(t('，'))
}
