// A filled template as samples: the header names the columns, each row below is one sample's
// answers, checked by the sample form's own schema (conditional fields, defaults, the nuclease's
// fixed window). Every problem is reported by row and column; a cell the row's answers do not
// ask for is a problem too, so nothing typed into the file is silently dropped.
import {
  type ImportColumn,
  SAMPLE_IMPORT_MAX_ROWS,
  SAMPLE_IMPORT_MESSAGES,
  type SampleImportIssue,
} from '#common/schemas/orders/sample-import.ts'
import { type Answers, type FieldDescription, isShown } from '#common/schemas/orders/describe.ts'
import { totalOf } from '#common/schemas/orders/sample.ts'
import type { z } from '#common/zod.ts'
import type { Grid, GridCell } from '#server/lib/spreadsheet-grid.ts'

export interface ImportedSample<Fields> {
  row: number
  fields: Fields
}

/** A spreadsheet cell's text as compared: trimmed, without the apostrophe that keeps '-3' from being a formula. */
function textOf(cell: GridCell): string {
  const text = cell === undefined ? '' : String(cell).trim()
  return /^'[=+\-@]/.test(text) ? text.slice(1) : text
}

/** An option label as typed: spaces and the width of brackets do not matter, nor letter case. */
const optionKey = (text: string) => text.replace(/\s+/g, '').replaceAll('（', '(').replaceAll('）', ')').toLowerCase()
const YES = new Set(['是', '1', 'y', 'yes', 'true'])
const NO = new Set(['否', '0', 'n', 'no', 'false'])

type Answer = { value: unknown } | { problem: string }

/** The form answer a non-empty cell stands for, by the field's kind. */
function answerOf(field: FieldDescription, cell: GridCell): Answer {
  const text = textOf(cell)
  switch (field.kind) {
    case 'flag': {
      const key = optionKey(text)
      if (YES.has(key)) return { value: 1 }
      if (NO.has(key)) return { value: 0 }
      return { problem: SAMPLE_IMPORT_MESSAGES.unknownOption(['是', '否']) }
    }
    case 'choice': {
      const options = field.options ?? []
      const key = optionKey(text)
      const option = options.find((each) => optionKey(each.label) === key || String(each.value) === key)
      if (option) return { value: option.value }
      return { problem: SAMPLE_IMPORT_MESSAGES.unknownOption(options.map((each) => each.label)) }
    }
    case 'number':
      return { value: typeof cell === 'number' ? cell : text }
    case 'rows':
      return {
        value: text
          .split(/[\s,，;；]+/)
          .filter((row) => row !== '')
          .map((row) => row.toUpperCase()),
      }
    case 'sequence':
      return { value: text.replace(/\s+/g, '').toUpperCase() }
    default:
      return { value: text }
  }
}

/** What a row leaves empty: a choice's default (as the form starts with it), else no answer. */
const blankAnswer = (field: FieldDescription) => (field.kind === 'number' ? undefined : field.default)

const normalHeader = (text: string) => text.replace(/[\s*＊]+/g, '').toLowerCase()

/** Which column of the file each import column is in, and the header's problems. */
function columnsOfHeader(header: GridCell[], columns: readonly ImportColumn[], grid: Grid) {
  const issues: SampleImportIssue[] = []
  const positions = new Map<string, number>()
  header.forEach((cell, index) => {
    const text = textOf(cell)
    const column = columns.find(({ key, field }) =>
      [field.label, field.en, key].some((name) => normalHeader(name) === normalHeader(text)),
    )
    if (text === '') {
      if (grid.slice(1).some((row) => textOf(row[index]) !== '')) {
        issues.push({ row: 1, column: `第 ${index + 1} 列`, message: SAMPLE_IMPORT_MESSAGES.headerless })
      }
    } else if (!column) issues.push({ row: 1, column: text, message: SAMPLE_IMPORT_MESSAGES.unknownColumn })
    else if (positions.has(column.key)) {
      issues.push({ row: 1, column: text, message: SAMPLE_IMPORT_MESSAGES.repeatedColumn })
    } else positions.set(column.key, index)
  })
  // A column that is always asked and has no default cannot be left out of the file.
  for (const { key, header: name, field } of columns) {
    const blank = blankAnswer(field)
    if (!positions.has(key) && field.required && !field.shows && (blank === undefined || blank === '')) {
      issues.push({ row: 1, column: name, message: SAMPLE_IMPORT_MESSAGES.missingColumn })
    }
  }
  return { positions, issues }
}

