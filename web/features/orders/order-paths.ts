// Where the order pages live (spec §2 'Order routes') and the query each one reads.
import type { OrderRef } from '#common/schemas/orders/order.ts'
import { type GuideNuclease, isGuideNuclease, normaliseGuide } from '#common/sgrna-checks.ts'

export type { OrderRef } from '#common/schemas/orders/order.ts'

const query = (values: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(values)) if (value !== undefined) params.set(key, String(value))
  return params.toString()
}

export interface OrderPages {
  list: (order: OrderRef) => string
  detail: (id: number, order: OrderRef) => string
  /**
   * The form: edit with id, add to an order with oid, create an order with neither; with
   * copy, it starts from that sample's answers; with sgrna, a new sample starts with that guide
   * (and with hexuanmei, the nuclease it was checked for).
   */
  action: (target?: { id?: number; oid?: number; copy?: number; sgrna?: string; hexuanmei?: GuideNuclease }) => string
}

function pagesOf(list: string, detail: string, action: string): OrderPages {
  return {
    list: ({ oid, orderno }) => `${list}?${query({ oid, orderno })}`,
    detail: (id, { oid, orderno }) => `${detail}?${query({ id, orderno, oid })}`,
    action: (target = {}) => {
      const { id, oid, copy, sgrna, hexuanmei } = target
      const search = query({ id, oid, copy, sgrna, hexuanmei })
      return search ? `${action}?${search}` : action
    },
  }
}

export const GUIDE_SEQ_PAGES = pagesOf('/orderSeqList', '/orderSeqDetail', '/orderSeqAction')
export const AMPLICON_PAGES = pagesOf('/orderAmpliconList', '/orderAmpliconDetail', '/orderAmpliconAction')
export const CELL_LINE_PAGES = pagesOf('/orderCellList', '/orderCellDetail', '/orderCellAction')

/** The spreadsheet import of a sample order type's samples: into the order oid, or a new one. */
export const IMPORT_PATH = '/orderImport'
export const importPath = (kind: 'guide' | 'amplicon', oid?: number) => `${IMPORT_PATH}?${query({ kind, oid })}`

export const ORDER_CENTRE_PATH = '/order'
export const orderCentrePath = (type: number) => `${ORDER_CENTRE_PATH}?type=${type}`

/** The nuclease handed over with a guide (hexuanmei), when it is one whose PAM is known, or undefined. */
export function nucleaseParam(value: string | null): GuideNuclease | undefined {
  const nuclease = value !== null && /^\d+$/.test(value) ? Number(value) : undefined
  return isGuideNuclease(nuclease) ? nuclease : undefined
}

/** A guide handed over in the query (sgrna), as the DNA the sequence fields take, or undefined. */
export function guideParam(value: string | null): string | undefined {
  const guide = normaliseGuide(value ?? '')
  return /^[ACGT]{1,100}$/.test(guide) ? guide : undefined
}

/** A positive id from the query, or undefined. */
export function idParam(value: string | null): number | undefined {
  const id = Number(value)
  return value !== null && Number.isSafeInteger(id) && id > 0 ? id : undefined
}
