// The order calls of spec §7 (amplicon/*, guide/*, cellsline/*), typed with the shared schemas.
import type { AmpliconSample, AmpliconSampleDetail } from '#common/schemas/orders/amplicon.ts'
import type { CellLineOrder, CellLineOrderDetail } from '#common/schemas/orders/cell-line.ts'
import type { GuideSeqSample, GuideSeqSampleDetail } from '#common/schemas/orders/guide-seq.ts'
import type {
  CellOrderList,
  CreatedOrder,
  DeletedSample,
  OrderListQuery,
  SampleOrderDetail,
  SampleOrderList,
} from '#common/schemas/orders/order.ts'
import type { CategoryCard } from '#common/schemas/cms.ts'
import type { SampleImportResult } from '#common/schemas/orders/sample-import.ts'
import { DEFAULT_ERROR_MESSAGE } from '#common/errors.ts'
import { api, apiFetch } from '#web/lib/api.client.ts'
import { pageText } from '#web/lib/page-lang.ts'
import type { OrderRef } from './order-paths.ts'

type Payload = Record<string, unknown>

/** The calls of one sample order type; both types share them under their own names. */
function sampleOrderCalls<Sample, Detail>(
  prefix: string,
  names: { list: string; order: string; samples: string; create: string; add: string; edit: string },
) {
  const url = (name: string) => `/${prefix}/${name}`
  return {
    list: (query: OrderListQuery) => api.post<SampleOrderList>(url(names.list), { ...query }),
    order: (id: number) => api.post<SampleOrderDetail>(url(names.order), { id }),
    samples: (oid: number) => api.post<Sample[]>(url(names.samples), { oid }),
    sample: (id: number) => api.post<Detail>(url('getYangbenInfo'), { id }),
    createOrder: (values: Payload) => api.post<CreatedOrder>(url(names.create), values),
    addSample: (oid: number, values: Payload) => api.post<{ info: number }>(url(names.add), { ...values, oid }),
    editSample: (id: number, values: Payload) => api.post<null>(url(names.edit), { ...values, id }),
    deleteSample: (id: number) => api.post<DeletedSample>(url('delYangben'), { id }),
    reorder: (id: number) => api.post<OrderRef>(url('reorder'), { id }),
    importSamples: (file: File, fields: { oid?: number; dryRun: boolean }) =>
      importSamples(url('importYangben'), file, fields),
    templateUrl: (format: 'xlsx' | 'csv') => `/api/v1${url('importTemplate')}?format=${format}`,
  }
}

/** The import's answer: its result, or why the file was refused (every problem, by place, in fieldErrors). */
export interface ImportAnswer {
  message: string
  result: SampleImportResult | null
  fieldErrors: Record<string, string>
}

/** Sends a spreadsheet to check (dryRun) or to import; the text fields go before the file, as the server reads them. */
async function importSamples(path: string, file: File, { oid, dryRun }: { oid?: number; dryRun: boolean }) {
  const body = new FormData()
  if (oid !== undefined) body.append('oid', String(oid))
  body.append('dryRun', dryRun ? '1' : '0')
  body.append('file', file)
  const response = await apiFetch(path, { method: 'POST', body })
  const answer = (await response.json().catch(() => null)) as {
    code?: number
    message?: string
    data?: SampleImportResult | null
    fieldErrors?: Record<string, string>
  } | null
  return {
    message: answer?.message ?? pageText(DEFAULT_ERROR_MESSAGE.INTERNAL),
    result: answer?.code === 200 ? (answer.data ?? null) : null,
    fieldErrors: answer?.fieldErrors ?? {},
  } satisfies ImportAnswer
}

export const guideSeqCalls = sampleOrderCalls<GuideSeqSample, GuideSeqSampleDetail>('guide', {
  list: 'myGuideOrder',
  order: 'myGuideInfo',
  samples: 'myGuideYangben',
  create: 'addGuideOrder',
  add: 'addGuideYangben',
  edit: 'editGuideYangben',
})

export const ampliconCalls = sampleOrderCalls<AmpliconSample, AmpliconSampleDetail>('amplicon', {
  list: 'myAmpliconOrder',
  order: 'myAmpliconInfo',
  samples: 'myAmpliconYangben',
  create: 'addAmpliconOrder',
  add: 'addAmpliconYangben',
  edit: 'editAmpliconYangben',
})

export type SampleOrderCalls = typeof guideSeqCalls | typeof ampliconCalls

export const cellLineCalls = {
  list: (query: OrderListQuery) => api.post<CellOrderList>('/cellsline/myCellslineOrder', { ...query }),
  records: (oid: number) => api.post<CellLineOrder[]>('/cellsline/myCellslineYangben', { oid }),
  detail: (id: number) => api.post<CellLineOrderDetail>('/cellsline/myCellslineInfo', { id }),
  create: (values: Payload) => api.post<CreatedOrder>('/cellsline/addCellslineOrder', values),
  edit: (id: number, values: Payload) => api.post<null>('/cellsline/editCellslineOrder', { ...values, id }),
  remove: (id: number) => api.post<null>('/cellsline/delCellslineOrder', { id }),
  reorder: (id: number) => api.post<OrderRef>('/cellsline/reorder', { id }),
}

export type SpecialCategory = CategoryCard & { order_type: number; childs: CategoryCard[] }

export const fetchSpecialCategories = () => api.post<SpecialCategory[]>('/category/teshuCate')
