// The parts of the admin console, who may open each (the same roles the server enforces on
// its /api/v1/admin calls), and where the menu leads.
import type { StaffRole } from '#common/schemas/admin-auth.ts'

export interface AdminSection {
  path: string
  label: string
  group: string
  roles: readonly StaffRole[]
}

const CONTENT: readonly StaffRole[] = ['admin', 'editor']
const ADMIN_ONLY: readonly StaffRole[] = ['admin']

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: '/admin/news', label: '新闻', group: '内容管理', roles: CONTENT },
  { path: '/admin/articles', label: '文章与服务', group: '内容管理', roles: CONTENT },
  { path: '/admin/jobs', label: '招聘职位', group: '内容管理', roles: CONTENT },
  { path: '/admin/plasmids', label: '质粒目录', group: '质粒平台', roles: CONTENT },
  { path: '/admin/audit', label: '操作日志', group: '系统', roles: ADMIN_ONLY },
]

/** The section a console path belongs to (its own page or one below it). */
export const sectionOf = (pathname: string) =>
  ADMIN_SECTIONS.find((section) => pathname === section.path || pathname.startsWith(`${section.path}/`))
