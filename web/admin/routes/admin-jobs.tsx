import { publicHrefOf } from '#web/admin/content-forms.ts'
import { ResourceList } from '#web/admin/components/resource-list.tsx'
import { formatDateTime } from '#common/china-date.ts'
import { JOB_KINDS } from '#web/admin/content-forms.ts'

interface JobRow {
  id: number
  kind: number
  title: string
  didian: string
  renshu: number
  createTime: string
}

/** /admin/jobs: the open positions of the recruitment pages. */
export default function AdminJobs() {
  return (
    <ResourceList<JobRow>
      title="招聘职位"
      path="/jobs"
      searchPlaceholder="按职位名称搜索"
      formsPath="/admin/jobs"
      describe={(row) => row.title}
      publicHref={publicHrefOf('jobs')}
      columns={[
        { title: '职位名称', dataIndex: 'title', sorter: true },
        {
          title: '类型',
          dataIndex: 'kind',
          width: 100,
          render: (value: number) => JOB_KINDS.find((kind) => kind.value === value)?.label ?? '',
        },
        { title: '工作地点', dataIndex: 'didian', width: 120 },
        { title: '人数', dataIndex: 'renshu', width: 80, sorter: true },
        {
          title: '发布时间',
          dataIndex: 'createTime',
          width: 170,
          sorter: true,
          render: (value: string) => formatDateTime(value),
        },
      ]}
    />
  )
}
