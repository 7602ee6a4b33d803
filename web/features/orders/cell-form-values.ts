// What the cell order form fills in as the customer answers (spec §4 'Cell order form
// behaviour'), and a stored order as the form's values.
import { CELL_LINE_FORM_DEFAULTS, cellLineShape } from '#common/schemas/orders/cell-line.ts'
import { GENE_INFO_LABEL, PRIMARY_CELL_TEXT } from '#common/schemas/orders/options.ts'

type Values = Record<string, unknown>

/** A primary-cell answer of no or yes fills the passage text; 'other' empties it for typing. */
export function derivedCellValues(changed: Values): Values {
  if (!('is_yuandai' in changed)) return {}
  return { yuandai_other: PRIMARY_CELL_TEXT[Number(changed.is_yuandai)] ?? '' }
}

const CELL_FIELDS = Object.keys(cellLineShape)

/** A stored order as the form's values; a gene information of 0 (not asked) keeps the default. */
export function cellFormValuesOf(order: Values): Values {
  const values: Values = { ...CELL_LINE_FORM_DEFAULTS }
  for (const field of CELL_FIELDS) {
    const value = order[field]
    if (value === undefined) continue
    if (field === 'jiyin' && !(Number(value) in GENE_INFO_LABEL)) continue
    values[field] = value
  }
  return values
}
