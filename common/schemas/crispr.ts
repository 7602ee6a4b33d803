// The CRISPR-Net submission (spec §5 'CRISPR-Net submission', issue 6): the rules a
// pair of sequences must follow, the line parser shared by the form, the CSV upload and
// the server, and the addJob request schema. Isomorphic: runs in the browser and in Node.
import { z } from '#common/zod.ts'

/** The model has 24 input positions; 23 = 20-nt protospacer + PAM, 24 = the same plus one bulge gap. */
export const SEQUENCE_LENGTHS: readonly number[] = [23, 24]
/** Spec: "fewer than 1000 pairs". */
export const MAX_PAIRS = 999

export const CRISPR_MESSAGES = {
  titleRequired: 'please input job title',
  english: 'please input English',
  csvRequired: 'please input a csv-formatted file',
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
  return undefined
}

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
const xulieSchema = z
  .string()
  .default('')
  .superRefine((xulie, ctx) => {
    if (xulie.trim() === '') {
      ctx.addIssue({ code: 'custom', message: CRISPR_MESSAGES.csvRequired })
      return
    }
    if (containsChinese(xulie)) ctx.addIssue({ code: 'custom', message: CRISPR_MESSAGES.english })
    const parsed = parseSequencePairs(xulie)
    if (!parsed.ok) for (const error of parsed.errors) ctx.addIssue({ code: 'custom', message: error.message })
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
