import { ResourceList } from '#web/admin/components/resource-list.tsx'
import { formatDateTime } from '#common/china-date.ts'

interface JobRow {
  id: number
  kind: number
  title: string
  didian: string
  renshu: number
  createTime: string
}

const KIND = ['社会招聘', '校园招聘']

/** /admin/jobs: the open positions of the recruitment pages. */
export default function AdminJobs() {
  return (
    <ResourceList<JobRow>
      title="招聘职位"
      path="/jobs"
      searchPlaceholder="按职位名称搜索"
      describe={(row) => row.title}
      publicHref={(row) => `/talentRecruitmentDetail?key=${row.id}`}
      columns={[
        { title: '职位名称', dataIndex: 'title' },
        { title: '类型', dataIndex: 'kind', width: 100, render: (value: number) => KIND[value] ?? '' },
        { title: '工作地点', dataIndex: 'didian', width: 120 },
        { title: '人数', dataIndex: 'renshu', width: 70 },
        { title: '发布时间', dataIndex: 'createTime', width: 170, render: (value: string) => formatDateTime(value) },
      ]}
    />
  )
}
