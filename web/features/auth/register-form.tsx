// /register (spec §2, §5 'Registration'): three cards (account, person and workplace,
// contact), the server-checked captcha and the privacy policy. Success leads to
// /confirmation, which explains the activation e-mail.
import { App, Button, Card, Checkbox, Form, Input } from 'antd'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { type RegisterInput, RegisterFormSchema } from '#common/schemas/auth.ts'
import { COUNTRY } from '#common/schemas/account-fields.ts'
import { RegionFields } from '#web/features/region/region-fields.tsx'
import { SiteAntdProvider } from '#web/lib/antd.tsx'
import { fillIn, pageText, useText } from '#web/lib/page-lang.ts'
import { applyApiError, zodRules } from '#web/lib/zod-form.ts'
import { NewPasswordFields } from './new-password-fields.tsx'
import { registerAccount } from './auth-api.ts'
import { CaptchaField } from './captcha-field.tsx'

const rules = zodRules(RegisterFormSchema)

export default function RegisterForm() {
  return (
    <SiteAntdProvider>
      <RegisterCards />
    </SiteAntdProvider>
  )
}

function RegisterCards() {
  const t = useText()
  const { message } = App.useApp()
  const navigate = useNavigate()
  const [form] = Form.useForm<RegisterInput>()
  const [sending, setSending] = useState(false)
  const [captchaKey, setCaptchaKey] = useState(0)

  const onFinish = async (values: RegisterInput) => {
    setSending(true)
    try {
      const { email } = await registerAccount(values)
      // /confirmation says 注册成功 and what comes next: a toast would vanish with this page.
      void navigate(`/confirmation?email=${encodeURIComponent(email)}`)
    } catch (error) {
      // The captcha was used up by this try, right or wrong.
      setCaptchaKey((key) => key + 1)
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
      className="register-form"
      initialValues={{ country: COUNTRY.CHINA, is_sendup: true, privacy: false }}
      onFinish={(values) => void onFinish(values)}
      scrollToFirstError
    >
      <Card title={t('账号信息')} className="register-card">
        <div className="form-grid">
          <Form.Item label={t('邮箱')} name="email" rules={rules.email} required extra={t('用于登录与接收激活邮件')}>
            <Input autoComplete="email" inputMode="email" maxLength={100} />
          </Form.Item>
          <span aria-hidden="true" />
          <NewPasswordFields
            confirmName="password2"
            passwordRules={rules.password}
            confirmRules={rules.password2}
            passwordLabel="密码"
            confirmLabel="确认密码"
          />
        </div>
      </Card>

      <Card title={t('个人与单位信息')} className="register-card">
        <div className="form-grid">
          <Form.Item label={t('姓氏')} name="fname" rules={rules.fname} required>
            <Input autoComplete="family-name" maxLength={50} />
          </Form.Item>
          <Form.Item label={t('名字')} name="lname" rules={rules.lname} required>
            <Input autoComplete="given-name" maxLength={50} />
          </Form.Item>
          <Form.Item label={t('工作单位')} name="address" rules={rules.address} required>
            <Input autoComplete="organization" maxLength={100} placeholder={t('如：复旦大学生命科学学院')} />
          </Form.Item>
          <RegionFields rules={rules} />
          <Form.Item label={t('邮编')} name="zip" rules={rules.zip}>
            <Input autoComplete="postal-code" inputMode="numeric" maxLength={10} />
          </Form.Item>
        </div>
      </Card>

      <Card title={t('联系方式')} className="register-card">
        <div className="form-grid">
          <Form.Item label={t('手机号（短信登录）')} name="tel" rules={rules.tel} required>
            <Input autoComplete="tel-national" inputMode="numeric" maxLength={11} />
          </Form.Item>
          <Form.Item label={t('分机号')} name="tel2" rules={rules.tel2}>
            <Input maxLength={20} />
          </Form.Item>
        </div>
        <Form.Item name="is_sendup" valuePropName="checked" noStyle>
          <Checkbox>{t('接收澜基生物的产品与活动资讯邮件')}</Checkbox>
        </Form.Item>
      </Card>

      <Card className="register-card register-card--submit">
        <div className="form-grid">
          <CaptchaField rules={rules.captcha} refreshKey={captchaKey} />
        </div>
        <Form.Item
          name="privacy"
          valuePropName="checked"
          rules={[
            {
              validator: async (_rule, value: boolean) => {
                if (!value) throw new Error(pageText('请先同意隐私政策!'))
              },
            },
          ]}
        >
          <Checkbox>
            {fillIn(
              t('我已阅读并同意{0}'),
              <a href="/privacyPolicy" target="_blank" rel="noopener">
                {t('《隐私政策》')}
              </a>,
            )}
          </Checkbox>
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          className="register-form__submit"
          loading={sending}
          disabled={sending}
        >
          {t('注册')}
        </Button>
        <p className="register-form__login">{fillIn(t('已有账号？{0}'), <Link to="/login">{t('直接登录')}</Link>)}</p>
      </Card>
    </Form>
  )
}
