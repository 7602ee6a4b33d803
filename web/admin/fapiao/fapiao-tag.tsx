import { Tag } from 'antd'
import { FAPIAO_STATUS, FAPIAO_STATUS_LABEL } from '#common/schemas/fapiao.ts'

/** A fapiao request's status: 待开票 asks for work, 已开票 is done. */
export function FapiaoStatusTag({ status }: { status: number }) {
  return <Tag color={status === FAPIAO_STATUS.ISSUED ? 'success' : 'warning'}>{FAPIAO_STATUS_LABEL[status]}</Tag>
}
