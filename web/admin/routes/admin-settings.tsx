import { App, Button, Card, Col, Form, Input, Row, Spin } from 'antd'
import { useEffect, useState } from 'react'
import { SettingsInputSchema } from '#common/schemas/admin-content.ts'
import { RETENTION_SETTING } from '#common/schemas/deliverables.ts'
import { ImageField } from '#web/admin/components/image-field.tsx'
import { adminApi } from '#web/admin/lib/admin-api.ts'
import { useFormSave } from '#web/admin/lib/use-form-save.ts'
import { zodFormRules } from '#web/lib/zod-form.ts'

type Settings = Record<string, string>

/** How a setting is entered: a line, a longer text, or a picture uploaded like the site's other images. */
type Kind = 'line' | 'long' | 'image'

/** The settings the site uses, by group, with what each means; any other the site has is listed last. */
const GROUPS: readonly {
  title: string
  fields: readonly (readonly [name: string, label: string, kind?: Kind])[]
}[] = [
  {
    title: '网站信息',
    fields: [
      ['xxl_title', '公司名称（网站标题）'],
      ['site_name_en', '英文名称'],
      ['site_keywords', 'SEO 关键词', 'long'],
      ['site_description', 'SEO 描述', 'long'],
      ['site_logo', 'Logo', 'image'],
      ['site_logo_white', '白色 Logo', 'image'],
    ],
  },
  {
    title: '联系方式',
    fields: [
      ['xxl_tel', '联系电话'],
      ['contact_tel_intl', '国际电话'],
      ['xxl_qq', '客服邮箱'],
      ['sales_email', '销售邮箱（接收询价）'],
      ['order_message_email', '订单留言邮箱（订单尚无负责员工时接收客户留言，空则用客服邮箱）'],
      ['hr_email', '招聘邮箱'],
      ['contact_address', '公司地址'],
      ['contact_zip', '邮编'],
      ['work_hours', '工作时间'],
      ['comany_map', '公司地图图片', 'image'],
      ['wechat_qrcode', '微信二维码图片', 'image'],
    ],
  },
  {
    title: '个人信息保护负责人（显示在隐私政策页）',
    fields: [
      ['privacy_officer_name', '负责人姓名'],
      ['privacy_officer_contact', '联系方式（电话或邮箱）'],
    ],
  },
  {
    title: '招聘热线',
    fields: [
      ['zp_hottel1', '招聘热线 1'],
      ['zp_hottel2', '招聘热线 2'],
    ],
  },
  {
    title: '页脚与备案',
    fields: [
      ['xxl_copyright', '版权信息', 'long'],
      ['xxl_beian', '备案号'],
      ['beian_url', '备案查询链接'],
    ],
  },
  {
    title: '交付文件',
    fields: [[RETENTION_SETTING, '保留天数（交付后，到期删除）']],
  },
  {
    title: '关于我们页的数字',
    fields: [
      ['keyanyuansuo', '服务科研院所（家）'],
      ['jishugongsi', '服务技术公司（家）'],
      ['xiangmujinyan', '项目经验（年）'],
      ['geleiyangben', '各类样本（份）'],
    ],
  },
]
const DESCRIBED = new Set(GROUPS.flatMap((group) => group.fields.map(([name]) => name)))

const rulesFor = zodFormRules(SettingsInputSchema)

/** /admin/settings (admins): the website settings, checked with the same schema as the server. */
export default function AdminSettings() {
  const { message } = App.useApp()
  const [form] = Form.useForm<{ settings: Settings }>()
  const [settings, setSettings] = useState<Settings>()
  const { save: saveForm, saving, changed } = useFormSave(form)

  useEffect(() => {
    adminApi
      .get<{ settings: Settings }>('/settings')
      .then((result) => setSettings(result.settings))
      .catch((error: Error) => message.error(error.message))
  }, [message])

  const save = async ({ settings: values }: { settings: Settings }) => {
    const saved = await saveForm(() => adminApi.put<{ settings: Settings }>('/settings', { settings: values }))
    if (saved) form.setFieldsValue({ settings: saved.settings })
  }

  if (!settings) return <Spin />
  const others = Object.keys(settings).filter((name) => !DESCRIBED.has(name))
  const groups = [
    ...GROUPS.map((group) => ({ ...group, fields: group.fields.filter(([name]) => name in settings) })),
    { title: '其他设置', fields: others.map((name) => [name, name] as const) },
  ].filter((group) => group.fields.length > 0)

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ settings }}
      onFinish={(values) => void save(values)}
      onValuesChange={changed}
    >
      <Card
        title={<h1 className="admin-page__title">网站设置</h1>}
        extra={
          <Button type="primary" htmlType="submit" loading={saving}>
            保存
          </Button>
        }
      >
        {groups.map((group) => (
          <section key={group.title}>
            <h2 className="admin-page__subtitle">{group.title}</h2>
            <Row gutter={16}>
              {group.fields.map(([name, label, kind = 'line']) => (
                <Col key={name} xs={24} md={kind === 'long' ? 24 : 12}>
                  <Form.Item
                    name={['settings', name]}
                    label={label}
                    rules={rulesFor(['settings', name])}
                    tooltip={name}
                  >
                    {kind === 'image' ? (
                      <ImageField label={label} />
                    ) : kind === 'long' ? (
                      <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
                    ) : (
                      <Input />
                    )}
                  </Form.Item>
                </Col>
              ))}
            </Row>
          </section>
        ))}
        <Button type="primary" htmlType="submit" loading={saving}>
          保存
        </Button>
      </Card>
    </Form>
  )
}
