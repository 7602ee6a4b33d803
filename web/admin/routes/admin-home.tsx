import { Card, Col, Row } from 'antd'
import { Link } from 'react-router'
import { STAFF_ROLE_LABEL } from '#common/schemas/admin-auth.ts'
import { mayOpen, staffSession } from '#web/admin/lib/staff-session.ts'
import { ADMIN_SECTIONS } from '#web/admin/sections.ts'

/** /admin: who is logged in and the sections their role opens. */
export default function AdminHome() {
  const user = staffSession.useUser()
  const sections = ADMIN_SECTIONS.filter((section) => mayOpen(user, section.roles))
  return (
    <>
      <h1 className="admin-page__title">欢迎，{user?.name || user?.email}</h1>
      <p className="admin-page__lead">角色：{user ? STAFF_ROLE_LABEL[user.role] : ''}。可以使用以下功能：</p>
      <Row gutter={[16, 16]}>
        {sections.map((section) => (
          <Col key={section.path} xs={24} sm={12} lg={8}>
            <Link to={section.path}>
              <Card hoverable size="small" title={section.label}>
                {section.group}
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </>
  )
}
