// /forgetPwd (spec §2, §5 'Forgot password'): step 1 e-mail → a code is mailed; step 2
// code, new password and confirmation. Success ends the session and returns home.
import { App, Button, Form, Input, Result, Space, Steps } from 'antd'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { ResetPasswordFormSchema } from '#common/schemas/auth.ts'
import { SMS_RESEND_SECONDS } from '#common/schemas/verification.ts'
import { SiteAntdProvider } from '#web/lib/antd.tsx'
import { fillIn, useText } from '#web/lib/page-lang.ts'
import { clearSession } from '#web/lib/session.ts'
import { applyApiError, zodRules } from '#web/lib/zod-form.ts'
import { NewPasswordFields } from './new-password-fields.tsx'
import { resetPassword, sendResetCode } from './auth-api.ts'

const rules = zodRules(ResetPasswordFormSchema)

export default function ForgetPasswordForm() {
  return (
    <SiteAntdProvider>
      <ForgetPasswordSteps />
    </SiteAntdProvider>
  )
}

/** How long the success is shown before returning home (spec §2: success returns to /). */
const DONE_DELAY_MS = 1500

function ForgetPasswordSteps() {
  const t = useText()
  const [email, setEmail] = useState<string>()
  const [done, setDone] = useState(false)
  const step = done ? 2 : email ? 1 : 0
  return (
    <>
      <Steps
        className="forget-steps"
        size="small"
        current={step}
        items={[{ title: t('验证邮箱') }, { title: t('设置新密码') }, { title: t('完成') }]}
      />
      {done ? (
        <Done />
      ) : email ? (
        <ResetStep email={email} onDone={() => setDone(true)} />
      ) : (
        <EmailStep onSent={setEmail} />
      )}
    </>
  )
}

/** The success stays on this page (a toast would vanish with it) before going home. */
function Done() {
  const t = useText()
  const navigate = useNavigate()
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate('/'), DONE_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [navigate])
  return (
    <Result
      status="success"
      title={t('修改成功!!!')}
      subTitle={t('请使用新密码登录，正在返回首页…')}
      extra={
        <Button type="primary" onClick={() => void navigate('/')}>
          {t('返回首页')}
        </Button>
      }
    />
  )
}

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const t = useText()
  const { message } = App.useApp()
  const [form] = Form.useForm<{ email: string }>()
  const [sending, setSending] = useState(false)

  const onFinish = async ({ email }: { email: string }) => {
    setSending(true)
    try {
      message.success((await sendResetCode(email)).info)
      onSent(email.trim())
    } catch (error) {
      const text = applyApiError(form, error)
      if (text) message.error(text)
    } finally {
      setSending(false)
    }
  }

  return (
    <Form form={form} layout="vertical" size="large" onFinish={(values) => void onFinish(values)}>
      <Form.Item
        label={t('注册邮箱')}
        name="email"
        rules={rules.email}
        extra={t('我们会向该邮箱发送 6 位验证码，10 分钟内有效')}
      >
        <Input autoComplete="email" inputMode="email" maxLength={100} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={sending} disabled={sending}>
        {t('下一步')}
      </Button>
    </Form>
  )
}

interface ResetValues {
  code: string
  password: string
  repassword: string
}

function ResetStep({ email, onDone }: { email: string; onDone: () => void }) {
  const t = useText()
  const { message } = App.useApp()
  const [form] = Form.useForm<ResetValues>()
  const [sending, setSending] = useState(false)
  const [secondsLeft, setSecondsLeft] = useState(SMS_RESEND_SECONDS)

  useEffect(() => {
    if (secondsLeft <= 0) return
    const timer = window.setTimeout(() => setSecondsLeft((value) => value - 1), 1000)
    return () => window.clearTimeout(timer)
  }, [secondsLeft])

  const resend = async () => {
    try {
      message.success((await sendResetCode(email)).info)
      setSecondsLeft(SMS_RESEND_SECONDS)
    } catch (error) {
      message.error((error as Error).message)
    }
  }

  const onFinish = async (values: ResetValues) => {
    setSending(true)
    try {
      await resetPassword({ email, ...values })
      // Every session of the account has just ended on the server.
      clearSession()
      onDone()
    } catch (error) {
      const text = applyApiError(form, error)
      if (text) message.error(text)
    } finally {
      setSending(false)
    }
  }

  return (
    <Form form={form} layout="vertical" size="large" onFinish={(values) => void onFinish(values)}>
      <p className="forget-steps__sent">
        {fillIn(t('验证码已发送至 {0}，请查收邮件（也请检查垃圾邮件箱）。'), <strong>{email}</strong>)}
      </p>
      <Form.Item label={t('验证码')} required>
        <Space.Compact block>
          <Form.Item name="code" rules={rules.code} noStyle>
            <Input aria-label={t('验证码')} inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
          </Form.Item>
          <Button onClick={() => void resend()} disabled={secondsLeft > 0}>
            {t(secondsLeft > 0 ? `${secondsLeft} s 后获取` : '重新获取')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <NewPasswordFields
        confirmName="repassword"
        passwordRules={rules.password}
        confirmRules={rules.repassword}
        passwordLabel="新密码"
        confirmLabel="确认新密码"
      />
      <Button type="primary" htmlType="submit" block loading={sending} disabled={sending}>
        {t('完成')}
      </Button>
    </Form>
  )
}
