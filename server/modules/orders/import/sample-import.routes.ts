// Spreadsheet import of GUIDE-seq and amplicon samples: the templates (public: they hold
// nothing personal, and a plain link downloads them) and the import itself, which checks the
// whole file, answers every problem by row and column, and saves all rows or none.
import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import { AMPLICON_TYPE, AmpliconSampleFormSchema } from '#common/schemas/orders/amplicon.ts'
import { GUIDE_SEQ_TYPE, GuideSeqSampleFormSchema } from '#common/schemas/orders/guide-seq.ts'
import { ORDER_TYPE } from '#common/schemas/orders/status.ts'
import {
  SAMPLE_IMPORT_MAX_BYTES,
  SAMPLE_IMPORT_MESSAGES,
  SampleImportFieldsSchema,
  SampleImportResultSchema,
  importColumnsOf,
  issuePlace,
} from '#common/schemas/orders/sample-import.ts'
import { SPREADSHEET_TYPES, XLSX_TYPE } from '#common/schemas/uploads.ts'
import { z } from '#common/zod.ts'
import { rejected } from '#server/errors.ts'
import { sendDownload } from '#server/lib/download.ts'
import { ok } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { UnreadableSpreadsheetError, readGrid } from '#server/lib/spreadsheet-grid.ts'
import { currentMember, requireCustomer } from '#server/plugins/auth.ts'
import { rateLimits } from '#server/plugins/rate-limit.ts'
import {
  discardFile,
  fieldsBeforeFile,
  multipartForm,
  receiveFile,
  receivedBytes,
} from '#server/modules/uploads/received-file.ts'
import type { SampleFields } from '../open-order.ts'
import { createSampleOrderService } from '../sample-order.service.ts'
import { SAMPLES_SHEET, templateCsv, templateXlsx } from './import-template.ts'
import { samplesOfGrid } from './sample-rows.ts'
import { FILE_RESPONSES } from '#server/lib/download.ts'

const KINDS = {
  guide: {
    tags: ['GUIDE-seq 订单'],
    label: 'GUIDE-seq',
    orderType: ORDER_TYPE.GUIDE_SEQ,
    columns: importColumnsOf(GUIDE_SEQ_TYPE),
    schema: GuideSeqSampleFormSchema,
  },
  amplicon: {
    tags: ['扩增子订单'],
    label: '扩增子',
    orderType: ORDER_TYPE.AMPLICON,
    columns: importColumnsOf(AMPLICON_TYPE),
    schema: AmpliconSampleFormSchema,
  },
} as const

const SPREADSHEET_RULES = {
  types: SPREADSHEET_TYPES,
  typeMessage: SAMPLE_IMPORT_MESSAGES.type,
  sizeMessage: SAMPLE_IMPORT_MESSAGES.size,
}

const TemplateQuerySchema = z.object({
  format: z.enum(['xlsx', 'csv'], { error: 'format 只能为 xlsx 或 csv' }).default('xlsx'),
})

export async function sampleImportRoutes(app: FastifyInstance) {
  const api = typed(app)
  await app.register(multipart, { limits: { fileSize: SAMPLE_IMPORT_MAX_BYTES, files: 1, fields: 5 } })

  for (const [kind, { tags, label, orderType, columns, schema }] of Object.entries(KINDS)) {
    const service = createSampleOrderService(app.db, orderType, app.storage)
    // The template only changes with the code: made once, on the first download (again after a failure).
    let xlsxTemplate: Promise<Buffer> | undefined
    const xlsx = () =>
      (xlsxTemplate ??= templateXlsx(columns).catch((error: unknown) => {
        xlsxTemplate = undefined
        throw error
      }))

    api.get(`/${kind}/importTemplate`, {
      config: { sendsFile: [...FILE_RESPONSES.xlsx, ...FILE_RESPONSES.csv] },
      schema: {
        tags,
        summary: `${label}样本导入模板（xlsx：表头、示例行、下拉选项和填写说明表；csv：表头和示例行）`,
        querystring: TemplateQuerySchema,
      },
      handler: async ({ query }, reply) => {
        return query.format === 'xlsx'
          ? sendDownload(reply, `${label}样本导入模板.xlsx`, XLSX_TYPE, await xlsx())
          : sendDownload(reply, `${label}样本导入模板.csv`, 'text/csv; charset=utf-8', templateCsv(columns))
      },
    })

    api.post(`/${kind}/importYangben`, {
      onRequest: requireCustomer,
      config: {
        rateLimit: rateLimits.sampleImport,
        multipartForm: multipartForm(SPREADSHEET_RULES, SampleImportFieldsSchema),
      },
      schema: {
        tags,
        summary: `从表格导入${label}样本（multipart：可选 oid、dryRun 在前，file 在后；.xlsx 或 .csv，≤ 2 MB，≤ 500 行）。dryRun=1 只检查并预览；否则全部无误时在一个事务内保存全部样本（无 oid 时新建订单），有任何错误时不保存任何样本`,
        security: bearerSecurity,
        response: { 200: envelope(SampleImportResultSchema) },
      },
      handler: async (request) => {
        const file = await receiveFile(request, SPREADSHEET_RULES)
        const { oid, dryRun } = fieldsBeforeFile(file, SampleImportFieldsSchema)
        const member = currentMember(request).id
        const order =
          oid === undefined
            ? undefined
            : await service.pendingOrder(member, oid).catch((error: unknown) => {
                discardFile(file)
                throw error
              })
        const bytes = await receivedBytes(file)
        const grid = await readGrid(bytes, file.type.ext as 'xlsx' | 'csv', SAMPLES_SHEET).catch((error: unknown) => {
          if (error instanceof UnreadableSpreadsheetError) {
            throw rejected(SAMPLE_IMPORT_MESSAGES.unreadable, { file: SAMPLE_IMPORT_MESSAGES.unreadable })
          }
          throw error
        })
        const { samples, issues } = samplesOfGrid(grid, columns, schema)
        const preview = samples.map(({ row, fields: sample }) => ({ row, name: sample.name }))
        if (dryRun === '1') {
          return ok({
            saved: false,
            samples: preview,
            errors: issues,
            oid: oid ?? null,
            orderno: order?.orderno ?? null,
          })
        }
        if (issues.length > 0) {
          const message = SAMPLE_IMPORT_MESSAGES.invalid(issues.length)
          throw rejected(message, Object.fromEntries(issues.map((issue) => [issuePlace(issue), issue.message])))
        }
        const saved = await service.importSamples(
          member,
          oid,
          samples.map((sample) => sample.fields as SampleFields),
        )
        return ok(
          { saved: true, samples: preview, errors: [], ...saved },
          SAMPLE_IMPORT_MESSAGES.imported(samples.length),
        )
      },
    })
  }
}
