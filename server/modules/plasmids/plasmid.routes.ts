// 质粒平台 (spec §7 'Plasmid list'): list, detail, filter enumerations, the GenBank / FASTA
// downloads linked from the detail page and the filtered list's CSV / FASTA export.
import { Readable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import type { Lang } from '#common/i18n/lang.ts'
import { translate } from '#common/i18n/translate.ts'
import {
  PlasmidDetailSchema,
  PlasmidExportQuerySchema,
  PlasmidFiltersSchema,
  PlasmidListQuerySchema,
  PlasmidListSchema,
  PlasmidReadQuerySchema,
  PlasmidRelatedSchema,
} from '#common/schemas/plasmid.ts'
import {
  PLASMID_DOWNLOAD_FORMATS,
  PLASMID_EXPORT_FORMATS,
  PLASMID_EXPORT_MAX,
  PLASMID_RELATED_MAX,
} from '#common/plasmid-catalogue.ts'
import { IdParamsSchema } from '#common/schemas/primitives.ts'
import { hotJsonCompression } from '#server/lib/compression.ts'
import { sendDownload } from '#server/lib/download.ts'
import { JSON_TYPE, ok, sendSerializedJson } from '#server/lib/reply.ts'
import { typed } from '#server/lib/route-types.ts'
import { rateLimits } from '#server/plugins/rate-limit.ts'
import type { PlasmidListPage, PlasmidService } from './plasmid.service.ts'
import { FILE_RESPONSES } from '#server/lib/download.ts'

const tags = ['质粒平台']

/** Browsers keep a thumbnail for ten minutes, then ask again with its ETag (a 304 while unchanged). */
const THUMB_CACHE_CONTROL = 'public, max-age=600'

const DOWNLOAD_LABEL = { genbank: 'GenBank', fasta: 'FASTA', csv: 'CSV' } as const

/** The success envelope up to the rows, in UTF-8, in each language (no serializer translates it). */
function listEnvelopeHeads(): Record<Lang, Buffer> {
  const { code, message } = ok(null)
  const head = (lang: Lang) =>
    Buffer.from(`{"code":${code},"message":${JSON.stringify(translate(message, lang))},"data":{"data":`)
  return { zh: head('zh'), en: head('en') }
}

export async function plasmidRoutes(app: FastifyInstance, { plasmids }: { plasmids: PlasmidService }) {
  const api = typed(app)
  // Written when the routes are registered, once the app has provided the English catalogue.
  const heads = listEnvelopeHeads()
  /**
   * The list is the catalogue's hot path (budget: p99 under 30 ms at 20 connections). Its rows
   * arrive as the JSON bytes the database wrote (plasmid.repo.ts), so the envelope is written
   * around them and sent as is; the schema documents the answer and the tests check it.
   */
  const listEnvelope = ({ rowsJson, total }: PlasmidListPage, lang: Lang): Buffer =>
    Buffer.concat([heads[lang], rowsJson, Buffer.from(`,"total":${total}}}`)])

  api.post('/plasmid/list', {
    schema: {
      tags,
      summary: '质粒列表：七个筛选项与名称/货号搜索，page 从 1 开始；“全部”或空表示不筛选',
      body: PlasmidListQuerySchema.optional(),
      response: { 200: envelope(PlasmidListSchema) },
    },
    compress: hotJsonCompression,
    handler: async (request, reply) => {
      const query = request.body ?? PlasmidListQuerySchema.parse({})
      // The same for every anonymous visitor: kept with the public pages, and dropped with them
      // when the catalogue changes.
      return app.pageCache.respond(
        request,
        reply,
        async (cacheable) => {
          const body = listEnvelope(await plasmids.list(query), request.lang)
          return cacheable
            ? { page: { headers: { 'content-type': JSON_TYPE }, body } }
            : { send: () => sendSerializedJson(reply, body) }
        },
        { input: `${request.lang} ${JSON.stringify(query)}` },
      )
    },
  })

  api.post('/plasmid/read', {
    schema: {
      tags,
      summary: '质粒详情：全部字段、序列与图谱特征',
      body: PlasmidReadQuerySchema,
      response: { 200: envelope(PlasmidDetailSchema) },
    },
    handler: async ({ body }) => ok(await plasmids.read(body.id)),
  })

  api.post('/plasmid/related', {
    schema: {
      tags,
      summary: `相关质粒：按规则配套的质粒（如慢病毒转移载体的包装与包膜质粒）与相同骨架的质粒，最多 ${PLASMID_RELATED_MAX} 个，只含已发布的`,
      body: PlasmidReadQuerySchema,
      response: { 200: envelope(PlasmidRelatedSchema) },
    },
    handler: async ({ body }) => ok(await plasmids.related(body.id)),
  })

  api.post('/plasmid/filters', {
    schema: {
      tags,
      summary: '质粒筛选项：每项第一个选项为“全部”',
      response: { 200: envelope(PlasmidFiltersSchema) },
    },
    handler: async () => ok(await plasmids.filters()),
  })

  for (const format of PLASMID_DOWNLOAD_FORMATS) {
    api.get(`/plasmid/:id/${format}`, {
      config: { sendsFile: FILE_RESPONSES[format] },
      schema: { tags, summary: `下载 ${DOWNLOAD_LABEL[format]} 文件（附件）`, params: IdParamsSchema },
      handler: async ({ params }, reply) => {
        const file = await plasmids.download(params.id, format)
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'public, max-age=3600')
          .send(file.body)
      },
    })
  }

  for (const format of PLASMID_EXPORT_FORMATS) {
    api.get(`/plasmid/export.${format}`, {
      config: { sendsFile: FILE_RESPONSES[format], rateLimit: rateLimits.plasmidExport },
      schema: {
        tags,
        summary: `按列表的筛选条件导出 ${DOWNLOAD_LABEL[format]}（附件，最多 ${PLASMID_EXPORT_MAX.toLocaleString('en')} 条，边读边写）`,
        description:
          '筛选参数与 POST /plasmid/list 相同（不含 page、size）。响应头 X-Total-Count 为符合条件的总数（与列表相同，可能超过上限）。CSV 为 UTF-8 BOM，以 = + - @ 开头的单元格前加单引号；FASTA 只含有序列的质粒。',
        querystring: PlasmidExportQuerySchema,
      },
      handler: async ({ query }, reply) => {
        const file = await plasmids.export(query, format)
        reply.header('x-total-count', file.total)
        return sendDownload(reply, file.fileName, file.contentType, Readable.from(file.body))
      },
    })
  }

  api.get('/plasmid/:id/thumb.svg', {
    config: { sendsFile: FILE_RESPONSES.svg },
    schema: {
      tags,
      summary: '质粒图谱缩略图（SVG，列表行使用）；隐藏或不存在的质粒返回 404',
      params: IdParamsSchema,
    },
    handler: async ({ params, headers }, reply) => {
      const thumb = await plasmids.thumb(params.id)
      reply.header('etag', thumb.etag).header('cache-control', THUMB_CACHE_CONTROL)
      if (headers['if-none-match'] === thumb.etag) return reply.code(304).send()
      return reply.header('content-type', 'image/svg+xml; charset=utf-8').send(thumb.svg)
    },
  })
}
