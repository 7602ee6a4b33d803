import { formatDateTime } from '#common/china-date.ts'
import { ResourceList } from '#web/admin/components/resource-list.tsx'
import { SHOWN_BATCH_ACTIONS, shownColumn } from '#web/admin/components/shown-items.tsx'
import { Thumbnail } from '#web/admin/components/thumbnail.tsx'

interface AdRow {
  id: number
  name: string
  adfile: string
  gourl: string
  status: number
  sort: number
  startTime: string | null
  endTime: string | null
}

const when = (value: string | null) => (value ? formatDateTime(value) : '不限')

/** /admin/ads: the home page carousel. */
export default function AdminAds() {
  return (
    <ResourceList<AdRow>
      title="轮播广告"
      path="/ads"
      searchPlaceholder="按名称搜索广告"
      formsPath="/admin/ads"
      describe={(row) => row.name}
      batchActions={SHOWN_BATCH_ACTIONS}
      unit="条广告"
      columns={[
        { title: '图片', dataIndex: 'adfile', width: 110, render: (src: string) => <Thumbnail src={src} /> },
        { title: '名称', dataIndex: 'name', sorter: true },
        shownColumn<AdRow>(),
        { title: '排序', dataIndex: 'sort', width: 80, sorter: true },
        {
          title: '显示时间',
          key: 'window',
          width: 220,
          render: (_value, row) => `${when(row.startTime)} 至 ${when(row.endTime)}`,
        },
      ]}
    />
  )
}
