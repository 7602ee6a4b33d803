// /api/v1/admin/plasmid-import: the CSV template, a preview of an import and applying it.
import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import {
  MAX_IMPORT_TOTAL_CHARS,
  PlasmidImportPreviewSchema,
  PlasmidImportRequestSchema,
} from '#common/schemas/admin-plasmid-import.ts'
import { z } from '#common/zod.ts'
import { sendCsv } from '#server/lib/csv.ts'
import { ok } from '#server/lib/reply.ts'
import { typed } from '#server/lib/route-types.ts'
import { recordAudit } from '#server/modules/audit/audit.ts'
import { readFilterOptions } from '../plasmid-filter-values.repo.ts'
import type { PlasmidAdminService } from './plasmid-admin.service.ts'
import { plasmidCsvTemplate } from './plasmid-import-csv.ts'
import { type PlasmidImportResult, createPlasmidImportService } from './plasmid-import.service.ts'
import { common, config } from './plasmid-admin-route.ts'
import { FILE_RESPONSES } from '#server/lib/download.ts'

/** The files travel as JSON text: room for the largest allowed import and its escaping. */
const bodyLimit = MAX_IMPORT_TOTAL_CHARS * 2

const ImportResultSchema = z.object({ created: z.array(z.string()), updated: z.array(z.string()) })

/** Names the item numbers an import created and updated (the first 50 of each; the entry keeps all). */
function importSummary({ created, updated }: PlasmidImportResult): string {
  const named = (itemNos: string[]) =>
    itemNos.length ? `（${itemNos.slice(0, 50).join('、')}${itemNos.length > 50 ? ' 等' : ''}）` : ''
  return `导入质粒：新建 ${created.length} 个${named(created)}，更新 ${updated.length} 个${named(updated)}`
}

export async function plasmidImportRoutes(
  app: FastifyInstance,
  { catalogue, onCatalogueChanged }: { catalogue: PlasmidAdminService; onCatalogueChanged: () => void },
) {
  const api = typed(app)
  const imports = createPlasmidImportService(app.db, catalogue, onCatalogueChanged)

  /** CSV 模板：表头与说明行，说明行列出各筛选项当前的可选值。 */
  api.get('/plasmid-import/template', {
    config: { ...config, sendsFile: FILE_RESPONSES.csv },
    schema: { ...common, summary: '下载质粒导入 CSV 模板' },
    handler: async (_request, reply) =>
      sendCsv(reply, '质粒导入模板.csv', plasmidCsvTemplate(await readFilterOptions(app.db))),
  })

  api.post('/plasmid-import/preview', {
    config,
    bodyLimit,
    schema: {
      ...common,
      summary: '预览导入：每行将新建、更新或有错误（按货号匹配已有质粒），不写入数据库',
      body: PlasmidImportRequestSchema,
      response: { 200: envelope(PlasmidImportPreviewSchema) },
    },
    handler: async ({ body }) => ok(await imports.preview(body)),
  })

  api.post('/plasmid-import/apply', {
    config,
    bodyLimit,
    schema: {
      ...common,
      summary: '执行导入：重新检查后在一个事务中保存全部行；任何一行失败则全部不导入',
      body: PlasmidImportRequestSchema,
      response: { 200: envelope(ImportResultSchema) },
    },
    handler: async (request) => {
      const result = await imports.apply(request.body)
      await recordAudit(request, {
        action: 'import',
        targetType: 'plasmids',
        summary: importSummary(result),
        after: { format: request.body.format, files: request.body.files.map((file) => file.name), ...result },
      })
      return ok(result, `导入完成：新建 ${result.created.length} 个，更新 ${result.updated.length} 个`)
    },
  })
}
