// /order, where the login lands by default (spec §9). Until the order centre is built
// (its own issue), it gives the customer what exists: who is logged in, the default
// delivery address, and the three services with how to order them today.
import { App, Button, Card, Descriptions } from 'antd'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import type { Account } from '#common/schemas/account.ts'
import { PanelSkeleton } from '#web/components/account/panel-skeleton.tsx'
import { regionText } from '#web/features/region/region-fields.tsx'
import { AntdProvider } from '#web/lib/antd.tsx'
import { useShell } from '#web/lib/shell.ts'
import { fetchAccount } from './account-api.ts'

/** The fixed order types of spec §2 'Order routes'. */
const ORDER_KINDS = [
  {
    type: 1,
    title: 'GUIDE-seq 脱靶检测',
    icon: '/images/icons/guide-seq.svg',
    text: '全基因组无偏倚检测 CRISPR 脱靶位点',
  },
  {
    type: 2,
    title: '扩增子检测',
    icon: '/images/icons/amplicon.svg',
    text: '靶位点扩增子测序，定量编辑效率与突变类型',
  },
  { type: 3, title: '细胞系构建', icon: '/images/icons/cell-line.svg', text: '基因敲除、点突变、敲入等稳定细胞株定制' },
] as const

export default function OrderOverview() {
  return (
    <AntdProvider>
      <Overview />
    </AntdProvider>
  )
}

function Overview() {
  const { message } = App.useApp()
  const navigate = useNavigate()
  const { settings } = useShell()
  const [account, setAccount] = useState<Account>()

  useEffect(() => {
    fetchAccount().then(setAccount, (error: unknown) => message.error((error as Error).message))
  }, [message])

  if (!account) return <PanelSkeleton rows={4} />
  const address = account.member_address
  return (
    <>
      <Card
        className="customer-card"
        title={`欢迎回来，${account.fname}${account.lname}`}
        extra={<Button onClick={() => void navigate('/account')}>编辑账户信息</Button>}
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label="单位">{account.company}</Descriptions.Item>
          <Descriptions.Item label="部门">{account.department || '—'}</Descriptions.Item>
          <Descriptions.Item label="登录邮箱">{account.email}</Descriptions.Item>
          <Descriptions.Item label="手机号">{account.tel}</Descriptions.Item>
          <Descriptions.Item label="默认收货地址" span={2}>
            {address ? (
              `${address.name}，${regionText(address.province_name, address.city_name)} ${address.address}，${address.tel}`
            ) : (
              <Button type="link" size="small" onClick={() => void navigate('/account')}>
                填写默认收货地址
              </Button>
            )}
          </Descriptions.Item>
        </Descriptions>
      </Card>

      <Card className="customer-card" title="服务订单">
        <ul className="order-kinds">
          {ORDER_KINDS.map((kind) => (
            <li key={kind.type} className="order-kind">
              <img src={kind.icon} width="48" height="48" alt="" />
              <div>
                <h3>{kind.title}</h3>
                <p>{kind.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="order-kinds__note">
          在线下单即将开放。现在送样请联系技术顾问建单：电话 {settings?.xxl_tel}，邮箱 {settings?.xxl_qq}。
        </p>
      </Card>
    </>
  )
}
