// Reading the stored filter values (decision 010): the public list's dropdowns, the
// console's form and every entry check use this one order.
import type { Kysely } from 'kysely'
import { type PlasmidFilterOptions, filterOptionsOf } from '#common/schemas/admin-plasmid.ts'
import type { DB } from '#server/db/schema.ts'

export const selectFilterValues = (db: Kysely<DB>) =>
  db
    .selectFrom('plasmidFilterValue')
    .select(['id', 'field', 'value', 'sortOrder'])
    .orderBy('field')
    .orderBy('sortOrder')
    .orderBy('id')

/** Each filter's values in dropdown order. */
export async function readFilterOptions(db: Kysely<DB>): Promise<PlasmidFilterOptions> {
  return filterOptionsOf(await selectFilterValues(db).execute())
}
