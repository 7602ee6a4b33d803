// The CRISPR-Net submission (spec §5 'CRISPR-Net submission'): the rules a
// pair of sequences must follow, the line parser shared by the form, the CSV upload and
// the server, and the addJob request schema. Isomorphic: runs in the browser and in Node.
import { z } from '#common/zod.ts'

/** The model has 24 input positions; 23 = 20-nt protospacer + PAM, 24 = the same plus one bulge gap. */
export const SEQUENCE_LENGTHS: readonly number[] = [23, 24]
/**
 * Bases (A/C/G/T/N) a sequence has at least: a 23-nt sgRNA + PAM with one gap, or the same
 * plus a bulge in 24 positions. Fewer is no longer a guide or its site (an all-gap line
 * would be scored all the same); every published pair has 22 or more.
 */
export const MIN_BASES = 22
/** Spec: "fewer than 1000 pairs". */
export const MAX_PAIRS = 999

export const CRISPR_MESSAGES = {
  titleRequired: '请输入任务名称',
  english: '请输入英文，不能包含中文',
  csvRequired: '请上传 CSV 格式的文件或输入序列',
  emailRequired: '请输入邮箱!',
  emailInvalid: '邮箱地址不合法!',
  pamRequired: '请选择 PAM 类型',
  genomeRequired: '请选择基因组',
} as const

export interface SequencePair {
  /** sgRNA protospacer + PAM, uppercase. */
  on_seq: string
  /** Candidate off-target site, uppercase, same length as on_seq. */
  off_seq: string
}

export type PairIssue =
  | { kind: 'bad_char'; field: 'on_seq' | 'off_seq'; char: string }
  | { kind: 'n_in_off' }
  | { kind: 'length_mismatch' }
  | { kind: 'bad_length'; length: number }
  | { kind: 'too_few_bases'; field: 'on_seq' | 'off_seq' }

// `_` (CRISPR-Net's bulge symbol) and `-` (no base) are both accepted and stay distinct:
// the model encodes them differently (MODEL.md §3).
const ON_CHARS = /[^ACGTN_-]/
const OFF_CHARS = /[^ACGT_-]/

/**
 * The first reason the model cannot score this pair, or undefined when it can.
 * Expects uppercase input: callers uppercase first, as the product does.
 */
export function checkPair(on: string, off: string): PairIssue | undefined {
  const badOn = ON_CHARS.exec(on)
  if (badOn) return { kind: 'bad_char', field: 'on_seq', char: badOn[0] }
  const badOff = OFF_CHARS.exec(off)
  if (badOff) return badOff[0] === 'N' ? { kind: 'n_in_off' } : { kind: 'bad_char', field: 'off_seq', char: badOff[0] }
  if (on.length !== off.length) return { kind: 'length_mismatch' }
  if (!SEQUENCE_LENGTHS.includes(on.length)) return { kind: 'bad_length', length: on.length }
  if (basesOf(on) < MIN_BASES) return { kind: 'too_few_bases', field: 'on_seq' }
  if (basesOf(off) < MIN_BASES) return { kind: 'too_few_bases', field: 'off_seq' }
  return undefined
}

const basesOf = (sequence: string) => sequence.replace(/[_-]/g, '').length

export function describePairIssue(issue: PairIssue): string {
  switch (issue.kind) {
    case 'bad_char':
      return issue.field === 'on_seq'
        ? `on_seq 含有非法字符“${issue.char}”（只允许 A/C/G/T/N 和空位 - 或 _）`
        : `off_seq 含有非法字符“${issue.char}”（只允许 A/C/G/T 和空位 - 或 _）`
    case 'n_in_off':
      return 'off_seq 不能含有 N（脱靶位点必须是确定的碱基）'
    case 'length_mismatch':
      return '两条序列长度不一致'
    case 'bad_length':
      return `序列长度必须为 ${SEQUENCE_LENGTHS.join(' 或 ')}（当前为 ${issue.length}）`
    case 'too_few_bases':
      return `${issue.field} 的空位（- 或 _）过多：至少要有 ${MIN_BASES} 个碱基`
  }
}

export interface SequenceError {
  /** 1-based line of the submitted text, or null for an error about the whole input. */
  line: number | null
  message: string
}

export type ParseSequencesResult = { ok: true; pairs: SequencePair[] } | { ok: false; errors: SequenceError[] }

const HEADER = 'ON_SEQ,OFF_SEQ'

// Spreadsheet exports quote fields and pad rows with empty columns; neither is an error.
const splitFields = (line: string): string[] => {
  const fields = line.split(',').map((field) =>
    field
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  )
  while (fields.length > 2 && fields.at(-1) === '') fields.pop()
  return fields
}