/**
 * The samples of a filled template, or every problem found. The template's example row,
 * when left in unchanged, is not a sample; blank rows are skipped.
 */
export function samplesOfGrid<Schema extends z.ZodType>(
  grid: Grid,
  columns: readonly ImportColumn[],
  schema: Schema,
): { samples: ImportedSample<z.output<Schema>>[]; issues: SampleImportIssue[] } {
  const { positions, issues } = columnsOfHeader(grid[0] ?? [], columns, grid)
  if (issues.length > 0) return { samples: [], issues }
  const cellIn = (row: GridCell[], key: string) => {
    const position = positions.get(key)
    return position === undefined ? undefined : row[position]
  }
  const isExample = (row: GridCell[]) =>
    columns.every(({ key, field }) => textOf(cellIn(row, key)) === field.import.example)
  const rows = grid
    .map((cells, index) => ({ cells, row: index + 1 }))
    .slice(1)
    .filter(({ cells }) => cells.some((cell) => textOf(cell) !== '') && !isExample(cells))
  if (rows.length === 0)
    return { samples: [], issues: [{ row: 0, column: '', message: SAMPLE_IMPORT_MESSAGES.noRows }] }
  if (rows.length > SAMPLE_IMPORT_MAX_ROWS) {
    return { samples: [], issues: [{ row: 0, column: '', message: SAMPLE_IMPORT_MESSAGES.tooManyRows }] }
  }

  const samples: ImportedSample<z.output<Schema>>[] = []
  const headerOf = new Map(columns.map((column) => [column.key, column.header]))
  for (const { cells, row } of rows) {
    const rowIssues = new Map<string, string>()
    const report = (column: string, message: string) => {
      if (!rowIssues.has(column)) rowIssues.set(column, message)
    }
    const answers: Record<string, unknown> = {}
    const filled: ImportColumn[] = []
    for (const column of columns) {
      const cell = cellIn(cells, column.key)
      if (textOf(cell) === '') {
        answers[column.key] = blankAnswer(column.field)
        continue
      }
      const answer = answerOf(column.field, cell)
      // An unknown option reads as the field's default, so the fields it would show or
      // hide are judged as on a new form instead of reporting each of them too.
      if ('problem' in answer) report(column.header, answer.problem)
      answers[column.key] = 'problem' in answer ? blankAnswer(column.field) : answer.value
      filled.push(column)
    }
    // The total is the form's computed field, not a column: the schema computes the stored
    // total itself, so a row whose volume or concentration is wrong reports only those.
    answers.zongliang = totalOf({ tiji: numberOf(answers.tiji), nongdu: numberOf(answers.nongdu) }) ?? 0
    for (const { header, field } of filled) {
      if (!isShown(field, answers as Answers)) report(header, SAMPLE_IMPORT_MESSAGES.notApplicable)
    }
    const parsed = schema.safeParse(answers)
    if (parsed.success) {
      const fields = parsed.data as Record<string, unknown>
      for (const { key, header, field } of filled) {
        if (isFixed(field, answers) && Number(answers[key]) !== fields[key]) {
          report(header, SAMPLE_IMPORT_MESSAGES.fixed(fields[key]))
        }
      }
      if (rowIssues.size === 0) samples.push({ row, fields: parsed.data })
    } else {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '')
        report(headerOf.get(key) ?? '', issue.message)
      }
    }
    for (const [column, message] of rowIssues) issues.push({ row, column, message })
  }
  return { samples, issues }
}

const numberOf = (value: unknown) => {
  const number = value === undefined || value === '' ? Number.NaN : Number(value)
  return Number.isFinite(number) ? number : undefined
}

const isFixed = (field: FieldDescription, answers: Answers) => field.disabled?.(answers) ?? false
