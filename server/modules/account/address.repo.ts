import type { Kysely, Updateable } from 'kysely'
import type { AddressTable, DB, NewAddress } from '#server/db/schema.ts'

const ADDRESS_COLUMNS = [
  'id',
  'uid',
  'name',
  'company',
  'country',
  'provinceId',
  'cityId',
  'address',
  'zip',
  'tel',
  'tel2',
  'isDefault',
  'createTime',
  'updateTime',
] as const

export type AddressFields = Omit<NewAddress, 'id' | 'uid' | 'isDefault' | 'createTime' | 'updateTime'>

/** address rows, always scoped to their owner: another member's id finds nothing. */
export function createAddressRepo(db: Kysely<DB>) {
  return {
    listOf(uid: number) {
      return db
        .selectFrom('address')
        .select(ADDRESS_COLUMNS)
        .where('uid', '=', uid)
        .orderBy('isDefault', 'desc')
        .orderBy('id', 'asc')
        .execute()
    },

    find(uid: number, id: number) {
      return db
        .selectFrom('address')
        .select(ADDRESS_COLUMNS)
        .where('uid', '=', uid)
        .where('id', '=', id)
        .executeTakeFirst()
    },

    findDefault(uid: number) {
      return db
        .selectFrom('address')
        .select(ADDRESS_COLUMNS)
        .where('uid', '=', uid)
        .where('isDefault', '=', 1)
        .executeTakeFirst()
    },

    async count(uid: number): Promise<number> {
      const row = await db
        .selectFrom('address')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('uid', '=', uid)
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },

    async insert(row: NewAddress): Promise<number> {
      const inserted = await db.insertInto('address').values(row).returning('id').executeTakeFirstOrThrow()
      return inserted.id
    },

    async update(uid: number, id: number, changes: Updateable<AddressTable>) {
      await db.updateTable('address').set(changes).where('uid', '=', uid).where('id', '=', id).execute()
    },

    /** Clears the default flag before another address takes it (one default per member). */
    async clearDefault(uid: number, now: string) {
      await db
        .updateTable('address')
        .set({ isDefault: 0, updateTime: now })
        .where('uid', '=', uid)
        .where('isDefault', '=', 1)
        .execute()
    },

    /** Deletes only a non-default address of the owner; false when nothing matched. */
    async deleteOther(uid: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('address')
        .where('uid', '=', uid)
        .where('id', '=', id)
        .where('isDefault', '=', 0)
        .executeTakeFirst()
      return result.numDeletedRows === 1n
    },
  }
}

type AddressRepo = ReturnType<typeof createAddressRepo>
export type AddressRecord = Awaited<ReturnType<AddressRepo['listOf']>>[number]
