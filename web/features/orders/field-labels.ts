// What each order field is called on the forms and detail pages: read from the order types'
// descriptions.
import { AMPLICON_FIELDS } from '#common/schemas/orders/amplicon.ts'
import { CELL_LINE_FIELDS } from '#common/schemas/orders/cell-line.ts'
import { labelsOf } from '#common/schemas/orders/describe.ts'
import { GUIDE_SEQ_FIELDS } from '#common/schemas/orders/guide-seq.ts'

export const SAMPLE_LABEL = labelsOf({ ...GUIDE_SEQ_FIELDS, ...AMPLICON_FIELDS })
export const CELL_LABEL = labelsOf(CELL_LINE_FIELDS)

export { YES_NO_LABEL, YES_NO_OPTIONS } from '#common/schemas/orders/options.ts'
