// The parts of the admin console, who may open each (the same roles the server enforces on
// its /api/v1/admin calls), and where the menu leads.
import { OPERATORS, type StaffRole } from '#common/schemas/admin-auth.ts'

export interface AdminSection {
  path: string
  label: string
  group: string
  roles: readonly StaffRole[]
}

const CONTENT: readonly StaffRole[] = ['admin', 'editor']
const ADMIN_ONLY: readonly StaffRole[] = ['admin']

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: '/admin/categories', label: '栏目', group: '内容管理', roles: CONTENT },
  { path: '/admin/news', label: '新闻', group: '内容管理', roles: CONTENT },
  { path: '/admin/articles', label: '文章与服务', group: '内容管理', roles: CONTENT },
  { path: '/admin/ads', label: '轮播广告', group: '内容管理', roles: CONTENT },
  { path: '/admin/blocks', label: '页面文字', group: '内容管理', roles: CONTENT },
  { path: '/admin/jobs', label: '招聘职位', group: '招聘', roles: CONTENT },
  { path: '/admin/welfare', label: '员工福利', group: '招聘', roles: CONTENT },
  { path: '/admin/work-places', label: '工作地点', group: '招聘', roles: CONTENT },
  { path: '/admin/plasmids', label: '质粒目录', group: '质粒平台', roles: CONTENT },
  { path: '/admin/orders', label: '全部订单', group: '订单管理', roles: OPERATORS },
  { path: '/admin/fapiao-requests', label: '发票申请', group: '订单管理', roles: OPERATORS },
  { path: '/admin/plasmid-filters', label: '筛选项', group: '质粒平台', roles: CONTENT },
  { path: '/admin/customers', label: '客户', group: '客户与运营', roles: OPERATORS },
  { path: '/admin/inbox', label: '访客留言', group: '客户与运营', roles: OPERATORS },
  { path: '/admin/outboxes', label: '发信记录', group: '客户与运营', roles: OPERATORS },
  { path: '/admin/crispr-jobs', label: 'CRISPR 任务', group: '客户与运营', roles: OPERATORS },
  { path: '/admin/staff', label: '工作人员', group: '系统', roles: ADMIN_ONLY },
  { path: '/admin/settings', label: '网站设置', group: '系统', roles: ADMIN_ONLY },
  { path: '/admin/audit', label: '操作日志', group: '系统', roles: ADMIN_ONLY },
]

/** The section a console path belongs to (its own page or one below it). */
export const sectionOf = (pathname: string) =>
  ADMIN_SECTIONS.find((section) => pathname === section.path || pathname.startsWith(`${section.path}/`))
