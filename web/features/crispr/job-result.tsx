// /crispr-result?id (spec §2 'CRISPR-Net result page'): the job's status, read
// again while it runs, its facts, why it failed, or its scores.
import { ArrowLeftOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Descriptions, Result, Spin } from 'antd'
import { Link, useNavigate } from 'react-router'
import { CRISPR_JOB_STATUS, type CrisprJobRead, RESULT_RETENTION_DAYS } from '#common/schemas/crispr.ts'
import { PanelSkeleton } from '#web/components/account/panel-skeleton.tsx'
import { AntdProvider } from '#web/lib/antd.tsx'
import { JobStatusTag } from './job-status-tag.tsx'
import { formatDateTime } from '#common/china-date.ts'
import { CRISPR_PATH } from './paths.ts'
import { ResultTable } from './result-table.tsx'
import { useJob } from './use-job.ts'

export default function JobResult({ id }: { id: number | undefined }) {
  return (
    <AntdProvider>
      <JobView id={id} />
    </AntdProvider>
  )
}

function JobView({ id }: { id: number | undefined }) {
  const state = useJob(id)
  const navigate = useNavigate()

  if (!state) return <PanelSkeleton rows={6} label="任务加载中" />
  if (state.error !== undefined) {
    return (
      <Card className="customer-card">
        <Result
          status="warning"
          title="无法读取该任务"
          subTitle={
            <>
              {state.error}
              <br />
              任务结果保留 {RESULT_RETENTION_DAYS} 天，只有提交人可以查看。
            </>
          }
          extra={
            <Button type="primary" onClick={() => void navigate(CRISPR_PATH)}>
              返回 CRISPR-Net
            </Button>
          }
        />
      </Card>
    )
  }
  const { job } = state
  return (
    <>
      <Link to={CRISPR_PATH} className="crispr-result__back">
        <ArrowLeftOutlined /> 返回 CRISPR-Net
      </Link>
      <Card className="customer-card">
        <header className="crispr-result__title">
          <h2>{job.title}</h2>
          <JobStatusTag status={job.status} />
        </header>
        <JobFacts job={job} />
        {job.status === CRISPR_JOB_STATUS.running && (
          <Alert
            className="crispr-result__notice"
            type="info"
            icon={<Spin size="small" />}
            showIcon
            title="正在计算"
            description="页面每 2 秒自动刷新；完成后结果也会发送到您的邮箱，可以先离开本页。"
          />
        )}
        {job.status === CRISPR_JOB_STATUS.failed && (
          <Alert className="crispr-result__notice" type="error" showIcon title="处理失败" description={job.failure} />
        )}
      </Card>
      {job.status === CRISPR_JOB_STATUS.finished && <ResultTable job={job} />}
    </>
  )
}

function JobFacts({ job }: { job: CrisprJobRead }) {
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
      <Descriptions.Item label="任务编号">{job.id}</Descriptions.Item>
      <Descriptions.Item label="序列对">{job.pairCount}</Descriptions.Item>
      <Descriptions.Item label="接收邮箱">{job.email}</Descriptions.Item>
      <Descriptions.Item label="PAM 类型">{job.pamType}</Descriptions.Item>
      <Descriptions.Item label="参考基因组">{job.genome}</Descriptions.Item>
      <Descriptions.Item label="提交时间">{formatDateTime(job.createTime)}</Descriptions.Item>
      <Descriptions.Item label="完成时间">{formatDateTime(job.finishTime) || '—'}</Descriptions.Item>
    </Descriptions>
  )
}
