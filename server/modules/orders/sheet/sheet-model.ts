// The sheet of one order as the PDF and the print page show it: the order, its customer, its
// samples with their shipping conditions, the lab's receiving address and the console URL the
// QR code holds. A customer reads only their own orders (another's answers as not found);
// staff read any.
import type { Kysely } from 'kysely'
import { formatDate } from '#common/china-date.ts'
import { ORDER_TYPE, ORDER_TYPE_LABEL, type OrderType } from '#common/schemas/orders/status.ts'
import { SHEET_TEXTS, TUBE_INSTRUCTIONS, consoleOrderUrl } from '#common/sample-sheet.ts'
import { SHEET_MESSAGES, type SheetModel } from '#common/schemas/orders/sheet.ts'
import type { DB } from '#server/db/schema.ts'
import { notFound } from '#server/errors.ts'
import { createCmsRepo } from '#server/modules/cms/cms.repo.ts'
import { toSnakeKeys } from '../case-keys.ts'
import { createCellLineRepo } from '../cell-line.repo.ts'
import { createSampleRepo } from '../sample.repo.ts'
import { SHEET_SOURCES, sheetTableOf } from './sheet-samples.ts'

/** Who asks: a customer (only their own orders) or a staff member (any order). */
export type SheetViewer = { memberId: number } | 'staff'

export function createSheetModelService(db: Kysely<DB>, { siteOrigin }: { siteOrigin: string }) {
  async function findOrder(orderno: string, viewer: SheetViewer) {
    let query = db
      .selectFrom('serviceOrder')
      .innerJoin('member', 'member.id', 'serviceOrder.memberId')
      .select([
        'serviceOrder.id',
        'serviceOrder.orderno',
        'serviceOrder.orderType',
        'serviceOrder.memberId',
        'serviceOrder.createTime',
        'member.fname',
        'member.lname',
        'member.company',
        'member.tel',
        'member.email',
      ])
      .where('serviceOrder.orderno', '=', orderno)
    if (viewer !== 'staff') query = query.where('serviceOrder.memberId', '=', viewer.memberId)
    const order = await query.executeTakeFirst()
    if (!order) throw notFound(SHEET_MESSAGES.orderNotFound)
    return order
  }

  /** The order's records under their field names: a cell line order's one, or its samples. */
  async function recordsOf(order: { id: number; orderType: number; memberId: number }) {
    if (order.orderType === ORDER_TYPE.CELL_LINE) {
      const record = await createCellLineRepo(db).find(order.memberId, order.id)
      return record ? [toSnakeKeys(record)] : []
    }
    const rows = await createSampleRepo(db).listOf(order.memberId, order.id)
    return rows.map(toSnakeKeys)
  }

  async function labOf() {
    const settings = await createCmsRepo(db).listSettings()
    const value = (name: string) => settings.find((row) => row.name === name)?.value ?? ''
    return { address: value('contact_address'), tel: value('xxl_tel') }
  }

  return {
    async modelOf(orderno: string, viewer: SheetViewer): Promise<SheetModel> {
      const order = await findOrder(orderno, viewer)
      const [records, lab] = await Promise.all([recordsOf(order), labOf()])
      const table = sheetTableOf(SHEET_SOURCES[order.orderType as OrderType], order.orderno, records)
      const isCellLine = order.orderType === ORDER_TYPE.CELL_LINE
      return {
        title: SHEET_TEXTS.title,
        orderno: order.orderno,
        order_type: ORDER_TYPE_LABEL[order.orderType as OrderType] ?? '',
        date: formatDate(order.createTime),
        customer: {
          company: order.company,
          contact: `${order.fname}${order.lname}`,
          tel: order.tel,
          email: order.email,
        },
        lab,
        qr_url: consoleOrderUrl(siteOrigin, order.id),
        ...table,
        no_samples_note: isCellLine && table.samples.length === 0 ? SHEET_TEXTS.noSamples : null,
        tube_instructions: TUBE_INSTRUCTIONS.map((line) =>
          line.replace('{orderno}', order.orderno).replace('{sample}', table.samples[0]?.name ?? 'Sample-1'),
        ),
      }
    },
  }
}

export type SheetModelService = ReturnType<typeof createSheetModelService>
