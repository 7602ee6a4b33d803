// The order tables' columns are the spec's wire names (snake_case) in SQL and camelCase in
// Kysely, so rows and payloads convert by their keys alone.

type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S
type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S

export type SnakeKeys<T> = { [K in keyof T as SnakeCase<K & string>]: T[K] }
export type CamelKeys<T> = { [K in keyof T as CamelCase<K & string>]: T[K] }

export const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
export const camelCase = (key: string) => key.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase())

/** A database row under its wire names. */
export function toSnakeKeys<T extends object>(row: T): SnakeKeys<T> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [snakeCase(key), value])) as SnakeKeys<T>
}

/** The entries of `fields` that are columns (named in `columns`, snake_case), under their Kysely names. */
export function toColumns<T extends object>(fields: T, columns: ReadonlySet<string>): Partial<CamelKeys<T>> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([key]) => columns.has(key))
      .map(([key, value]) => [camelCase(key), value]),
  ) as Partial<CamelKeys<T>>
}
