// Deliverables: the reports and data files staff attach to an order (or one of its samples)
// and the customer downloads until they expire. Large files come from the browser in parts
// (create an upload, PUT its parts, complete it), so an interrupted upload resumes from the
// parts the server already holds.
import { z } from '../zod.ts'
import { idField, IdSchema } from './primitives.ts'
import { OrdernoSchema } from './orders/order.ts'
import type { detectUploadType } from './uploads.ts'

export const DELIVERABLE_MESSAGES = {
  type: '只能上传 PDF、Excel、Word、CSV/TXT、ZIP/GZ、FASTQ、FASTA、BAM/BAI 或 VCF 文件',
  tooLarge: '文件不能超过 50 GB',
  noteTooLong: '说明最多 500 个字符',
  name: '请填写文件名',
  size: '文件大小无效',
  orderNotFound: '订单不存在',
  sampleNotFound: '样本不属于该订单',
  notFound: '交付文件不存在',
  expired: '交付文件已过期',
  uploadNotFound: '上传不存在或已结束，请重新上传',
  partNumber: '分片序号无效',
  partSize: '分片大小与约定不符',
  partBody: '分片内容须以二进制流发送',
  partsMissing: '还有分片未上传',
  completing: '文件正在合并，请稍候刷新查看',
  delivered: '已交付，已通知客户',
  deliveredUnmailed: '已交付，但通知邮件未能发出，可在发件箱重新发送',
  retention: '请输入 1–3650 之间的整数（天）',
} as const

/** The largest deliverable: sequencing runs reach tens of GB. */
export const DELIVERABLE_MAX_BYTES = 50 * 1024 ** 3
/** Parts are at least this large (S3's smallest part but for the last) and grow so a file needs at most MAX_PARTS. */
export const MIN_PART_BYTES = 8 * 1024 * 1024
export const MAX_PARTS = 10_000

/** The size of every part but the last, for a file of `size` bytes: whole MiB, at most MAX_PARTS parts. */
export function partSizeFor(size: number): number {
  const mib = 1024 * 1024
  return Math.max(MIN_PART_BYTES, Math.ceil(size / MAX_PARTS / mib) * mib)
}

/** How many parts a file of `size` bytes has at `partSize` (an empty file still has one). */
export const partCountOf = (size: number, partSize: number) => Math.max(1, Math.ceil(size / partSize))

/** The setting (website settings) holding how many days a deliverable stays downloadable. */
export const RETENTION_SETTING = 'deliverable_retention_days'
export const DEFAULT_RETENTION_DAYS = 90

const ZIP = [0x50, 0x4b, 0x03, 0x04]
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const GZIP = [0x1f, 0x8b]
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))
const OCTETS = 'application/octet-stream'
/** Text formats start with any byte. */
const TEXT: number[] = []

/**
 * Reports and data as labs deliver them, by extension and first bytes (detectUploadType).
 * Everything is saved, never shown in the browser: a PDF could run scripts in the site's name.
 */
export const DELIVERABLE_TYPES: NonNullable<Parameters<typeof detectUploadType>[2]> = {
  pdf: { mime: 'application/pdf', magic: ascii('%PDF-'), inline: false },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', magic: ZIP, inline: false },
  xls: { mime: 'application/vnd.ms-excel', magic: OLE, inline: false },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', magic: ZIP, inline: false },
  csv: { mime: 'text/csv', magic: TEXT, inline: false },
  txt: { mime: 'text/plain', magic: TEXT, inline: false },
  zip: { mime: 'application/zip', magic: ZIP, inline: false },
  gz: { mime: 'application/gzip', magic: GZIP, inline: false },
  fastq: { mime: OCTETS, magic: ascii('@'), inline: false },
  fq: { mime: OCTETS, magic: ascii('@'), inline: false },
  fasta: { mime: OCTETS, magic: ascii('>'), inline: false },
  fa: { mime: OCTETS, magic: ascii('>'), inline: false },
  // BAM is BGZF, a gzip stream; its index starts BAI\1.
  bam: { mime: OCTETS, magic: GZIP, inline: false },
  bai: { mime: OCTETS, magic: [...ascii('BAI'), 1], inline: false },
  vcf: { mime: 'text/plain', magic: ascii('##'), inline: false },
}

