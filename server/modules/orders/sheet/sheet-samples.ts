// The sample table of the sheet, read from the order types' descriptions: a column for each
// field marked for the sheet (`sheet`), in the description's order, between the sheet's own
// 序号 and 运输条件. What is not a field stays here: which records are samples to send and how
// each travels.
import { AMPLICON_FIELDS } from '#common/schemas/orders/amplicon.ts'
import { CELL_LINE_FIELDS } from '#common/schemas/orders/cell-line.ts'
import {
  type Answers,
  type FieldDescription,
  type FieldDescriptions,
  optionLabel,
} from '#common/schemas/orders/describe.ts'
import { GUIDE_SEQ_FIELDS } from '#common/schemas/orders/guide-seq.ts'
import { HOST_PROVIDER, SAMPLE_TYPE, SAMPLE_TYPE_LABEL } from '#common/schemas/orders/options.ts'
import type { SheetColumn, SheetModel } from '#common/schemas/orders/sheet.ts'
import { ORDER_TYPE, type OrderType } from '#common/schemas/orders/status.ts'
import {
  HOST_CELLS_SHIPPING,
  SHEET_TEXTS,
  SHIPPING_BY_SAMPLE_TYPE,
  shortenSequences,
  tubeLabel,
} from '#common/sample-sheet.ts'

const NONE = '—'

/** How a sample travels, under the name of its kind on the sheet's shipping lines. */
interface Shipping {
  type: string
  condition: string
}

/** What the sheet reads of an order type's records (stored values under their field names). */
export interface SheetSource {
  fields: FieldDescriptions
  /** Whether a record is a sample the customer sends; absent, every record is. */
  sends?: (record: Answers) => boolean
  shipping: (record: Answers) => Shipping
}

function sampleShipping(record: Answers): Shipping {
  const type =
    typeof record.type === 'number' && record.type in SHIPPING_BY_SAMPLE_TYPE ? record.type : SAMPLE_TYPE.OTHER
  return { type: SAMPLE_TYPE_LABEL[type]!, condition: SHIPPING_BY_SAMPLE_TYPE[type]! }
}

export const SHEET_SOURCES: Record<OrderType, SheetSource> = {
  [ORDER_TYPE.GUIDE_SEQ]: { fields: GUIDE_SEQ_FIELDS, shipping: sampleShipping },
  [ORDER_TYPE.AMPLICON]: { fields: AMPLICON_FIELDS, shipping: sampleShipping },
  // A cell line order sends its host cells only when the customer provides them.
  [ORDER_TYPE.CELL_LINE]: {
    fields: CELL_LINE_FIELDS,
    sends: (record) => record.shuzhu_tigong === HOST_PROVIDER.CUSTOMER,
    shipping: () => HOST_CELLS_SHIPPING,
  },
}

const isSequence = (field: FieldDescription) => field.kind === 'sequence' || field.kind === 'rows'

/** The fields with a column of their own, in the description's order. */
const columnFieldsOf = (fields: FieldDescriptions) =>
  Object.entries(fields).filter(([, field]) => field.sheet && !field.sheet.joins)

/**
 * A field's stored value in a cell: an option by its label, a number with its unit, a sequence
 * shortened. A record keeps '' or 0 for what its answers do not ask, shown as —.
 */
function valueText(field: FieldDescription, value: unknown): string {
  if (field.kind === 'choice' || field.kind === 'flag') return optionLabel(field.options, value) || NONE
  if (field.kind === 'number')
    return typeof value === 'number' && value > 0 ? `${value} ${field.sheet?.unit ?? ''}`.trim() : NONE
  if (isSequence(field)) return shortenSequences(String(value ?? ''))
  return String(value ?? '').trim() || NONE
}

/** A column's cell: its field's value, then the text of the fields that join it where the record has one. */
function cellOf(fields: FieldDescriptions, key: string, record: Answers): string {
  const joined = Object.entries(fields)
    .filter(([, field]) => field.sheet?.joins === key)
    .map(([joinedKey]) => String(record[joinedKey] ?? '').trim())
    .filter(Boolean)
  return [valueText(fields[key]!, record[key]), ...joined].join('：')
}

/** The kinds of sample present, each with its condition once, in the order they first appear. */
const shippingLinesOf = (shipping: Shipping[]) => [...new Map(shipping.map((item) => [item.type, item])).values()]

/** The sheet's columns and its samples' rows for these records of an order type. */
export function sheetTableOf(
  source: SheetSource,
  orderno: string,
  records: readonly Answers[],
): Pick<SheetModel, 'columns' | 'samples' | 'shipping'> {
  const { fields } = source
  const fieldColumns = columnFieldsOf(fields)
  const nameKey = Object.keys(fields).find((key) => fields[key]?.sheet?.names)
  const columns: SheetColumn[] = [
    { key: 'index', label: SHEET_TEXTS.indexTitle, sequence: false },
    ...fieldColumns.map(([key, field]) => ({
      key,
      label: field.sheet?.title ?? field.label,
      sequence: isSequence(field),
    })),
    { key: 'shipping', label: SHEET_TEXTS.shippingTitle, sequence: false },
  ]
  const sent = records.filter((record) => source.sends?.(record) ?? true)
  const shipping = sent.map(source.shipping)
  const samples = sent.map((record, index) => {
    const name = nameKey ? String(record[nameKey] ?? '') : ''
    return {
      name,
      cells: [
        String(index + 1),
        ...fieldColumns.map(([key]) => cellOf(fields, key, record)),
        shipping[index]!.condition,
      ],
      tube_label: tubeLabel(orderno, name),
    }
  })
  return { columns, samples, shipping: shippingLinesOf(shipping) }
}
