import { ResourceList } from '#web/admin/components/resource-list.tsx'

interface WorkPlaceRow {
  id: number
  title: string
  keywords: string
  sort: number
}

/** /admin/work-places: the offices listed on the recruitment contact page. */
export default function AdminWorkPlaces() {
  return (
    <ResourceList<WorkPlaceRow>
      title="工作地点"
      path="/work-places"
      searchPlaceholder="按名称搜索工作地点"
      formsPath="/admin/work-places"
      describe={(row) => row.title}
      columns={[
        { title: '名称', dataIndex: 'title', width: 200, sorter: true },
        { title: '地址', dataIndex: 'keywords' },
        { title: '排序', dataIndex: 'sort', width: 80, sorter: true },
      ]}
    />
  )
}
