// /login (spec §2, §5 'Login'): password and SMS tabs, remember account, forgotten
// password, registration and the privacy policy. Success opens the session and goes to
// the same-site redirect target, else /order.
import { LockOutlined, MailOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons'
import { Alert, App, Button, Checkbox, Form, Input, Select, Space, Tabs } from 'antd'
import { useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { isApiError } from '#common/api-client.ts'
import { LOGIN_PREFIXES, type LoginResult, LoginSchema, LoginSmsFormSchema } from '#common/schemas/auth.ts'
import { SmsCodeButton } from '#web/features/booking/sms-code-button.tsx'
import { SiteAntdProvider } from '#web/lib/antd.tsx'
import { fillIn, useText } from '#web/lib/page-lang.ts'
import { safeRedirectPath } from '#web/lib/safe-redirect.ts'
import { saveSession } from '#web/lib/session.ts'
import { applyApiError, zodRules } from '#web/lib/zod-form.ts'
import { login, loginBySms, resendActivation } from './auth-api.ts'
import { CaptchaField } from './captcha-field.tsx'
import { useLoginCaptcha } from './login-captcha.ts'
import { rememberEmail, rememberedEmail } from './remembered-email.ts'

const passwordRules = zodRules(LoginSchema)
const smsRules = zodRules(LoginSmsFormSchema)

export default function LoginForm() {
  return (
    <SiteAntdProvider>
      <LoginTabs />
    </SiteAntdProvider>
  )
}

function LoginTabs() {
  const t = useText()
  const [params] = useSearchParams()
  const navigate = useNavigate()

  const onLoggedIn = (result: LoginResult) => {
    saveSession(result.info.token, result.info.user)
    void navigate(safeRedirectPath(params.get('redirect'), '/order'), { replace: true })
  }

  return (
    <div className="login-panel">
      <Tabs
        size="large"
        items={[
          { key: 'password', label: t('账号密码登录'), children: <PasswordLogin onLoggedIn={onLoggedIn} /> },
          { key: 'sms', label: t('短信登录'), children: <SmsLogin onLoggedIn={onLoggedIn} /> },
        ]}
      />
      <div className="login-panel__register">
        <span>{t('还没有账号？')}</span>
        <Button block size="large" onClick={() => void navigate('/register')}>
          {t('注册新账号')}
        </Button>
      </div>
      <p className="login-panel__privacy">
        {fillIn(
          t('登录即表示您已阅读并同意{0}'),
          <a href="/privacyPolicy" target="_blank" rel="noopener">
            {t('《隐私政策》')}
          </a>,
        )}
      </p>
    </div>
  )
}

interface LoginProps {
  onLoggedIn: (result: LoginResult) => void
}

/** Present once the server asked for the image captcha. */
interface CaptchaValues {
  captcha?: string
  captchaId?: string
}

interface PasswordValues extends CaptchaValues {
  email: string
  password: string
  remember: boolean
}

/** The captcha input, required while it is shown. */
function LoginCaptchaField({ refreshKey }: { refreshKey: number }) {
  const t = useText()
  return (
    <CaptchaField rules={[{ required: true, whitespace: true, message: t('请输入验证码') }]} refreshKey={refreshKey} />
  )
}

function PasswordLogin({ onLoggedIn }: LoginProps) {
  const t = useText()
  const { message } = App.useApp()
  const [form] = Form.useForm<PasswordValues>()
  const [sending, setSending] = useState(false)
  const captcha = useLoginCaptcha()
  /** Set when the account exists but is not activated yet: offers a new activation e-mail. */
  const [inactive, setInactive] = useState<string>()
  const [initialValues] = useState(() => {
    const email = rememberedEmail()
    return { email, remember: Boolean(email) }
  })

  const onFinish = async (values: PasswordValues) => {
    setSending(true)
    setInactive(undefined)
    try {
      const result = await login(values)
      rememberEmail(values.remember ? values.email.trim() : undefined)
      onLoggedIn(result)
    } catch (error) {
      captcha.afterFailure(error)
      if (isApiError(error) && error.kind === 'STATE_CONFLICT') {
        setInactive(error.message)
      } else {
        const text = applyApiError(form, error)
        if (text) message.error(text)
      }
    } finally {
      setSending(false)
    }
  }

  const resend = async () => {
    try {
      message.success((await resendActivation(form.getFieldValue('email') as string)).info)
    } catch (error) {
      message.error((error as Error).message)
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      initialValues={initialValues}
      onFinish={(values) => void onFinish(values)}
    >
      {inactive && (
        <Alert
          className="login-panel__alert"
          type="warning"
          showIcon
          title={inactive}
          action={
            <Button size="small" onClick={() => void resend()}>
              {t('重新发送激活邮件')}
            </Button>
          }
        />
      )}
      <Form.Item label={t('邮箱')} name="email" rules={passwordRules.email}>
        <Input
          prefix={<MailOutlined />}
          autoComplete="username"
          inputMode="email"
          maxLength={100}
          placeholder={t('请输入注册邮箱')}
        />
      </Form.Item>
      <Form.Item label={t('密码')} name="password" rules={passwordRules.password}>
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="current-password"
          maxLength={64}
          placeholder={t('请输入密码')}
        />
      </Form.Item>
      <div className="login-panel__options">
        <Form.Item name="remember" valuePropName="checked" noStyle>
          <Checkbox>{t('记住账号')}</Checkbox>
        </Form.Item>
        <Link to="/forgetPwd">{t('忘记密码？')}</Link>
      </div>
      {captcha.shown && <LoginCaptchaField refreshKey={captcha.refreshKey} />}
      <Button type="primary" htmlType="submit" block loading={sending} disabled={sending}>
        {t('登录')}
      </Button>
    </Form>
  )
}

interface SmsValues extends CaptchaValues {
  prefix: string
  phone: string
  code: string
}

function SmsLogin({ onLoggedIn }: LoginProps) {
  const t = useText()
  const { message } = App.useApp()
  const [form] = Form.useForm<SmsValues>()
  const phone = Form.useWatch('phone', form) as string | undefined
  const [sending, setSending] = useState(false)
  const captcha = useLoginCaptcha()

  const onFinish = async (values: SmsValues) => {
    setSending(true)
    try {
      onLoggedIn(await loginBySms(values))
    } catch (error) {
      captcha.afterFailure(error)
      const text = applyApiError(form, error)
      if (text) message.error(text)
    } finally {
      setSending(false)
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      initialValues={{ prefix: '+86' }}
      onFinish={(values) => void onFinish(values)}
    >
      <Form.Item label={t('手机号')} required>
        <Space.Compact block>
          <Form.Item name="prefix" noStyle>
            <Select
              aria-label={t('区号')}
              className="login-panel__prefix"
              options={LOGIN_PREFIXES.map((value) => ({ value, label: value }))}
            />
          </Form.Item>
          <Form.Item name="phone" rules={smsRules.phone} noStyle>
            <Input
              prefix={<MobileOutlined />}
              aria-label={t('手机号')}
              inputMode="numeric"
              maxLength={11}
              autoComplete="tel-national"
              placeholder={t('请输入手机号')}
            />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item label={t('验证码')} required>
        <Space.Compact block>
          <Form.Item name="code" rules={smsRules.code} noStyle>
            <Input
              prefix={<SafetyOutlined />}
              aria-label={t('验证码')}
              inputMode="numeric"
              maxLength={6}
              autoComplete="one-time-code"
              placeholder={t('6 位短信验证码')}
            />
          </Form.Item>
          <SmsCodeButton phone={phone} purpose="login" invalidPhoneMessage="请输入正确的手机号" />
        </Space.Compact>
      </Form.Item>
      {captcha.shown && <LoginCaptchaField refreshKey={captcha.refreshKey} />}
      <Button type="primary" htmlType="submit" block loading={sending} disabled={sending}>
        {t('登录')}
      </Button>
    </Form>
  )
}