/**
 * Parses pasted text or a CSV file: one `on_seq,off_seq` pair per line, blank lines
 * ignored, an optional `on_seq,off_seq` header as the first line. Sequences are
 * uppercased. Every bad line is reported with its line number (1-based, counting blank
 * lines, so it matches what the user sees in an editor).
 */
export function parseSequencePairs(text: string): ParseSequencesResult {
  const pairs: SequencePair[] = []
  const errors: SequenceError[] = []
  let pairLines = 0
  let seenContent = false
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((raw, index) => {
      const line = index + 1
      if (raw.trim() === '') return
      const fields = splitFields(raw.toUpperCase())
      const isHeader = !seenContent && fields.join(',') === HEADER
      seenContent = true
      if (isHeader) return
      pairLines += 1
      const [on, off] = fields
      if (fields.length !== 2 || on === undefined || off === undefined || on === '' || off === '') {
        errors.push({ line, message: `第 ${line} 行：格式应为 on_seq,off_seq（两条序列用英文逗号分隔）` })
        return
      }
      const issue = checkPair(on, off)
      if (issue) errors.push({ line, message: `第 ${line} 行：${describePairIssue(issue)}` })
      else pairs.push({ on_seq: on, off_seq: off })
    })
  if (pairLines === 0) errors.push({ line: null, message: '没有找到序列对（每行一对：on_seq,off_seq）' })
  if (pairLines > MAX_PAIRS) {
    errors.push({ line: null, message: `序列对数量必须少于 ${MAX_PAIRS + 1}（当前 ${pairLines} 对）` })
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, pairs }
}

// Han ideographs plus CJK and full-width punctuation: a Chinese comma is the usual slip.
const CHINESE = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u
export const containsChinese = (value: string): boolean => CHINESE.test(value)

export const isCsvFileName = (name: string): boolean => /\.csv$/i.test(name.trim())

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)
const selectId = (message: string) =>
  z.preprocess(emptyToUndefined, z.coerce.number({ error: message }).int(message).positive(message))

// Field-level checks rather than an object refinement, so that a missing title does
// not hide the line errors of the pairs (zod skips object refinements after field issues).
// All problems of the pairs form one message, one per line, so that the form (which
// shows a field's first message) and the server's fieldErrors both list every bad line.
const xulieSchema = z
  .string()
  .default('')
  .superRefine((xulie, ctx) => {
    if (xulie.trim() === '') {
      ctx.addIssue({ code: 'custom', message: CRISPR_MESSAGES.csvRequired })
      return
    }
    const problems: string[] = []
    if (containsChinese(xulie)) problems.push(CRISPR_MESSAGES.english)
    const parsed = parseSequencePairs(xulie)
    if (!parsed.ok) problems.push(...parsed.errors.map((error) => error.message))
    if (problems.length > 0) ctx.addIssue({ code: 'custom', message: problems.join('\n') })
  })

/**
 * POST /api/v1/crisprNet/addJob. `xulie` carries the pairs: the pasted text, or the text
 * of the uploaded CSV file, whose name goes in `csvfile`. Each bad line of the pairs is
 * one issue on `xulie`; parseSequencePairs(xulie) then gives the pairs.
 */
export const AddCrisprJobSchema = z.object({
  title: z.string({ error: CRISPR_MESSAGES.titleRequired }).trim().min(1, CRISPR_MESSAGES.titleRequired).max(100),
  email: z
    .string({ error: CRISPR_MESSAGES.emailRequired })
    .trim()
    .min(1, { message: CRISPR_MESSAGES.emailRequired, abort: true })
    .refine((email) => !containsChinese(email), { message: CRISPR_MESSAGES.english, abort: true })
    .regex(EMAIL, CRISPR_MESSAGES.emailInvalid),
  xulie: xulieSchema,
  csvfile: z.preprocess(
    emptyToUndefined,
    z.string().trim().refine(isCsvFileName, CRISPR_MESSAGES.csvRequired).optional(),
  ),
  type: selectId(CRISPR_MESSAGES.pamRequired),
  type1: selectId(CRISPR_MESSAGES.genomeRequired),
})

export type AddCrisprJobInput = z.input<typeof AddCrisprJobSchema>
export type AddCrisprJob = z.output<typeof AddCrisprJobSchema>

/** Spec §4 'CRISPR job status'. A job waiting for a worker is also "running" to the customer. */
export const CRISPR_JOB_STATUS = { running: 1, failed: 2, finished: 3 } as const
export type CrisprJobStatus = (typeof CRISPR_JOB_STATUS)[keyof typeof CRISPR_JOB_STATUS]
export const CRISPR_JOB_STATUS_LABEL: Record<CrisprJobStatus, string> = {
  1: '运行中',
  2: '处理失败',
  3: '已完成',
}

