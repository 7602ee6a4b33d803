// Bulk import: a preview that only reads, and an apply that checks everything again and
// writes every row in one transaction, so an import is saved whole or not at all.
import type { Kysely } from 'kysely'
import { PLASMID_FIELD_LABELS } from '#common/plasmid-field-labels.ts'
import type { z } from '#common/zod.ts'
import {
  type PlasmidFilterOptions,
  type PlasmidInput,
  PlasmidInputSchema,
  unknownFilterValues,
} from '#common/schemas/admin-plasmid.ts'
import {
  MAX_IMPORT_ROWS,
  type PlasmidImportPreview,
  type PlasmidImportRequest,
  type PlasmidImportRow,
} from '#common/schemas/admin-plasmid-import.ts'
import type { DB } from '#server/db/schema.ts'
import { AppError, rejected } from '#server/errors.ts'
import { readFilterOptions } from '../plasmid-filter-values.repo.ts'
import type { PlasmidAdminService } from './plasmid-admin.service.ts'
import { type ExistingEntries, type ImportSourceRow, entryOf, readImportFiles } from './plasmid-import-sources.ts'

/** A row of the preview, with what apply saves for it. */
interface CheckedRow {
  source: ImportSourceRow
  preview: PlasmidImportRow
  input?: PlasmidInput
  id?: number
}

export interface PlasmidImportResult {
  created: string[]
  updated: string[]
}

const tooMany = (count: number) => `一次最多导入 ${MAX_IMPORT_ROWS} 个质粒（本次 ${count} 个）`
const savingFailed = (where: string) => `${where}保存失败，本次导入已全部撤销`
const notApplied = (count: number, first: string) => `有 ${count} 行不能导入，未导入任何质粒：${first}`

/** The row a message is about: the file too when several are imported. */
const rowName = (source: ImportSourceRow, several: boolean) =>
  several ? `${source.file} ${source.where}` : source.where
const rowMessage = (source: ImportSourceRow, several: boolean, problem: string) =>
  `${rowName(source, several)}：${problem}`

/** A schema issue named by its column's Chinese name: 价格：…, 特征（第 2 个）：… */
function issueText(issue: z.core.$ZodIssue): string {
  const [field, index] = issue.path
  const label = PLASMID_FIELD_LABELS[field as keyof PlasmidInput] as string | undefined
  if (!label) return issue.message
  return `${typeof index === 'number' ? `${label}（第 ${index + 1} 个）` : label}：${issue.message}`
}

function checkRow(
  source: ImportSourceRow,
  existing: ExistingEntries,
  options: PlasmidFilterOptions,
  request: PlasmidImportRequest,
  seen: Map<string, ImportSourceRow>,
): CheckedRow {
  const several = request.files.length > 1
  const current = existing.get(source.itemNo)
  const problems = [...source.problems]
  let input: PlasmidInput | undefined
  // A row that was read is checked whole, beside what reading it found (a feature cell in
  // the wrong form), so the preview lists every problem of the row at once.
  if (Object.keys(source.fields).length > 0) {
    const parsed = PlasmidInputSchema.safeParse(entryOf(source, current, request.format))
    if (!parsed.success) problems.push(...new Set(parsed.error.issues.map(issueText)))
    else if (problems.length === 0) {
      input = parsed.data
      problems.push(...Object.values(unknownFilterValues(input, options)))
    }
  }
  const first = source.itemNo ? seen.get(source.itemNo) : undefined
  if (first) problems.push(`货号“${source.itemNo}”与${first.where}重复`)
  else if (source.itemNo) seen.set(source.itemNo, source)

  const errors = problems.map((problem) => rowMessage(source, several, problem))
  return {
    source,
    ...(input && errors.length === 0 ? { input } : {}),
    ...(current ? { id: current.id } : {}),
    preview: {
      row: source.row,
      file: source.file,
      itemNo: input?.itemNo ?? source.itemNo,
      name: input?.name ?? String(source.fields.name ?? current?.name ?? ''),
      size: input?.sequence.length ?? 0,
      action: errors.length > 0 ? 'error' : current ? 'update' : 'create',
      errors,
    },
  }
}

export function createPlasmidImportService(
  db: Kysely<DB>,
  catalogue: PlasmidAdminService,
  onCatalogueChanged: () => void,
) {
  /** Reads the files and checks each row against the catalogue as it is in `trx`. */
  async function check(trx: Kysely<DB>, request: PlasmidImportRequest): Promise<CheckedRow[]> {
    const sources = readImportFiles(request)
    if (sources.length > MAX_IMPORT_ROWS) throw rejected(tooMany(sources.length))
    const itemNos = [...new Set(sources.map((source) => source.itemNo).filter(Boolean))]
    const [existing, options] = await Promise.all([catalogue.findByItemNos(trx, itemNos), readFilterOptions(trx)])
    const seen = new Map<string, ImportSourceRow>()
    return sources.map((source) => checkRow(source, existing, options, request, seen))
  }

  const summary = (rows: CheckedRow[]): PlasmidImportPreview => {
    const previews = rows.map((row) => row.preview)
    const count = (action: PlasmidImportRow['action']) => previews.filter((row) => row.action === action).length
    return { rows: previews, creates: count('create'), updates: count('update'), errors: count('error') }
  }

  return {
    /** What apply would do; writes nothing. */
    preview: async (request: PlasmidImportRequest) => summary(await check(db, request)),

    async apply(request: PlasmidImportRequest): Promise<PlasmidImportResult> {
      const result = await db.transaction().execute(async (trx) => {
        const rows = await check(trx, request)
        const failed = rows.find((row) => row.preview.action === 'error')
        if (failed) {
          throw rejected(notApplied(summary(rows).errors, failed.preview.errors[0] ?? ''))
        }
        const done: PlasmidImportResult = { created: [], updated: [] }
        for (const row of rows) {
          const input = row.input as PlasmidInput
          try {
            if (row.id === undefined) await catalogue.createIn(trx, input, row.source.parsed)
            else await catalogue.updateIn(trx, row.id, input, row.source.parsed)
          } catch (error) {
            // Thrown out of the transaction: every row saved before this one is rolled back.
            if (error instanceof AppError) throw error
            throw new AppError('STATE_CONFLICT', savingFailed(rowName(row.source, request.files.length > 1)), {
              cause: error,
            })
          }
          ;(row.id === undefined ? done.created : done.updated).push(input.itemNo)
        }
        return done
      })
      onCatalogueChanged()
      return result
    },
  }
}

export type PlasmidImportService = ReturnType<typeof createPlasmidImportService>