export const DELIVERABLE_ACCEPT = Object.keys(DELIVERABLE_TYPES)
  .map((extension) => `.${extension}`)
  .join(',')

const noteField = z.string().trim().max(500, DELIVERABLE_MESSAGES.noteTooLong).default('').describe('说明')
const sampleField = idField(DELIVERABLE_MESSAGES.sampleNotFound)
  .optional()
  .describe('样本 id（属于该订单）；不填为整个订单的文件')

/** The text fields of the one-request upload (multipart, beside `file`). */
export const DeliverableFieldsSchema = z.object({ note: noteField, sampleId: sampleField })

/** A resumable upload: what the file is, before any byte of it. */
export const DeliverableUploadStartSchema = z.object({
  name: z.string().trim().min(1, DELIVERABLE_MESSAGES.name).max(200, DELIVERABLE_MESSAGES.name).describe('文件名'),
  size: z.coerce
    .number({ error: DELIVERABLE_MESSAGES.size })
    .int(DELIVERABLE_MESSAGES.size)
    .min(1, DELIVERABLE_MESSAGES.size)
    .max(DELIVERABLE_MAX_BYTES, DELIVERABLE_MESSAGES.tooLarge)
    .describe('文件大小（字节）'),
  note: noteField,
  sampleId: sampleField,
})
export type DeliverableUploadStart = z.infer<typeof DeliverableUploadStartSchema>

export const UploadParamsSchema = z.object({
  id: IdSchema,
  uploadId: z.uuid(DELIVERABLE_MESSAGES.uploadNotFound),
})
export const PartParamsSchema = UploadParamsSchema.extend({
  part: z.coerce
    .number({ error: DELIVERABLE_MESSAGES.partNumber })
    .int(DELIVERABLE_MESSAGES.partNumber)
    .min(1, DELIVERABLE_MESSAGES.partNumber)
    .max(MAX_PARTS, DELIVERABLE_MESSAGES.partNumber),
})
export const DeliverableParamsSchema = z.object({ id: IdSchema, deliverableId: IdSchema })

export const DeliverableUploadSchema = z.object({
  uploadId: z.string(),
  name: z.string(),
  size: z.number().int(),
  partSize: z.number().int(),
  partCount: z.number().int(),
  /** The parts the server holds: a resumed upload sends only the others. */
  parts: z.array(z.object({ part: z.number().int(), size: z.number().int() })),
})
export type DeliverableUpload = z.infer<typeof DeliverableUploadSchema>

/** A deliverable as staff and the customer see it. */
export const DeliverableSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int().describe('字节'),
  note: z.string(),
  sampleId: z.number().int().nullable(),
  sampleName: z.string().nullable(),
  createTime: z.string().describe('交付时间'),
  expiresAt: z.string().describe('到期时间：之后文件被删除，不再可下载'),
  expired: z.boolean(),
  /** The download call (with the customer's token); null once expired. */
  url: z.string().nullable(),
})
export type Deliverable = z.infer<typeof DeliverableSchema>

export const AdminDeliverableSchema = DeliverableSchema.extend({
  checksum: z.string().nullable().describe('SHA-256'),
  downloads: z.number().int().describe('客户下载次数'),
  lastDownloadTime: z.string().nullable(),
})
export type AdminDeliverable = z.infer<typeof AdminDeliverableSchema>

export const OrderDeliverablesQuerySchema = z.object({
  orderno: OrdernoSchema,
})
export const DeliverableIdSchema = z.object({ id: IdSchema })
export const DownloadLinkSchema = z.object({ url: z.string(), expiresAt: z.string() })

export const RetentionDaysSchema = z
  .string()
  .trim()
  .regex(/^\d{1,4}$/, DELIVERABLE_MESSAGES.retention)
  .refine((value) => Number(value) >= 1 && Number(value) <= 3650, DELIVERABLE_MESSAGES.retention)

/** A size as people read it: 1.5 GB, 820 KB. */
export function formatSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${unit === 0 ? value : value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`
}
