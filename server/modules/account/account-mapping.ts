// Database rows (camelCase) to the spec's wire names (snake_case, spec §3).
import type { Account } from '#common/schemas/account.ts'
import type { Address } from '#common/schemas/address.ts'
import type { SessionUser } from '#common/schemas/auth.ts'
import { areaName } from '#server/modules/region/region-tree.ts'
import type { AddressRecord } from './address.repo.ts'
import type { MemberProfile } from './member.repo.ts'

export function toAddress(row: AddressRecord): Address {
  return {
    id: row.id,
    uid: row.uid,
    name: row.name,
    company: row.company,
    country: row.country,
    province_id: row.provinceId,
    city_id: row.cityId,
    province_name: areaName(row.provinceId) ?? '',
    city_name: areaName(row.cityId) ?? '',
    address: row.address,
    zip: row.zip,
    tel: row.tel,
    tel2: row.tel2,
    is_default: row.isDefault === 1 ? 1 : 0,
    create_time: row.createTime,
    update_time: row.updateTime,
  }
}

export function toSessionUser(member: MemberProfile): SessionUser {
  return {
    id: member.id,
    email: member.email,
    username: member.username,
    fname: member.fname,
    lname: member.lname,
    company: member.company,
    tel: member.tel,
  }
}

export function toAccount(member: MemberProfile, defaultAddress: AddressRecord | undefined): Account {
  return {
    id: member.id,
    email: member.email,
    username: member.username,
    fname: member.fname,
    lname: member.lname,
    company: member.company,
    department: member.department,
    fapiao_title: member.fapiaoTitle,
    tel: member.tel,
    tel_verified: member.telVerified === 1 ? 1 : 0,
    tel2: member.tel2,
    phone: member.phone,
    phone1: member.phone1,
    pi_email: member.piEmail,
    pi_fname: member.piFname,
    pi_lname: member.piLname,
    road: member.road,
    is_sendup: member.isSendup,
    com_code: member.comCode,
    member_address: defaultAddress ? toAddress(defaultAddress) : null,
  }
}
