// 注销账户: the customer confirms with the login password in a dialog; once the account is
// deleted the browser forgets the session and goes to the home page.
import { App, Button, Form, Input, Modal } from 'antd'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useModalWidth } from '#web/lib/modal-width.ts'
import { useText } from '#web/lib/page-lang.ts'
import { clearSession } from '#web/lib/session.ts'
import { deleteMyAccount } from './privacy-api.ts'

export function AccountDeletion() {
  const t = useText()
  const { message } = App.useApp()
  const navigate = useNavigate()
  const width = useModalWidth()
  const [form] = Form.useForm<{ password: string }>()
  const [open, setOpen] = useState(false)
  const [deleting, setDeleting] = useState(false)

  const confirm = async ({ password }: { password: string }) => {
    setDeleting(true)
    try {
      const answer = await deleteMyAccount({ password })
      clearSession()
      message.success(answer.message)
      void navigate('/')
    } catch (error) {
      message.error((error as Error).message)
    } finally {
      setDeleting(false)
    }
  }

  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        {t('注销账户')}
      </Button>
      <Modal
        open={open}
        width={width}
        title={t('注销账户')}
        okText={t('确认注销')}
        okButtonProps={{ danger: true, loading: deleting }}
        cancelText={t('取消')}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>
          {t(
            '注销后无法恢复：账户信息、收货地址、上传的文件与 CRISPR-Net 任务将被删除；订单作为公司记录保留，但不再含您的姓名与联系方式。',
          )}
        </p>
        <Form form={form} layout="vertical" onFinish={(values) => void confirm(values)} preserve={false}>
          <Form.Item label={t('登录密码')} name="password" rules={[{ required: true, message: t('请输入登录密码') }]}>
            <Input.Password autoComplete="current-password" maxLength={128} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}
