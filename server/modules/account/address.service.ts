// Delivery addresses (spec §2 /addressManagement, §5 'Address'). Every query is scoped
// to the logged-in member, so another member's id is simply not found. The default
// address is edited on /account only: here it can be neither edited nor deleted.
import type { Kysely } from 'kysely'
import type { Address, AddressList, CreateAddress, UpdateAddress } from '#common/schemas/address.ts'
import { nowIso } from '#server/db/dialect.ts'
import type { DB } from '#server/db/schema.ts'
import { conflict, notFound } from '#server/errors.ts'
import { toAddress } from './account-mapping.ts'
import { type AddressFields, createAddressRepo } from './address.repo.ts'
import { assertRegion } from './region-check.ts'

export const ADDRESS_MESSAGES = {
  created: '新增成功',
  updated: '更新成功',
  deleted: '删除成功',
  notFound: '地址不存在',
  defaultLocked: '默认地址不能编辑，请在账户信息中修改',
  defaultUndeletable: '默认地址不能删除',
} as const

const fieldsOf = (input: CreateAddress): AddressFields => ({
  name: input.name,
  company: input.company,
  country: input.country,
  provinceId: input.province_id,
  cityId: input.city_id,
  address: input.address,
  zip: input.zip,
  tel: input.tel,
  tel2: input.tel2,
})

export function createAddressService(db: Kysely<DB>) {
  const addresses = createAddressRepo(db)

  async function load(uid: number, id: number): Promise<Address> {
    const row = await addresses.find(uid, id)
    if (!row) throw notFound(ADDRESS_MESSAGES.notFound)
    return toAddress(row)
  }

  return {
    async list(uid: number): Promise<AddressList> {
      const rows = await addresses.listOf(uid)
      return { data: rows.map(toAddress), total: rows.length }
    },

    /** Adds an address; the first one, or one marked default, becomes the default. */
    async create(uid: number, input: CreateAddress): Promise<Address> {
      assertRegion(input.province_id, input.city_id)
      const id = await db.transaction().execute(async (trx) => {
        const repo = createAddressRepo(trx)
        const now = nowIso()
        const makeDefault = input.is_default === 1 || (await repo.count(uid)) === 0
        if (makeDefault) await repo.clearDefault(uid, now)
        return repo.insert({
          ...fieldsOf(input),
          uid,
          isDefault: makeDefault ? 1 : 0,
          createTime: now,
          updateTime: now,
        })
      })
      return load(uid, id)
    },

    /** Edits a non-default address; is_default = 1 makes it the default ('set as default'). */
    async update(uid: number, input: UpdateAddress): Promise<Address> {
      const current = await addresses.find(uid, input.id)
      if (!current) throw notFound(ADDRESS_MESSAGES.notFound)
      if (current.isDefault === 1) throw conflict(ADDRESS_MESSAGES.defaultLocked)
      assertRegion(input.province_id, input.city_id)
      await db.transaction().execute(async (trx) => {
        const repo = createAddressRepo(trx)
        const now = nowIso()
        if (input.is_default === 1) await repo.clearDefault(uid, now)
        await repo.update(uid, input.id, { ...fieldsOf(input), isDefault: input.is_default, updateTime: now })
      })
      return load(uid, input.id)
    },

    async remove(uid: number, id: number): Promise<void> {
      const current = await addresses.find(uid, id)
      if (!current) throw notFound(ADDRESS_MESSAGES.notFound)
      if (current.isDefault === 1 || !(await addresses.deleteOther(uid, id))) {
        throw conflict(ADDRESS_MESSAGES.defaultUndeletable)
      }
    },

    /** The /account page's default-address card: updates the default, or creates it. */
    async saveDefault(trx: Kysely<DB>, uid: number, fields: AddressFields): Promise<void> {
      const repo = createAddressRepo(trx)
      const now = nowIso()
      const current = await repo.findDefault(uid)
      if (current) {
        await repo.update(uid, current.id, { ...fields, updateTime: now })
      } else {
        await repo.insert({ ...fields, uid, isDefault: 1, createTime: now, updateTime: now })
      }
    },
  }
}

export type AddressService = ReturnType<typeof createAddressService>
