// /account (spec §2, §5 'Account'): the basic-info card, the default shipping address
// card with 'manage more addresses', update and cancel. A changed mobile number must be
// confirmed by SMS before saving (请提交手机验证码).
import { App, Button, Card, Checkbox, Form, Input, Select, Tag } from 'antd'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import {
  type Account,
  PHONE_NOT_CONFIRMED,
  ROAD_LABEL,
  type UpdateAccountInput,
  UpdateAccountSchema,
} from '#common/schemas/account.ts'
import { COUNTRY } from '#common/schemas/account-fields.ts'
import { PanelSkeleton } from '#web/components/account/panel-skeleton.tsx'
import { AddressFields } from '#web/features/region/address-fields.tsx'
import { SiteAntdProvider } from '#web/lib/antd.tsx'
import { optionsIn, pageText, useText } from '#web/lib/page-lang.ts'
import { readUser, saveUser } from '#web/lib/session.ts'
import { applyApiError, zodRules } from '#web/lib/zod-form.ts'
import { useMarketingChanges } from '#web/features/consents/marketing-sync.ts'
import { fetchAccount, updateAccount } from './account-api.ts'
import { PhoneConfirm } from './phone-confirm.tsx'

const rules = zodRules(UpdateAccountSchema)
const ROAD_OPTIONS = Object.entries(ROAD_LABEL).map(([value, label]) => ({ value: Number(value), label }))

type FormValues = UpdateAccountInput & { code?: string }

/** The account as the form holds it: profile fields, then the default address flattened (spec §5 names). */
function formValuesOf(account: Account): FormValues {
  const { member_address: address, id: _id, ...profile } = account
  return {
    ...profile,
    is_sendup: profile.is_sendup === 1,
    name: address?.name ?? `${account.fname}${account.lname}`,
    addr_company: address?.company ?? account.company,
    country: address?.country ?? COUNTRY.CHINA,
    province_id: address?.province_id,
    city_id: address?.city_id,
    address: address?.address ?? '',
    zip: address?.zip ?? '',
    addr_tel: address?.tel ?? account.tel,
    addr_tel2: address?.tel2 ?? '',
    code: '',
  }
}

export default function AccountForm() {
  return (
    <SiteAntdProvider>
      <AccountPanel />
    </SiteAntdProvider>
  )
}

function AccountPanel() {
  const { message } = App.useApp()
  const [account, setAccount] = useState<Account>()
  const [failed, setFailed] = useState<string>()

  useEffect(() => {
    let current = true
    fetchAccount().then(
      (loaded) => current && setAccount(loaded),
      (error: unknown) => {
        if (!current) return
        setFailed((error as Error).message)
        message.error((error as Error).message)
      },
    )
    return () => {
      current = false
    }
  }, [message])

  if (failed) return <p className="customer-main__error">{failed}</p>
  if (!account) return <PanelSkeleton rows={8} />
  return <AccountEditor account={account} onSaved={setAccount} />
}