/** Spec §9: at least 30 s between a customer's submissions; results kept 3 days. */
export const RESUBMIT_GAP_SECONDS = 30
export const RESULT_RETENTION_DAYS = 3

export const resubmitTooSoonMessage = (secondsLeft: number) =>
  `提交过于频繁：两次提交至少间隔 ${RESUBMIT_GAP_SECONDS} 秒，请 ${secondsLeft} 秒后再提交`

const StatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3)])

/** POST /crisprNet/addJob answer: the new job's id (spec: data.info). */
export const AddCrisprJobResultSchema = z.object({ info: z.number().int() })

export const CrisprResultRowSchema = z.object({
  on_seq: z.string(),
  off_seq: z.string(),
  /** CRISPR-Net score in [0, 1]. */
  score: z.number(),
  /** CFD score; null for pairs with gaps or of length 24, where CFD is undefined. */
  cfd: z.number().nullable(),
})
export type CrisprResultRow = z.infer<typeof CrisprResultRowSchema>

export const CrisprJobSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: StatusSchema,
  pairCount: z.number().int(),
  /** ISO-8601 UTC. */
  createTime: z.string(),
  finishTime: z.string().nullable(),
})
export type CrisprJobSummary = z.infer<typeof CrisprJobSummarySchema>

/**
 * Which model scored a job, stored with its scores: a score can be traced to the exact
 * weights (MODEL.md §1, §7), and a result scored by other weights is told apart.
 */
export const ModelStampSchema = z.object({
  /** The released model's name, e.g. CRISPR_Net_CIRCLE_elevation_SITE. */
  name: z.string(),
  /** e.g. "v2 (0843c48)": the version and the repository commit of the release. */
  version: z.string(),
  /** SHA-256 (hex) of the weights file the server scored with. */
  weightsSha256: z.string(),
  /** ISO-8601 UTC: when the scores were stored. */
  scoredAt: z.string(),
})
export type ModelStamp = z.infer<typeof ModelStampSchema>

/** POST /crisprNet/read answer (spec: status, out_csvfile, jieguo) plus what the page shows. */
export const CrisprJobReadSchema = CrisprJobSummarySchema.extend({
  email: z.string(),
  pamType: z.string(),
  genome: z.string(),
  /** Why the job failed (status 2), in words for the customer; '' otherwise. */
  failure: z.string(),
  /** File name of the result CSV (status 3), fetched with POST /crisprNet/download; '' before. */
  out_csvfile: z.string(),
  jieguo: z.array(CrisprResultRowSchema),
  /** The model that scored the job; null before it is scored. */
  model: ModelStampSchema.nullable(),
  /** Whether a share link to the result is live (its address is shown once, when made). */
  shared: z.boolean(),
})
export type CrisprJobRead = z.infer<typeof CrisprJobReadSchema>

/** POST /crisprNet/share answer: the read-only link to the result; it replaces any earlier link. */
export const CrisprShareLinkSchema = z.object({ url: z.string() })
export type CrisprShareLink = z.infer<typeof CrisprShareLinkSchema>

export const SHARE_TOKEN_INVALID = '分享链接无效或已被撤销'
/** 32 random bytes in base64url. */
export const ShareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, SHARE_TOKEN_INVALID)
export const ShareTokenParamsSchema = z.object({ token: ShareTokenSchema })
/** The public page a share link opens (web/routes/crispr-shared.tsx). */
export const sharedResultPath = (token: string) => `/crispr/shared/${token}`

/** GET /crisprNet/shared/{token}: the result as anyone with the link sees it, nothing about its owner. */
export const CrisprSharedResultSchema = z.object({
  title: z.string(),
  pairCount: z.number().int(),
  model: ModelStampSchema.nullable(),
  jieguo: z.array(CrisprResultRowSchema),
})
export type CrisprSharedResult = z.infer<typeof CrisprSharedResultSchema>

export const CRISPR_LIST_SIZE_MAX = 50
export const CrisprJobListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, '页码无效').default(1),
  size: z.coerce.number().int().min(1).max(CRISPR_LIST_SIZE_MAX).default(10),
})
export const CrisprJobListSchema = z.object({ data: z.array(CrisprJobSummarySchema), total: z.number().int() })
export type CrisprJobList = z.infer<typeof CrisprJobListSchema>

/** POST /crisprNet/availability: whether the model is installed, so the form can say so. */
export const CrisprAvailabilitySchema = z.object({ available: z.boolean(), message: z.string() })
export type CrisprAvailability = z.infer<typeof CrisprAvailabilitySchema>
