// Delivery addresses (spec §3 'Address', §5 'Address', §7 addrList/creatAddr/updateAddr/delAddr).
import { z } from '../zod.ts'
import {
  countryField,
  flagField,
  optionalText,
  phoneField,
  regionIdField,
  requiredText,
  zipField,
} from './account-fields.ts'
import { IdSchema } from './primitives.ts'

export const AddressFormSchema = z.object({
  name: requiredText('请输入联系人!', 50).describe('联系人'),
  company: requiredText('请输入单位名称!', 100),
  country: countryField,
  province_id: regionIdField('请选择省份!'),
  city_id: regionIdField('请选择城市!'),
  address: requiredText('请输入详细地址!', 200),
  zip: zipField,
  tel: phoneField('请输入联系电话!'),
  tel2: optionalText(20).describe('分机号'),
  is_default: flagField.describe('1 = 设为默认地址'),
})
export type AddressInput = z.input<typeof AddressFormSchema>
export type CreateAddress = z.infer<typeof AddressFormSchema>

/** uid is accepted as the spec's client sends it, and ignored: the owner is the session's member. */
export const UpdateAddressSchema = AddressFormSchema.extend({ id: IdSchema, uid: z.unknown().optional() })
export type UpdateAddress = z.infer<typeof UpdateAddressSchema>

export const DeleteAddressSchema = z.object({ id: IdSchema })

export const AddressSchema = z.object({
  id: z.number().int(),
  uid: z.number().int(),
  name: z.string(),
  company: z.string(),
  country: z.number().int(),
  province_id: z.number().int(),
  city_id: z.number().int(),
  province_name: z.string().describe('省份名称'),
  city_name: z.string().describe('城市名称'),
  address: z.string(),
  zip: z.string(),
  tel: z.string(),
  tel2: z.string(),
  is_default: z.union([z.literal(0), z.literal(1)]),
  create_time: z.string(),
  update_time: z.string(),
})
export type Address = z.infer<typeof AddressSchema>

export const AddressListSchema = z.object({ data: z.array(AddressSchema), total: z.number().int() })
export type AddressList = z.infer<typeof AddressListSchema>
