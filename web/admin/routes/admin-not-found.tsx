import { Result } from 'antd'
import { Link, data } from 'react-router'
import type { Route } from './+types/admin-not-found'

/** An unknown /admin/… path: a 404 answer (the server's render too), shown inside the console's frame. */
export function loader() {
  return data(null, { status: 404 })
}

export const meta: Route.MetaFunction = () => [
  { title: '页面不存在 - 管理后台' },
  { name: 'robots', content: 'noindex' },
]

export default function AdminNotFound() {
  return (
    <Result
      status="404"
      title="页面不存在"
      subTitle="管理后台没有这个页面，请从菜单进入。"
      extra={<Link to="/admin">返回概览</Link>}
    />
  )
}
