import { rejected } from '#server/errors.ts'
import { areasOf, isCityOfProvince } from '#server/modules/region/region-tree.ts'

const PROVINCE_REQUIRED = '请选择省份!'
const CITY_REQUIRED = '请选择城市!'

/** Ids must come from the region tree of /help/getArea, and the city must lie in the province. */
export function assertRegion(provinceId: number, cityId: number): void {
  if (!areasOf(0).some((area) => area.id === provinceId)) {
    throw rejected(PROVINCE_REQUIRED, { province_id: PROVINCE_REQUIRED })
  }
  if (!isCityOfProvince(provinceId, cityId)) throw rejected(CITY_REQUIRED, { city_id: CITY_REQUIRED })
}
