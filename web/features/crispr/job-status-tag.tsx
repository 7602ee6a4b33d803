import { CheckCircleOutlined, CloseCircleOutlined, SyncOutlined } from '@ant-design/icons'
import { Tag } from 'antd'
import { CRISPR_JOB_STATUS, CRISPR_JOB_STATUS_LABEL, type CrisprJobStatus } from '#common/schemas/crispr.ts'
import { useText } from '#web/lib/page-lang.ts'

const LOOK = {
  [CRISPR_JOB_STATUS.running]: { color: 'processing', icon: <SyncOutlined spin /> },
  [CRISPR_JOB_STATUS.failed]: { color: 'error', icon: <CloseCircleOutlined /> },
  [CRISPR_JOB_STATUS.finished]: { color: 'success', icon: <CheckCircleOutlined /> },
} as const

/** A job's status as a coloured tag (DESIGN 'Customer area'). */
export function JobStatusTag({ status }: { status: CrisprJobStatus }) {
  const t = useText()
  const { color, icon } = LOOK[status]
  return (
    <Tag color={color} icon={icon}>
      {t(CRISPR_JOB_STATUS_LABEL[status])}
    </Tag>
  )
}
