// File uploads (spec §7 uploads/index: multipart `file`, answer data[0].url) and their
// download. Only a logged-in customer uploads (decision 13), the file is recorded as theirs,
// and only they download it: anyone else, logged in or not, is told it does not exist.
// Files live under DATA_DIR/uploads with unguessable names, never on a public static path.
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/errors.ts'
import { z } from '#common/zod.ts'
import { notFound, rejected } from '#server/errors.ts'
import { nowIso } from '#server/db/dialect.ts'
import { ok } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { bearerToken, currentMember, requireCustomer } from '#server/plugins/auth.ts'
import { rateLimits } from '#server/plugins/rate-limit.ts'
import { createUploadedFileRepo } from './uploaded-file.repo.ts'
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_SIZE_MESSAGE,
  UPLOAD_TYPES,
  UPLOAD_TYPE_MESSAGE,
  detectUploadType,
  extensionOf,
} from '#common/schemas/uploads.ts'

const UploadedFileSchema = z.object({ url: z.string(), name: z.string(), size: z.number().int() })
const STORED_NAME = /^[0-9a-f-]{36}\.[a-z]{3,4}$/

export async function uploadRoutes(app: FastifyInstance, { dataDir }: { dataDir: string }) {
  const root = path.join(dataDir, 'uploads')
  const files = createUploadedFileRepo(app.db)
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } })

  typed(app).post('/uploads/index', {
    onRequest: requireCustomer,
    config: { rateLimit: rateLimits.submitForm },
    schema: {
      tags: ['上传'],
      summary: '上传一个文件（png/jpg/jpeg/pdf/doc/docx，≤ 10 MB），返回 data[0].url；需要登录，文件只有上传者可以下载',
      security: bearerSecurity,
      consumes: ['multipart/form-data'],
      response: { 200: envelope(z.array(UploadedFileSchema)) },
    },
    handler: async (request) => {
      const file = await request.file()
      if (!file) throw rejected('请选择要上传的文件', { file: '请选择要上传的文件' })
      const head = new Uint8Array(16)
      const buffer = await file.toBuffer().catch(() => {
        throw rejected(UPLOAD_SIZE_MESSAGE, { file: UPLOAD_SIZE_MESSAGE })
      })
      head.set(buffer.subarray(0, 16))
      const type = detectUploadType(file.filename, head)
      if (!type) throw rejected(UPLOAD_TYPE_MESSAGE, { file: UPLOAD_TYPE_MESSAGE })

      const month = new Date().toISOString().slice(0, 7).replace('-', '/')
      const name = `${randomUUID()}.${type.ext}`
      const dir = path.join(root, month)
      await fs.promises.mkdir(dir, { recursive: true })
      await fs.promises.writeFile(path.join(dir, name), buffer)
      await files.insert({
        memberId: currentMember(request).id,
        storedName: `${month}/${name}`,
        originalName: file.filename.slice(0, 200),
        mimeType: type.mime,
        size: buffer.length,
        createTime: nowIso(),
      })
      return ok([{ url: `/api/v1/uploads/${month}/${name}`, name: file.filename, size: buffer.length }])
    },
  })

  app.get<{ Params: { year: string; month: string; name: string } }>(
    '/uploads/:year/:month/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const { year, month, name } = request.params
      if (!/^\d{4}$/.test(year) || !/^\d{2}$/.test(month) || !STORED_NAME.test(name)) throw notFound('文件不存在')
      const type = UPLOAD_TYPES[extensionOf(name)]
      const token = bearerToken(request)
      const member = token ? await request.server.sessions.resolve(token) : null
      const owned = member ? await files.findOwned(member.id, `${year}/${month}/${name}`) : undefined
      const file = path.join(root, year, month, name)
      if (!type || !owned || !fs.existsSync(file)) throw notFound('文件不存在')
      reply
        .type(type.mime)
        .header('content-disposition', type.inline ? 'inline' : 'attachment')
        .header('cache-control', 'private, max-age=86400')
      return reply.send(fs.createReadStream(file))
    },
  )
}
