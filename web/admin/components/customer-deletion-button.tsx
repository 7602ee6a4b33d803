// 注销账户 on a customer's page, for admins only: the same erasure as the customer's own,
// on a request that arrived by mail. It cannot be undone, so the dialog says what goes.
import { Button, Popconfirm } from 'antd'
import { ADMINS_ONLY } from '#common/schemas/admin-auth.ts'
import type { CustomerDetail } from '#common/schemas/admin-customers.ts'
import { mayOpen, staffSession } from '#web/admin/lib/staff-session.ts'

interface Props {
  customer: Pick<CustomerDetail, 'email' | 'deletedTime'>
  busy: boolean
  onConfirm: () => Promise<void>
}

export function CustomerDeletionButton({ customer, busy, onConfirm }: Props) {
  const user = staffSession.useUser()
  if (customer.deletedTime || !mayOpen(user, ADMINS_ONLY)) return null
  return (
    <Popconfirm
      key="delete"
      title="注销账户"
      description={`注销后「${customer.email}」的账户信息、地址、上传的文件与 CRISPR 任务被删除，订单保留并显示为已注销用户。此操作不可撤销，确定注销吗？`}
      okText="注销"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      onConfirm={onConfirm}
    >
      <Button danger type="primary" loading={busy}>
        注销账户
      </Button>
    </Popconfirm>
  )
}
