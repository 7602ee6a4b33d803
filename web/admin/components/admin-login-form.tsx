// The staff login form: e-mail and password, then back to the console page that asked for
// it (only a page of the console), else the console's home.
import { LockOutlined, MailOutlined } from '@ant-design/icons'
import { Alert, Button, Form, Input } from 'antd'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { type AdminLogin, type AdminLoginResult, AdminLoginSchema } from '#common/schemas/admin-auth.ts'
import { adminApi } from '#web/admin/lib/admin-api.ts'
import { ADMIN_HOME, staffReturnPath, staffSession } from '#web/admin/lib/staff-session.ts'
import { CaptchaField } from '#web/features/auth/captcha-field.tsx'
import { useLoginCaptcha } from '#web/features/auth/login-captcha.ts'
import { AntdProvider } from '#web/lib/antd.tsx'
import { applyApiError, zodRules } from '#web/lib/zod-form.ts'

const rules = zodRules(AdminLoginSchema)

export default function AdminLoginForm() {
  return (
    <AntdProvider>
      <LoginForm />
    </AntdProvider>
  )
}

function LoginForm() {
  const [form] = Form.useForm<AdminLogin>()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const [failure, setFailure] = useState<string>()
  const [submitting, setSubmitting] = useState(false)
  const captcha = useLoginCaptcha()

  const submit = async (values: AdminLogin) => {
    setSubmitting(true)
    setFailure(undefined)
    try {
      const { data } = await adminApi.post<AdminLoginResult>('/auth/login', values)
      staffSession.save(data.info.token, data.info.user)
      void navigate(staffReturnPath(params.get('redirect')) ?? ADMIN_HOME, { replace: true })
    } catch (error) {
      captcha.afterFailure(error)
      setFailure(applyApiError(form, error))
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={(values) => void submit(values)}>
      {failure && <Alert type="error" showIcon title={failure} className="admin-login__alert" />}
      <Form.Item name="email" label="邮箱" rules={rules.email}>
        <Input prefix={<MailOutlined />} autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" label="密码" rules={rules.password}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      {captcha.shown && (
        <CaptchaField
          rules={[{ required: true, whitespace: true, message: '请输入验证码' }]}
          refreshKey={captcha.refreshKey}
        />
      )}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        登录
      </Button>
    </Form>
  )
}
