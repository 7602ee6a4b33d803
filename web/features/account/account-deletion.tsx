// 注销账户: the customer confirms in a dialog with the login password, or, when the account
// has a confirmed phone (those who log in by SMS may not know their password), with an SMS
// login code. Once the account is deleted the browser forgets the session and goes home.
import { App, Button, Form, Input, Modal, Radio, Space } from 'antd'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { DeleteAccount } from '#common/schemas/privacy.ts'
import { SmsCodeButton } from '#web/features/booking/sms-code-button.tsx'
import { useModalWidth } from '#web/lib/modal-width.ts'
import { useText } from '#web/lib/page-lang.ts'
import { clearSession } from '#web/lib/session.ts'
import { fetchAccount } from './account-api.ts'
import { deleteMyAccount } from './privacy-api.ts'

type Method = 'password' | 'sms'

export function AccountDeletion() {
  const t = useText()
  const { message } = App.useApp()
  const navigate = useNavigate()
  const width = useModalWidth()
  const [form] = Form.useForm<DeleteAccount>()
  const [open, setOpen] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [method, setMethod] = useState<Method>('password')
  /** The confirmed phone an SMS code can be sent to, once the dialog has read the account. */
  const [phone, setPhone] = useState<string>()

  const start = () => {
    setMethod('password')
    setOpen(true)
    fetchAccount()
      .then((account) => setPhone(account.tel_verified ? account.tel : undefined))
      .catch(() => setPhone(undefined))
  }

  const confirm = async (values: DeleteAccount) => {
    setDeleting(true)
    try {
      const answer = await deleteMyAccount(
        method === 'password' ? { password: values.password } : { smscode: values.smscode },
      )
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
      <Button danger onClick={start}>
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
        {phone && (
          <Radio.Group
            className="account-deletion__method"
            value={method}
            onChange={(event) => setMethod(event.target.value as Method)}
            options={[
              { value: 'password', label: t('登录密码') },
              { value: 'sms', label: t('短信验证码') },
            ]}
            optionType="button"
          />
        )}
        <Form form={form} layout="vertical" onFinish={(values) => void confirm(values)} preserve={false}>
          {method === 'password' ? (
            <Form.Item label={t('登录密码')} name="password" rules={[{ required: true, message: t('请输入登录密码') }]}>
              <Input.Password autoComplete="current-password" maxLength={128} />
            </Form.Item>
          ) : (
            <Form.Item label={t('发送到已验证手机号的短信验证码')} required>
              <Space.Compact block>
                <Form.Item name="smscode" noStyle rules={[{ required: true, message: t('请输入短信验证码') }]}>
                  <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
                </Form.Item>
                <SmsCodeButton phone={phone} purpose="login" invalidPhoneMessage="请输入正确的手机号" />
              </Space.Compact>
            </Form.Item>
          )}
        </Form>
      </Modal>
    </>
  )
}
