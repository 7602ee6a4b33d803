// The registration captcha (spec §7 help/verify): the server sends the image and an
// opaque id and keeps the answer; the form sends back the id with the typed text.
import { Form, Input, Space } from 'antd'
import type { Rule } from 'antd/es/form'
import { useCallback, useEffect, useState } from 'react'
import { useText } from '#web/lib/page-lang.ts'
import { fetchImageCaptcha } from './auth-api.ts'

interface Props {
  rules: Rule[]
  /** Changing it fetches a new image: every captcha is good for one try. */
  refreshKey: number
}

export function CaptchaField({ rules, refreshKey }: Props) {
  const t = useText()
  const form = Form.useFormInstance()
  const [image, setImage] = useState<string>()

  const load = useCallback(
    () =>
      fetchImageCaptcha().then(
        (captcha) => {
          setImage(captcha.img_info)
          form.setFieldsValue({ captchaId: captcha.captchaId, captcha: '' })
        },
        () => setImage(undefined),
      ),
    [form],
  )

  useEffect(() => {
    void load()
  }, [load, refreshKey])

  return (
    <>
      <Form.Item label={t('验证码')} required>
        <Space.Compact block>
          <Form.Item name="captcha" rules={rules} noStyle>
            <Input
              aria-label={t('验证码')}
              maxLength={6}
              autoComplete="off"
              placeholder={t('请输入右侧图片中的字符')}
            />
          </Form.Item>
          <button type="button" className="captcha-image" onClick={() => void load()} title={t('看不清？换一张')}>
            {image ? (
              <img src={image} width="120" height="40" alt={t('图形验证码，点击更换')} />
            ) : (
              <span>{t('点击获取')}</span>
            )}
          </button>
        </Space.Compact>
      </Form.Item>
      <Form.Item name="captchaId" hidden>
        <Input />
      </Form.Item>
    </>
  )
}
