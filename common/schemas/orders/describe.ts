// How an order type is described once: every field with its kind, its Chinese and English
// label, help text, default, the condition that shows it, its own rule, and its place on the
// pages that show it. The zod schemas, the forms, the detail pages, the lists, the console,
// its spreadsheet export and the English catalogue read these descriptions instead of spelling
// the fields out again, and so can a printed sample sheet or a spreadsheet template.
import { z } from '../../zod.ts'
import type { Option } from './options.ts'

/** A form's answers, or a stored record: what a field's condition reads. */
export type Answers = Readonly<Record<string, unknown>>

/**
 * How a field is entered and shown: one-line `text`, multi-line `note`, an uppercase
 * `sequence` (one line, or several when `lines` is set), sgRNA `rows`, a `number`, one of
 * `options` (`choice`, or `flag` for 否/是) and an uploaded `file`.
 */
export type FieldKind = 'text' | 'note' | 'sequence' | 'rows' | 'number' | 'choice' | 'flag' | 'file'

export interface FieldDescription<Rule extends z.ZodType = z.ZodType> {
  kind: FieldKind
  /** The label, in Chinese: the source text the English interface translates. */
  label: string
  /** The label on the English interface. */
  en: string
  /**
   * A line under the field, in Chinese (its English is in the catalogue); a function when
   * it depends on the answers, as on the form.
   */
  help?: string | ((answers: Answers) => string | undefined)
  /**
   * A note on a value the rule accepts that may still not work (an sgRNA without its
   * nuclease's PAM), in Chinese: shown under the field as it is typed and beside the value
   * on the detail pages, never refusing it.
   */
  advice?: (value: string, answers: Answers) => string | undefined
  placeholder?: string
  /** The browser's autofill: off where it would offer unrelated earlier entries. */
  autoComplete?: 'off'
  /** The longest text the input takes. */
  max?: number
  /** Rows of a multi-line input; `count` shows the length typed. */
  lines?: number
  count?: boolean
  /** Typed in capitals (the ATCG sequences). */
  uppercase?: boolean
  /** The number input's limits. */
  bounds?: { min?: number; max?: number; step?: number }
  /** Computed from other answers, not typed. */
  computed?: boolean
  options?: readonly Option[]
  /** A choice offered as a drop-down menu instead of buttons. */
  dropdown?: boolean
  /** When the field shows but cannot be changed (its value follows another answer). */
  disabled?: (answers: Answers) => boolean
  /** The starting value of a new form; absent, the field starts empty. */
  default?: unknown
  /** When the field is asked (and shown on the detail page); absent, always. */
  shows?: (answers: Answers) => boolean
  /** Marked required wherever it is shown (the schema's cross-field rules enforce it). */
  required?: boolean
  /** The field's own rule; what other answers make required is the type's cross-field rules. */
  rule: Rule
  /** Its row on the detail page; `false` leaves it out. */
  detail?: false | DetailPlace
  /** Its column in the samples or records list of the customer's order. */
  list?: ListPlace
  /** Its column in the sample table of the printed submission sheet; absent, the sheet leaves it out. */
  sheet?: SheetPlace
  /**
   * A column of the spreadsheet import: the template's example value and, for a field some
   * answers ask for, when it is to be filled (the template's explanation sheet says it).
   */
  import?: { example: string; when?: string }
  /** Its column in the console's Excel export of orders, on the sheet of its order type. */
  export?: ExportPlace
}

export interface DetailPlace {
  /** Spans the whole row (long sequences and notes). */
  wide?: boolean
  /** When the row shows, where it differs from when the field is asked. */
  shows?: (answers: Answers) => boolean
  /** The value as the row shows it, where it differs from the stored value. */
  format?: (value: never) => string
}

export interface ListPlace {
  width: number
  /** The column's title where it differs from the field's label. */
  title?: string
  align?: 'right'
}

export interface ExportPlace {
  /** The column's width in characters. */
  width: number
}

export interface SheetPlace {
  /** The column's title where it differs from the field's label (the sheet's columns are narrow). */
  title?: string
  /** Printed after a number; a number left at 0 is printed as not given. */
  unit?: string
  /** Printed in that field's column after its value, when the record holds one (a choice's 其他 text). */
  joins?: string
  /** The sample's name: what its tube is labelled with, after the order number. */
  names?: true
}

export type FieldDescriptions = Readonly<Record<string, FieldDescription>>

/**
 * An order type's description: its fields in the order of its schema (which is the order
 * the server reports problems in) and where they stand on the form (sections in order)
 * and on the detail page.
 */
export interface OrderTypeDescription<Fields extends FieldDescriptions = FieldDescriptions> {
  fields: Fields
  /** The form's sections, each with its title and its fields in order. */
  form: readonly FormSection[]
  /** The detail page's rows in order. */
  detail: readonly string[]
  /** The columns of the customer's list of the order's samples or records, in order. */
  list: readonly string[]
}

