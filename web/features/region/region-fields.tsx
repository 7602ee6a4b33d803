// Country, province and city of a form (spec §3 'Region tree'): provinces and cities come
// from /api/v1/help/getArea and are stored as their stable ids.
import { Form, Select } from 'antd'
import type { Rule } from 'antd/es/form'
import { useEffect, useMemo, useState } from 'react'
import { COUNTRY_LABEL } from '#common/schemas/account-fields.ts'
import { api } from '#web/lib/api.client.ts'
import { optionsIn, useText } from '#web/lib/page-lang.ts'

interface Area {
  id: number
  cityName: string
}

const requests = new Map<number, Promise<Area[]>>()
/** Lists already loaded: the same array every time, so selects do not re-render their options. */
const loaded = new Map<number, Area[]>()
const NONE: Area[] = []

/** Children of a region (0 = provinces), fetched once per page. */
function loadAreas(pid: number): Promise<Area[]> {
  let request = requests.get(pid)
  if (!request) {
    request = api.post<Area[]>('/help/getArea', { pid }).then((areas) => {
      loaded.set(pid, areas)
      return areas
    })
    requests.set(pid, request)
    request.catch(() => requests.delete(pid))
  }
  return request
}

function useAreas(pid: number | undefined): Area[] {
  const [, setArrived] = useState(0)
  useEffect(() => {
    if (pid === undefined || loaded.has(pid)) return
    let current = true
    loadAreas(pid).then(
      () => current && setArrived((count) => count + 1),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [pid])
  return (pid !== undefined && loaded.get(pid)) || NONE
}

const COUNTRY_OPTIONS = Object.entries(COUNTRY_LABEL).map(([value, label]) => ({ value: Number(value), label }))
const toOptions = (areas: Area[]) => areas.map((area) => ({ value: area.id, label: area.cityName }))

export interface RegionRules {
  country: Rule[]
  province_id: Rule[]
  city_id: Rule[]
}

/** The three fields, named country, province_id and city_id as in every form of the spec. */
export function RegionFields({ rules }: { rules: RegionRules }) {
  const t = useText()
  const form = Form.useFormInstance()
  const provinceId = Form.useWatch('province_id', form) as number | undefined
  const cityId = Form.useWatch('city_id', form) as number | undefined
  const provinces = useAreas(0)
  const cities = useAreas(provinceId)
  // An address stored before municipalities listed their districts holds a city that is no
  // longer offered (上海市 市辖区): the customer is asked to choose the district.
  useEffect(() => {
    if (cityId !== undefined && cities.length > 0 && !cities.some((city) => city.id === cityId)) {
      form.setFieldValue('city_id', undefined)
    }
  }, [cities, cityId, form])
  const provinceOptions = useMemo(() => toOptions(provinces), [provinces])
  const cityOptions = useMemo(() => toOptions(cities), [cities])

  return (
    <>
      <Form.Item label={t('国家')} name="country" rules={rules.country} required>
        <Select options={optionsIn(COUNTRY_OPTIONS, t)} placeholder={t('请选择国家')} />
      </Form.Item>
      <Form.Item label={t('省份')} name="province_id" rules={rules.province_id} required>
        <Select
          options={provinceOptions}
          placeholder={t('请选择省份')}
          showSearch={{ optionFilterProp: 'label' }}
          loading={provinces.length === 0}
          onChange={() => form.setFieldValue('city_id', undefined)}
        />
      </Form.Item>
      <Form.Item label={t('城市')} name="city_id" rules={rules.city_id} required>
        <Select
          options={cityOptions}
          placeholder={t(provinceId ? '请选择城市' : '请先选择省份')}
          showSearch={{ optionFilterProp: 'label' }}
          disabled={!provinceId}
        />
      </Form.Item>
    </>
  )
}

/** '上海市 徐汇区'; the province alone when the city has no name of its own (an old 市辖区 entry). */
export function regionText(provinceName: string, cityName: string): string {
  return cityName && cityName !== provinceName ? `${provinceName} ${cityName}` : provinceName
}
