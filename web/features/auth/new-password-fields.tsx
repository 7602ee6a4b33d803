import { Form, Input } from 'antd'
import type { Rule } from 'antd/es/form'
import { PASSWORD_MISMATCH } from '#common/schemas/auth.ts'
import { pageText, useText } from '#web/lib/page-lang.ts'

interface Props {
  /** Field name of the confirmation: password2 at registration, repassword at reset. */
  confirmName: string
  passwordRules: Rule[]
  confirmRules: Rule[]
  /** The labels in Chinese, shown in the page's language. */
  passwordLabel: string
  confirmLabel: string
}

/** A new password and its confirmation, which must match (密码不一致!). */
export function NewPasswordFields({ confirmName, passwordRules, confirmRules, passwordLabel, confirmLabel }: Props) {
  const t = useText()
  return (
    <>
      <Form.Item
        label={t(passwordLabel)}
        name="password"
        rules={passwordRules}
        required
        extra={t('至少 8 位，需包含字母、数字和特殊字符')}
      >
        <Input.Password autoComplete="new-password" maxLength={64} />
      </Form.Item>
      <Form.Item
        label={t(confirmLabel)}
        name={confirmName}
        dependencies={['password']}
        required
        rules={[
          ...confirmRules,
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string | undefined) => {
              if (value && value !== getFieldValue('password')) throw new Error(pageText(PASSWORD_MISMATCH))
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={64} />
      </Form.Item>
    </>
  )
}
