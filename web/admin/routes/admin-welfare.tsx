import { ResourceList } from '#web/admin/components/resource-list.tsx'
import { Thumbnail } from '#web/admin/components/thumbnail.tsx'

interface WelfareRow {
  id: number
  title: string
  litpic: string
  sort: number
}

/** /admin/welfare: the staff benefits of the recruitment pages. */
export default function AdminWelfare() {
  return (
    <ResourceList<WelfareRow>
      title="员工福利"
      path="/welfare"
      searchPlaceholder="按标题搜索福利"
      formsPath="/admin/welfare"
      describe={(row) => row.title || `#${row.id}`}
      columns={[
        { title: '图片', dataIndex: 'litpic', width: 90, render: (src: string) => <Thumbnail src={src} /> },
        { title: '标题', dataIndex: 'title', sorter: true },
        { title: '排序', dataIndex: 'sort', width: 80, sorter: true },
      ]}
    />
  )
}