function AccountEditor({ account, onSaved }: { account: Account; onSaved: (account: Account) => void }) {
  const t = useText()
  const { message } = App.useApp()
  const navigate = useNavigate()
  const [form] = Form.useForm<FormValues>()
  const [savedTel, setSavedTel] = useState(account.tel)
  /** Spec §4: set once the number was confirmed by its SMS code (only then is it an SMS login). */
  const [phoneConfirmed, setPhoneConfirmed] = useState(account.tel_verified === 1)
  const [sending, setSending] = useState(false)
  const tel = (Form.useWatch('tel', form) as string | undefined)?.trim() ?? savedTel
  const phoneChanged = tel !== savedTel
  useMarketingChanges((granted) => {
    form.setFieldValue('is_sendup', granted === 1)
    onSaved({ ...account, is_sendup: granted })
  })

  const onPhoneConfirmed = (confirmed: string) => {
    setSavedTel(confirmed)
    setPhoneConfirmed(true)
    form.setFieldValue('tel', confirmed)
    const user = readUser()
    if (user) saveUser({ ...user, tel: confirmed })
  }

  const onFinish = async ({ code: _code, ...values }: FormValues) => {
    if (phoneChanged) {
      message.warning(pageText(PHONE_NOT_CONFIRMED))
      return
    }
    setSending(true)
    try {
      const { data: saved, message: done } = await updateAccount(values)
      message.success(done)
      onSaved(saved)
      form.setFieldsValue(formValuesOf(saved))
      const user = readUser()
      if (user)
        saveUser({ ...user, fname: saved.fname, lname: saved.lname, username: saved.username, company: saved.company })
    } catch (error) {
      const text = applyApiError(form, error)
      if (text) message.error(text)
    } finally {
      setSending(false)
    }
  }

  const cancel = () => {
    form.setFieldsValue({ ...formValuesOf(account), tel: savedTel })
    form.setFields(Object.keys(formValuesOf(account)).map((name) => ({ name, errors: [] })))
  }

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={formValuesOf(account)}
      onFinish={(values) => void onFinish(values)}
      scrollToFirstError
    >
      <Card
        title={t('基本信息')}
        extra={<span className="customer-card__extra">{t(`客户编号 ${account.id}`)}</span>}
        className="customer-card"
      >
        <div className="form-grid">
          <Form.Item label={t('登录邮箱')} name="email" rules={rules.email} required extra={t('登录邮箱不能修改')}>
            <Input disabled />
          </Form.Item>
          <Form.Item label={t('用户名')} name="username" rules={rules.username}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item label={t('姓氏')} name="fname" rules={rules.fname} required>
            <Input autoComplete="family-name" maxLength={50} />
          </Form.Item>
          <Form.Item label={t('名字')} name="lname" rules={rules.lname} required>
            <Input autoComplete="given-name" maxLength={50} />
          </Form.Item>
          <Form.Item label={t('单位名称')} name="company" rules={rules.company} required>
            <Input autoComplete="organization" maxLength={100} />
          </Form.Item>
          <Form.Item label={t('部门')} name="department" rules={rules.department} required>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            label={t('手机号')}
            name="tel"
            rules={rules.tel}
            required
            extra={t('验证后可用于短信登录，修改后需重新验证')}
          >
            <Input
              autoComplete="tel-national"
              inputMode="numeric"
              maxLength={11}
              suffix={
                !phoneChanged &&
                savedTel !== '' && (
                  <Tag color={phoneConfirmed ? 'success' : 'warning'} className="phone-status">
                    {t(phoneConfirmed ? '已验证' : '未验证')}
                  </Tag>
                )
              }
            />
          </Form.Item>
          <Form.Item label={t('分机号')} name="tel2" rules={rules.tel2}>
            <Input maxLength={20} />
          </Form.Item>
          {(phoneChanged || (!phoneConfirmed && tel !== '')) && (
            <div className="form-grid__wide">
              <PhoneConfirm phone={tel} changed={phoneChanged} onConfirmed={onPhoneConfirmed} />
            </div>
          )}
          <Form.Item label={t('办公电话')} name="phone" rules={rules.phone}>
            <Input autoComplete="tel" maxLength={30} />
          </Form.Item>
          <Form.Item label={t('备用电话')} name="phone1" rules={rules.phone1}>
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item label={t('PI 姓氏')} name="pi_fname" rules={rules.pi_fname} required>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item label={t('PI 名字')} name="pi_lname" rules={rules.pi_lname} required>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item label={t('PI 邮箱')} name="pi_email" rules={rules.pi_email}>
            <Input inputMode="email" maxLength={100} />
          </Form.Item>
          <Form.Item label={t('了解渠道')} name="road" rules={rules.road} required>
            <Select options={optionsIn(ROAD_OPTIONS, t)} />
          </Form.Item>
          <Form.Item label={t('发票抬头')} name="fapiao_title" rules={rules.fapiao_title}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item label={t('纳税人识别号')} name="com_code" rules={rules.com_code}>
            <Input maxLength={50} />
          </Form.Item>
        </div>
        <Form.Item name="is_sendup" valuePropName="checked" noStyle>
          <Checkbox>{t('接收澜基生物的产品与活动资讯邮件')}</Checkbox>
        </Form.Item>
      </Card>

      <Card
        title={t('默认收货地址')}
        className="customer-card"
        extra={<Button onClick={() => void navigate('/addressManagement')}>{t('管理更多地址')}</Button>}
      >
        <div className="form-grid">
          <AddressFields
            rules={rules}
            names={{ company: 'addr_company', tel: 'addr_tel', tel2: 'addr_tel2' }}
            labels={{ contact: t('收货人'), tel: t('收货人电话') }}
          />
        </div>
      </Card>

      <div className="customer-actions">
        <Button type="primary" htmlType="submit" size="large" loading={sending} disabled={sending}>
          {t('更新')}
        </Button>
        <Button size="large" onClick={cancel}>
          {t('取消')}
        </Button>
      </div>
    </Form>
  )
}
