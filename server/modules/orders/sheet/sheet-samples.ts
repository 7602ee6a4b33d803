// The one place the sheet reads an order's sample fields and the cell line record's host
// cells. The sheet is a compact printed table whose cells carry their units, so it shows the
// fields the order types' descriptions mark for it (`sheet`) in its own columns;
// sheet-samples.test.ts holds the two to each other.
import { HOST_PROVIDER, SAMPLE_TYPE, SAMPLE_TYPE_LABEL } from '#common/schemas/orders/options.ts'
import { SHIPPING_BY_SAMPLE_TYPE, SHIPPING_HOST_CELLS, shortenSequences, tubeLabel } from '#common/sample-sheet.ts'
import type { SheetSample } from '#common/schemas/orders/sheet.ts'
import type { CellLineRecord } from '../cell-line.repo.ts'
import type { SampleRecord } from '../sample.repo.ts'

const NONE = '—'

/** An amount with its unit; none for samples the amount does not apply to, or left at 0. */
const amount = (value: number, unit: string, applies: boolean) => (applies && value > 0 ? `${value} ${unit}` : NONE)

export function sheetSampleOf(orderno: string, sample: SampleRecord): SheetSample {
  const isDna = sample.type === SAMPLE_TYPE.DNA
  const typeLabel = SAMPLE_TYPE_LABEL[sample.type] ?? NONE
  return {
    name: sample.name,
    type: sample.type === SAMPLE_TYPE.OTHER && sample.typeOther ? `${typeLabel}：${sample.typeOther}` : typeLabel,
    concentration: amount(sample.nongdu, 'ng/µl', isDna),
    volume: amount(sample.tiji, 'µl', isDna),
    total: amount(sample.zongliang, 'µg', isDna),
    sequence: shortenSequences(sample.xulie),
    shipping: SHIPPING_BY_SAMPLE_TYPE[sample.type] ?? SHIPPING_BY_SAMPLE_TYPE[SAMPLE_TYPE.OTHER]!,
    tube_label: tubeLabel(orderno, sample.name),
  }
}

/** A cell line order's one row, when the customer sends the host cells; none otherwise. */
export function sheetHostCellsOf(orderno: string, record: CellLineRecord): SheetSample[] {
  if (record.shuzhuTigong !== HOST_PROVIDER.CUSTOMER) return []
  return [
    {
      name: record.shuzhu,
      type: '宿主细胞',
      concentration: NONE,
      volume: NONE,
      total: NONE,
      sequence: NONE,
      shipping: SHIPPING_HOST_CELLS,
      tube_label: tubeLabel(orderno, record.shuzhu),
    },
  ]
}
