// File uploads (spec §7 uploads/index: multipart `file`, answer data[0].url) and their
// download. Only a logged-in customer uploads (decision 13), the file is recorded as theirs,
// and only they download it: anyone else, logged in or not, is told it does not exist.
// Files live in the storage (server/lib/storage) with unguessable names, never on a public path.
import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import { z } from '#common/zod.ts'
import { notFound } from '#server/errors.ts'
import { nowIso } from '#server/db/dialect.ts'
import { ok } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { bearerToken, currentMember, requireCustomer } from '#server/plugins/auth.ts'
import { rateLimits } from '#server/plugins/rate-limit.ts'
import { FILE_RESPONSES } from '#server/lib/download.ts'
import { UPLOADS_FOLDER, sendUpload, uploadKey } from './send-upload.ts'
import { createUploadedFileRepo } from './uploaded-file.repo.ts'
import { MAX_UPLOAD_BYTES, UPLOAD_RULES } from '#common/schemas/uploads.ts'
import { STORED_NAME, multipartForm, receiveFile, storeFile } from './received-file.ts'

const UploadedFileSchema = z.object({ url: z.string(), name: z.string(), size: z.number().int() })

export async function uploadRoutes(app: FastifyInstance) {
  const files = createUploadedFileRepo(app.db)
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } })

  typed(app).post('/uploads/index', {
    onRequest: requireCustomer,
    config: { rateLimit: rateLimits.submitForm, multipartForm: multipartForm(UPLOAD_RULES) },
    schema: {
      tags: ['上传'],
      summary: '上传一个文件（png/jpg/jpeg/pdf/doc/docx，≤ 10 MB），返回 data[0].url；需要登录，文件只有上传者可以下载',
      security: bearerSecurity,
      response: { 200: envelope(z.array(UploadedFileSchema)) },
    },
    handler: async (request) => {
      const file = await receiveFile(request, UPLOAD_RULES)
      const stored = await storeFile(app.storage, UPLOADS_FOLDER, file)
      // A file whose row could not be written is nobody's: it goes, so none is left unowned.
      await files
        .insert({
          memberId: currentMember(request).id,
          storedName: stored.storedName,
          originalName: file.name,
          mimeType: file.type.mime,
          size: stored.size,
          checksum: stored.checksum,
          createTime: nowIso(),
        })
        .catch(async (error: unknown) => {
          await app.storage.delete(uploadKey(stored.storedName)).catch(() => undefined)
          throw error
        })
      return ok([{ url: `/api/v1/uploads/${stored.storedName}`, name: file.name, size: stored.size }])
    },
  })

  typed(app).get(
    '/uploads/:year/:month/:name',
    {
      config: { sendsFile: FILE_RESPONSES.stored },
      schema: {
        tags: ['上传'],
        summary: '下载自己上传的文件（data[0].url）；其他人，登录与否，都得到 404 文件不存在',
        security: bearerSecurity,
        params: z.object({ year: z.string(), month: z.string(), name: z.string() }),
      },
    },
    async (request, reply) => {
      const { year, month, name } = request.params
      if (!/^\d{4}$/.test(year) || !/^\d{2}$/.test(month) || !STORED_NAME.test(name)) throw notFound('文件不存在')
      const token = bearerToken(request)
      const member = token ? await request.server.sessions.resolve(token) : null
      const owned = member ? await files.findOwned(member.id, `${year}/${month}/${name}`) : undefined
      if (!owned) throw notFound('文件不存在')
      return sendUpload(reply, owned)
    },
  )
}
