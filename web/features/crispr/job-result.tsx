// /crispr-result?id (spec §2 'CRISPR-Net result page'): the job's status, read
// again while it runs, its facts, why it failed, or its scores.
import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons'
import { Alert, App, Button, Card, Descriptions, Result, Spin } from 'antd'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { CRISPR_JOB_STATUS, type CrisprJobRead, RESULT_RETENTION_DAYS } from '#common/schemas/crispr.ts'
import { PanelSkeleton } from '#web/components/account/panel-skeleton.tsx'
import { SiteAntdProvider } from '#web/lib/antd.tsx'
import { fillIn, useText } from '#web/lib/page-lang.ts'
import { JobStatusTag } from './job-status-tag.tsx'
import { formatDateTime } from '#common/china-date.ts'
import { downloadResult } from './download-result.ts'
import { ModelStamp } from './model-stamp.tsx'
import { CRISPR_PATH } from './paths.ts'
import { ResultTable } from './result-table.tsx'
import { ShareResult } from './share-result.tsx'
import { useJob } from './use-job.ts'

export default function JobResult({ id }: { id: number | undefined }) {
  return (
    <SiteAntdProvider>
      <JobView id={id} />
    </SiteAntdProvider>
  )
}

function JobView({ id }: { id: number | undefined }) {
  const t = useText()
  const state = useJob(id)
  const navigate = useNavigate()

  if (!state) return <PanelSkeleton rows={6} label="任务加载中" />
  if (state.error !== undefined) {
    return (
      <Card className="customer-card">
        <Result
          status="warning"
          title={t('无法读取该任务')}
          subTitle={
            <>
              {state.error}
              <br />
              {fillIn(t('任务结果保留 {0} 天，只有提交人可以查看。'), RESULT_RETENTION_DAYS)}
            </>
          }
          extra={
            <Button type="primary" onClick={() => void navigate(CRISPR_PATH)}>
              {t('返回 CRISPR-Net')}
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
        <ArrowLeftOutlined /> {t('返回 CRISPR-Net')}
      </Link>
      <Card className="customer-card">
        <header className="crispr-result__title">
          <h2>{job.title}</h2>
          <JobStatusTag status={job.status} />
        </header>
        <JobFacts job={job} />
        <ModelStamp model={job.model} />
        {job.status === CRISPR_JOB_STATUS.running && (
          <Alert
            className="crispr-result__notice"
            type="info"
            icon={<Spin size="small" />}
            showIcon
            title={t('正在计算')}
            description={t('页面每 2 秒自动刷新；完成后结果也会发送到您的邮箱，可以先离开本页。')}
          />
        )}
        {job.status === CRISPR_JOB_STATUS.failed && (
          <Alert
            className="crispr-result__notice"
            type="error"
            showIcon
            title={t('处理失败')}
            // Stored in Chinese; the catalogue gives it in the interface's language.
            description={<span className="crispr-result__failure">{t(job.failure)}</span>}
          />
        )}
      </Card>
      {job.status === CRISPR_JOB_STATUS.finished && (
        <ResultTable
          rows={job.jieguo}
          actions={
            <>
              <DownloadButton job={job} />
              <ShareResult jobId={job.id} shared={job.shared} />
            </>
          }
        />
      )}
    </>
  )
}

function JobFacts({ job }: { job: CrisprJobRead }) {
  const t = useText()
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
      <Descriptions.Item label={t('任务编号')}>{job.id}</Descriptions.Item>
      <Descriptions.Item label={t('序列对')}>{job.pairCount}</Descriptions.Item>
      <Descriptions.Item label={t('接收邮箱')}>{job.email}</Descriptions.Item>
      <Descriptions.Item label={t('PAM 类型')}>{job.pamType}</Descriptions.Item>
      <Descriptions.Item label={t('参考基因组')}>{job.genome}</Descriptions.Item>
      <Descriptions.Item label={t('提交时间')}>{formatDateTime(job.createTime)}</Descriptions.Item>
      <Descriptions.Item label={t('完成时间')}>{formatDateTime(job.finishTime) || '—'}</Descriptions.Item>
    </Descriptions>
  )
}

function DownloadButton({ job }: { job: CrisprJobRead }) {
  const t = useText()
  const { message } = App.useApp()
  const [downloading, setDownloading] = useState(false)
  const download = async () => {
    setDownloading(true)
    try {
      await downloadResult(job.id, job.out_csvfile)
    } catch (error) {
      message.error((error as Error).message)
    } finally {
      setDownloading(false)
    }
  }
  return (
    <Button type="primary" icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>
      {t('下载 CSV')}
    </Button>
  )
}
