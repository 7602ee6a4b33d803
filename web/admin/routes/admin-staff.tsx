import { PlusOutlined } from '@ant-design/icons'
import { App, Button, Card, Form, Input, Modal, Select, Space, Switch, Table, Tag } from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { formatDateTime } from '#common/china-date.ts'
import { STAFF_ROLES, STAFF_ROLE_LABEL, type StaffRole } from '#common/schemas/admin-auth.ts'
import {
  type CreateStaff,
  CreateStaffSchema,
  ResetStaffPasswordSchema,
  type StaffAccount,
  type UpdateStaff,
  UpdateStaffSchema,
} from '#common/schemas/admin-staff.ts'
import { adminApi } from '#web/admin/lib/admin-api.ts'
import { staffSession } from '#web/admin/lib/staff-session.ts'
import { useUnsavedChanges } from '#web/admin/lib/unsaved-changes.tsx'
import { applyApiError, zodRules } from '#web/lib/zod-form.ts'

const createRules = zodRules(CreateStaffSchema)
const updateRules = zodRules(UpdateStaffSchema)
const passwordRules = zodRules(ResetStaffPasswordSchema)
const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABEL[role] }))
const ROLE_COLOR: Record<StaffRole, string> = { admin: 'red', editor: 'blue', operator: 'success' }

type Editing =
  { kind: 'create' } | { kind: 'edit'; account: StaffAccount } | { kind: 'password'; account: StaffAccount }

/** /admin/staff (admins): the staff accounts; create one, change its role or switch it off, reset its password. */
export default function AdminStaff() {
  const { message } = App.useApp()
  const me = staffSession.useUser()
  const [accounts, setAccounts] = useState<StaffAccount[]>()
  const [editing, setEditing] = useState<Editing>()

  const load = useCallback(
    () =>
      adminApi
        .get<StaffAccount[]>('/staff')
        .then(setAccounts)
        .catch((error: Error) => {
          message.error(error.message)
          setAccounts([])
        }),
    [message],
  )
  useEffect(() => void load(), [load])

  const saved = (done: string) => {
    message.success(done)
    setEditing(undefined)
    void load()
  }

  return (
    <Card
      title={<h1 className="admin-page__title">工作人员</h1>}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ kind: 'create' })}>
          新建
        </Button>
      }
    >
      <Table<StaffAccount>
        rowKey="id"
        loading={!accounts}
        dataSource={accounts}
        pagination={false}
        scroll={{ x: 760 }}
        columns={[
          { title: '邮箱', dataIndex: 'email' },
          { title: '姓名', dataIndex: 'name', width: 120 },
          {
            title: '角色',
            dataIndex: 'role',
            width: 90,
            render: (role: StaffRole) => <Tag color={ROLE_COLOR[role]}>{STAFF_ROLE_LABEL[role]}</Tag>,
          },
          {
            title: '状态',
            dataIndex: 'isActive',
            width: 80,
            render: (active: number) => (active ? <Tag color="success">启用</Tag> : <Tag>停用</Tag>),
          },
          {
            title: '最近登录',
            dataIndex: 'lastLoginTime',
            width: 170,
            render: (value: string | null) => formatDateTime(value) || '从未登录',
          },
          {
            title: '操作',
            key: 'actions',
            width: 160,
            render: (_value, account) => (
              <Space size={0}>
                <Button type="link" onClick={() => setEditing({ kind: 'edit', account })}>
                  编辑
                </Button>
                <Button type="link" onClick={() => setEditing({ kind: 'password', account })}>
                  重置密码
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing?.kind === 'create' && <CreateModal onClose={() => setEditing(undefined)} onSaved={saved} />}
      {editing?.kind === 'edit' && (
        <EditModal
          account={editing.account}
          isSelf={editing.account.id === me?.id}
          onClose={() => setEditing(undefined)}
          onSaved={saved}
        />
      )}
      {editing?.kind === 'password' && (
        <PasswordModal account={editing.account} onClose={() => setEditing(undefined)} onSaved={saved} />
      )}
    </Card>
  )
}

interface ModalProps {
  onClose: () => void
  onSaved: (message: string) => void
}

/**
 * A modal form that submits through `submit` and puts the server's field errors on the
 * fields; what is typed in it is guarded against a reload until it is saved or the modal closes.
 */
function useModalForm<Values extends object>(
  submit: (values: Values) => Promise<{ message: string }>,
  onSaved: (message: string) => void,
) {
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const [saving, setSaving] = useState(false)
  const { changed, saved } = useUnsavedChanges()
  const onOk = async () => {
    const values = await form.validateFields()
    setSaving(true)
    try {
      const result = await submit(values)
      saved()
      onSaved(result.message)
    } catch (error) {
      const failure = applyApiError(form, error)
      if (failure) message.error(failure)
    } finally {
      setSaving(false)
    }
  }
  return { form, saving, changed, onOk: () => void onOk().catch(() => undefined) }
}

function CreateModal({ onClose, onSaved }: ModalProps) {
  const { form, saving, changed, onOk } = useModalForm<CreateStaff>(
    (values) => adminApi.post('/staff', values),
    onSaved,
  )
  return (
    <Modal
      open
      title="新建工作人员"
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={onOk}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" initialValues={{ role: 'operator' }} onValuesChange={changed}>
        <Form.Item name="email" label="邮箱" rules={createRules.email}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="name" label="姓名" rules={createRules.name}>
          <Input />
        </Form.Item>
        <Form.Item name="role" label="角色" rules={createRules.role}>
          <Select options={ROLE_OPTIONS} />
        </Form.Item>
        <Form.Item name="password" label="初始密码" rules={createRules.password}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  )
}

function EditModal({ account, isSelf, onClose, onSaved }: ModalProps & { account: StaffAccount; isSelf: boolean }) {
  const { form, saving, changed, onOk } = useModalForm<UpdateStaff>(
    (values) => adminApi.put(`/staff/${account.id}`, { ...values, isActive: values.isActive ? 1 : 0 }),
    onSaved,
  )
  return (
    <Modal
      open
      title={`编辑 ${account.email}`}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={onOk}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: account.name, role: account.role, isActive: account.isActive === 1 }}
        onValuesChange={changed}
      >
        <Form.Item name="name" label="姓名" rules={updateRules.name}>
          <Input />
        </Form.Item>
        <Form.Item
          name="role"
          label="角色"
          rules={updateRules.role}
          extra={isSelf ? '不能取消自己的管理员角色，也不能停用自己的账号。' : '角色改变后，其登录立即失效。'}
        >
          <Select options={ROLE_OPTIONS} disabled={isSelf} />
        </Form.Item>
        <Form.Item name="isActive" label="启用" valuePropName="checked">
          <Switch disabled={isSelf} />
        </Form.Item>
      </Form>
    </Modal>
  )
}

function PasswordModal({ account, onClose, onSaved }: ModalProps & { account: StaffAccount }) {
  const { form, saving, changed, onOk } = useModalForm<{ password: string }>(
    (values) => adminApi.post(`/staff/${account.id}/password`, values),
    onSaved,
  )
  return (
    <Modal
      open
      title={`重置 ${account.email} 的密码`}
      okText="重置"
      cancelText="取消"
      confirmLoading={saving}
      onOk={onOk}
      onCancel={onClose}
    >
      <p className="admin-page__lead">重置后其现有登录立即失效。</p>
      <Form form={form} layout="vertical" onValuesChange={changed}>
        <Form.Item name="password" label="新密码" rules={passwordRules.password}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  )
}
