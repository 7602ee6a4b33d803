import { Tooltip } from 'antd'
import { Link } from 'react-router'
import { formatDateTime } from '#common/china-date.ts'
import type { AdminCrisprJob } from '#common/schemas/admin-crispr.ts'
import { CRISPR_JOB_STATUS, CRISPR_JOB_STATUS_LABEL } from '#common/schemas/crispr.ts'
import { ResourceList } from '#web/admin/components/resource-list.tsx'
import { ConfirmedPost, FilterSelect } from '#web/admin/components/row-actions.tsx'
import { CrisprJobTag } from '#web/admin/components/status-tags.tsx'

const STATUS_OPTIONS = Object.entries(CRISPR_JOB_STATUS_LABEL).map(([value, label]) => ({
  value: Number(value),
  label,
}))

/** /admin/crispr-jobs: every customer's CRISPR-Net jobs with their owner; rerun a failed one, delete one. */
export default function AdminCrisprJobs() {
  return (
    <ResourceList<AdminCrisprJob>
      title="CRISPR 任务"
      path="/crispr-jobs"
      scrollX={1100}
      searchPlaceholder="按任务标题或客户邮箱搜索"
      filters={(setFilter) => (
        <FilterSelect name="status" label="任务状态" setFilter={setFilter} options={STATUS_OPTIONS} />
      )}
      describe={(job) => `#${job.id} ${job.title}`}
      actions={(job, reload) =>
        job.status === CRISPR_JOB_STATUS.failed && (
          <ConfirmedPost
            label="重新运行"
            description="任务将重新排队，完成后再次邮件通知客户。"
            path={`/crispr-jobs/${job.id}/rerun`}
            onDone={reload}
          />
        )
      }
      actionsWidth={170}
      columns={[
        {
          title: '编号',
          dataIndex: 'id',
          width: 80,
          sorter: true,
          render: (id: number) => <Link to={`/admin/crispr-jobs/${id}`}>#{id}</Link>,
        },
        { title: '标题', dataIndex: 'title', ellipsis: true },
        {
          title: '客户',
          dataIndex: 'memberEmail',
          width: 160,
          ellipsis: true,
          render: (email: string, job) => <Link to={`/admin/customers/${job.memberId}`}>{email}</Link>,
        },
        { title: '序列对', dataIndex: 'pairCount', width: 80 },
        {
          title: '状态',
          dataIndex: 'status',
          width: 100,
          sorter: true,
          render: (status: number, job) =>
            job.failure ? (
              <Tooltip title={job.failure}>
                <span>
                  <CrisprJobTag status={status} />
                </span>
              </Tooltip>
            ) : (
              <CrisprJobTag status={status} />
            ),
        },
        { title: '尝试', dataIndex: 'attempts', width: 80, sorter: true },
        {
          title: '提交时间',
          dataIndex: 'createTime',
          width: 150,
          sorter: true,
          render: (value: string) => formatDateTime(value),
        },
        {
          title: '结束时间',
          dataIndex: 'finishTime',
          width: 150,
          sorter: true,
          render: (value: string | null) => formatDateTime(value),
        },
      ]}
    />
  )
}
