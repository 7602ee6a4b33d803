// The console's frame: the menu of the sections the staff member's role may open, the
// header with who is logged in and the logout, and the page. Without a staff login it
// sends the browser to /admin/login, coming back afterwards; a section the role may not
// open says so instead of showing an empty page (the server refuses its calls anyway).
// Below antd's lg breakpoint the menu leaves the side for a drawer opened from the header,
// so it never covers the page on a phone.
import { LogoutOutlined, MenuOutlined } from '@ant-design/icons'
import { Button, Drawer, Layout, Menu, Result, Space, Tag } from 'antd'
import { useEffect, useState } from 'react'
import { Link, Navigate, Outlet, useLocation } from 'react-router'
import { STAFF_ROLE_LABEL } from '#common/schemas/admin-auth.ts'
import { adminApi } from '#web/admin/lib/admin-api.ts'
import { adminLoginPath, mayOpen, staffSession } from '#web/admin/lib/staff-session.ts'
import { UnsavedChangesGuard } from '#web/admin/lib/unsaved-changes.tsx'
import { UnreadOrdersBadge } from '#web/admin/orders/unread-orders-badge.tsx'
import { ADMIN_SECTIONS, sectionOf } from '#web/admin/sections.ts'
import { AntdProvider } from '#web/lib/antd.tsx'

export default function AdminFrame() {
  return (
    <AntdProvider>
      <Frame />
    </AntdProvider>
  )
}

function Frame() {
  const user = staffSession.useUser()
  const { pathname, search } = useLocation()
  const section = sectionOf(pathname)
  const [drawerOpen, setDrawerOpen] = useState(false)

  useEffect(() => {
    // Someone else may have ended the session (deactivated, logged out elsewhere): ask.
    if (user) void adminApi.get('/auth/me').catch(() => undefined)
  }, [user])

  if (!staffSession.readToken()) return <Navigate to={adminLoginPath(pathname + search)} replace />
  if (!user) return null

  const groups = [...new Set(ADMIN_SECTIONS.map((item) => item.group))]
  const menu = [
    { key: '/admin', label: <Link to="/admin">概览</Link> },
    ...groups.flatMap((group) => {
      const children = ADMIN_SECTIONS.filter((item) => item.group === group && mayOpen(user, item.roles)).map(
        (item) => ({
          key: item.path,
          label: (
            <Link to={item.path}>
              {item.label}
              {item.path === '/admin/orders' && <UnreadOrdersBadge />}
            </Link>
          ),
        }),
      )
      return children.length > 0 ? [{ type: 'group' as const, key: group, label: group, children }] : []
    }),
  ]

  const logout = async () => {
    await adminApi.post('/auth/logout').catch(() => undefined)
    staffSession.clear()
    location.assign('/admin/login')
  }

  const nav = (
    <nav aria-label="后台菜单">
      <Menu
        theme="dark"
        mode="inline"
        selectedKeys={[section?.path ?? '/admin']}
        items={menu}
        onClick={() => setDrawerOpen(false)}
      />
    </nav>
  )

  return (
    <Layout className="admin-frame">
      <Layout.Sider width={208} className="admin-frame__sider">
        <div className="admin-frame__brand">澜基生物 · 管理后台</div>
        {nav}
      </Layout.Sider>
      <Drawer
        className="admin-frame__drawer"
        placement="left"
        size={240}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        title="澜基生物 · 管理后台"
      >
        {nav}
      </Drawer>
      <Layout className="admin-frame__main">
        <Layout.Header className="admin-frame__header">
          <Button
            className="admin-frame__menu-button"
            type="text"
            icon={<MenuOutlined />}
            aria-label="打开菜单"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          />
          <Space size="middle" className="admin-frame__account">
            <span className="admin-frame__user">{user.name || user.email}</span>
            <Tag color="blue">{STAFF_ROLE_LABEL[user.role]}</Tag>
            <Button icon={<LogoutOutlined />} onClick={() => void logout()}>
              退出
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content className="admin-frame__content">
          {section && !mayOpen(user, section.roles) ? (
            <Result status="403" title="无权访问" subTitle="您的角色不能使用这一部分，如需使用请联系管理员。" />
          ) : (
            <UnsavedChangesGuard>
              <Outlet />
            </UnsavedChangesGuard>
          )}
        </Layout.Content>
      </Layout>
    </Layout>
  )
}
