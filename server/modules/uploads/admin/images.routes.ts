// Pictures for the site's content (news, articles, categories, carousel): staff upload them
// through POST /api/v1/admin/images, and every visitor reads them at /images/uploads/…, the
// public images' path. Only real JPG/PNG/WebP/GIF files are kept (never SVG, which can
// carry scripts), in the storage's images/ folder with unguessable names.
import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import { CONTENT_EDITORS } from '#common/schemas/admin-auth.ts'
import { envelope } from '#common/envelope.ts'
import {
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPES,
  IMAGE_TYPE_MESSAGE,
  MAX_IMAGE_BYTES,
  extensionOf,
} from '#common/schemas/uploads.ts'
import { z } from '#common/zod.ts'
import { notFound } from '#server/errors.ts'
import { ok } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { sendStoredFile } from '#server/lib/storage/send-stored-file.ts'
import { recordAudit } from '#server/modules/audit/audit.ts'
import { STORED_NAME, multipartForm, receiveFile, storeFile } from '../received-file.ts'

export const PUBLIC_IMAGES_PATH = '/images/uploads'
const ContentImageSchema = z.object({ url: z.string(), name: z.string(), size: z.number().int() })
const IMAGES_FOLDER = 'images'
const IMAGE_RULES = { types: IMAGE_TYPES, typeMessage: IMAGE_TYPE_MESSAGE, sizeMessage: IMAGE_SIZE_MESSAGE }

/** POST /api/v1/admin/images (in the admin scope). */
export async function imagesAdminRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } })

  typed(app).post('/images', {
    config: { staffRoles: CONTENT_EDITORS, multipartForm: multipartForm(IMAGE_RULES) },
    schema: {
      tags: ['管理后台：图片'],
      summary: '上传一张内容图片（jpg/png/webp/gif，≤ 5 MB，multipart 字段 file），返回公开地址 url',
      security: bearerSecurity,
      response: { 200: envelope(ContentImageSchema) },
    },
    handler: async (request) => {
      const file = await receiveFile(request, IMAGE_RULES)
      const { storedName, size } = await storeFile(app.storage, IMAGES_FOLDER, file)
      const name = file.name
      const image = { url: `${PUBLIC_IMAGES_PATH}/${storedName}`, name, size }
      await recordAudit(request, {
        action: 'create',
        targetType: 'images',
        targetId: storedName,
        summary: `上传图片「${name}」`,
        after: image,
      })
      return ok(image, '上传成功')
    },
  })
}

/** GET /images/uploads/YYYY/MM/<name>: the uploaded pictures, for everyone. */
export async function publicImageRoutes(app: FastifyInstance) {
  app.get<{ Params: { year: string; month: string; name: string } }>(
    `${PUBLIC_IMAGES_PATH}/:year/:month/:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { year, month, name } = request.params
      const type = Object.hasOwn(IMAGE_TYPES, extensionOf(name)) ? IMAGE_TYPES[extensionOf(name)] : undefined
      const valid = /^\d{4}$/.test(year) && /^\d{2}$/.test(month) && STORED_NAME.test(name)
      if (!valid || !type) throw notFound('图片不存在')
      return sendStoredFile(reply, `${IMAGES_FOLDER}/${year}/${month}/${name}`, {
        contentType: type.mime,
        inline: true,
        // A stored name never changes content, so browsers and proxies may keep it for good.
        cacheControl: 'public, max-age=31536000, immutable',
        notFoundMessage: '图片不存在',
      })
    },
  )
}
