// The customer area's calls of spec §7, typed with the shared schemas.
import type { Account, UpdateAccountInput } from '#common/schemas/account.ts'
import type { Address, AddressInput, AddressList } from '#common/schemas/address.ts'
import { announceMarketing } from '#web/features/consents/marketing-sync.ts'
import { api } from '#web/lib/api.client.ts'

export const fetchAccount = () => api.post<Account>('/user/getMyinfo')

export const updateAccount = async (values: UpdateAccountInput) => {
  const saved = await api.submit<Account>('/user/upUserInfo', values)
  announceMarketing(saved.data.is_sendup)
  return saved
}

export const confirmPhone = (phone: string, smscode: string) =>
  api.submit<{ tel: string }>('/user/setPhone', { phone, smscode })

export const fetchAddresses = () => api.post<AddressList>('/user/addrList')

export const createAddress = (values: AddressInput) => api.submit<Address>('/user/creatAddr', values)

export const updateAddress = (values: AddressInput & { id: number; uid: number }) =>
  api.submit<Address>('/user/updateAddr', values)

export const deleteAddress = (id: number) => api.submit<null>('/user/delAddr', { id })
