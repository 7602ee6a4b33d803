// The rows of a sample's detail page, for the customer and the console.
import { AMPLICON_TYPE, type AmpliconSample } from '#common/schemas/orders/amplicon.ts'
import { GUIDE_SEQ_TYPE, type GuideSeqSample } from '#common/schemas/orders/guide-seq.ts'
import { ORDER_TYPE } from '#common/schemas/orders/status.ts'
import type { TextOf } from '#web/lib/page-lang.ts'
import { type DetailItems, describedItems } from './detail-items.tsx'

// Samples of both types share one table, so the order type, not the fields present, tells them apart.
const typeOf = (sample: GuideSeqSample | AmpliconSample) =>
  sample.leixing === ORDER_TYPE.GUIDE_SEQ ? GUIDE_SEQ_TYPE : AMPLICON_TYPE

export const sampleItems = (sample: GuideSeqSample | AmpliconSample, t: TextOf): DetailItems =>
  describedItems(typeOf(sample), sample, t)