/** An order type's description, its form and detail naming only its own fields. */
export const describeType = <Fields extends FieldDescriptions>(type: {
  fields: Fields
  form: readonly FormSection<keyof Fields & string>[]
  detail: readonly (keyof Fields & string)[]
  /** Absent, the fields with a list place, in their order. */
  list?: readonly (keyof Fields & string)[]
}): OrderTypeDescription<Fields> => ({
  ...type,
  list: type.list ?? Object.keys(type.fields).filter((key) => type.fields[key]?.list),
})

/** A form's fields in order. */
export const formOrder = <Key extends string>(sections: readonly FormSection<Key>[]): Key[] =>
  sections.flatMap((section) =>
    section.fields.flatMap((entry): readonly Key[] => (typeof entry === 'string' ? [entry] : entry)),
  )

/** A form's section: its title and its fields in order, a list of fields side by side in a grid. */
export interface FormSection<Key extends string = string> {
  title: string
  fields: readonly (Key | readonly Key[])[]
}

/** Keeps a description's own field keys and literal defaults for the types built from it. */
export const describeFields = <const Fields extends FieldDescriptions>(fields: Fields): Fields => fields

/** The zod shape of a description's fields, in their order. */
export function shapeOf<Fields extends FieldDescriptions>(
  fields: Fields,
): { [Key in keyof Fields]: Fields[Key]['rule'] } {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.rule])) as {
    [Key in keyof Fields]: Fields[Key]['rule']
  }
}

/** A stored value's schema by its field's kind: numbers for numbers, flags and choices, text otherwise. */
type RecordRule<Kind extends FieldKind> = Kind extends 'number'
  ? z.ZodNumber
  : Kind extends 'choice' | 'flag'
    ? z.ZodNumber
    : z.ZodString

/**
 * The zod shape of a stored record's fields, as the calls answer them: what the form sends
 * is checked by each field's rule, what a record holds needs only its type (sgRNA rows are
 * stored as one comma-joined text).
 */
export function recordShapeOf<Fields extends FieldDescriptions>(
  fields: Fields,
): { [Key in keyof Fields]: RecordRule<Fields[Key]['kind']> } {
  const ruleOf = (kind: FieldKind) =>
    kind === 'number' ? z.number() : kind === 'choice' || kind === 'flag' ? z.number().int() : z.string()
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, ruleOf(field.kind)])) as {
    [Key in keyof Fields]: RecordRule<Fields[Key]['kind']>
  }
}

type DefaultKeys<Fields extends FieldDescriptions> = {
  [Key in keyof Fields]: Fields[Key] extends { default: unknown } ? Key : never
}[keyof Fields]

/** A new form's starting values: every field's default. */
export function defaultsOf<Fields extends FieldDescriptions>(
  fields: Fields,
): { readonly [Key in DefaultKeys<Fields>]: Fields[Key]['default'] } {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, field]) => 'default' in field)
      .map(([key, field]) => [key, field.default]),
  ) as { readonly [Key in DefaultKeys<Fields>]: Fields[Key]['default'] }
}

/** Each field's Chinese label. */
export function labelsOf<Fields extends FieldDescriptions>(fields: Fields): { readonly [Key in keyof Fields]: string } {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.label])) as {
    readonly [Key in keyof Fields]: string
  }
}

/** The English of each label, keyed by its Chinese, for the interface's catalogue. */
export function englishLabelsOf(...descriptions: FieldDescriptions[]): Record<string, string> {
  return Object.fromEntries(
    descriptions.flatMap((fields) => Object.values(fields).map((field) => [field.label, field.en])),
  )
}

/** Whether a field is asked given these answers. */
export const isShown = (field: FieldDescription, answers: Answers) => field.shows?.(answers) ?? true

/** Whether a field's row is on the detail page of this record. */
export function isOnDetail(field: FieldDescription, record: Answers): boolean {
  if (field.detail === false) return false
  return (field.detail?.shows ?? field.shows)?.(record) ?? true
}

/** The label of a stored option value ('' when unknown). */
export const optionLabel = (options: readonly Option[] | undefined, value: unknown) =>
  options?.find((option) => option.value === value)?.label ?? ''

/** A column of the export's sheet of an order type's samples or records. */
export interface ExportColumn {
  key: string
  field: FieldDescription
  width: number
}

/**
 * The export sheet's columns of an order type: the detail page's rows that have an export
 * place, in the page's order, so the sheet reads as the page staff know.
 */
export function exportColumnsOf(type: OrderTypeDescription): ExportColumn[] {
  return type.detail.flatMap((key) => {
    const field = type.fields[key]
    return field?.export ? [{ key, field, width: field.export.width }] : []
  })
}

/**
 * A record's value as its detail page shows it, for a spreadsheet cell: an option's label,
 * the row's own format, a number as a number, and '' where the page leaves the row out (an
 * answer the record's other answers make moot).
 */
export function shownValue(field: FieldDescription, record: Answers, key: string): string | number {
  if (!isOnDetail(field, record)) return ''
  const value = record[key]
  if (field.detail && field.detail.format) return field.detail.format(value as never)
  if (field.kind === 'choice' || field.kind === 'flag') return optionLabel(field.options, value)
  return typeof value === 'number' ? value : String(value ?? '')
}
