import { Alert, Card, Col, Row, Skeleton, Statistic } from 'antd'
import { Suspense, lazy, useEffect, useState } from 'react'
import { Link } from 'react-router'
import { STAFF_ROLE_LABEL } from '#common/schemas/admin-auth.ts'
import { DASHBOARD_CHART_DAYS, type Dashboard, recentSince } from '#common/schemas/admin-dashboard.ts'
import { CRISPR_JOB_STATUS } from '#common/schemas/crispr.ts'
import { ORDER_STATUS, ORDER_STATUS_LABEL, type OrderStatus } from '#common/schemas/orders/status.ts'
import { adminApi } from '#web/admin/lib/admin-api.ts'
import type { DailyChartProps } from '#web/admin/components/daily-chart.tsx'
import { staffSession } from '#web/admin/lib/staff-session.ts'

// The chart library is fetched only when a group with a chart is shown.
const DailyChart = lazy(() => import('#web/admin/components/daily-chart.tsx'))

interface Figure {
  title: string
  value: number
  /** The page the figure is about. */
  to: string
  /** Work waiting for someone: shown in the warning colour when not zero. */
  waiting?: boolean
  /** A second figure under the first (the 30 days beside the 7), leading to the list it counted. */
  secondary?: { label: string; to: string }
}

interface FigureGroup {
  title: string
  /** The parts of the answer it shows: the server sends them only to the roles that may open their pages. */
  parts: readonly (keyof Dashboard)[]
  figures: (dashboard: Required<Dashboard>) => Figure[]
  /** A count per day under the figures. */
  chart?: (dashboard: Required<Dashboard>) => DailyChartProps
}

const isShown = (group: FigureGroup, dashboard: Dashboard): dashboard is Required<Dashboard> =>
  group.parts.every((part) => dashboard[part] !== undefined)

/** A list filtered to the rows created in the last 7 (or 30) China days, as the figures count them. */
const since = (list: string, days: 'last7Days' | 'last30Days' = 'last7Days', filters = '') =>
  `${list}?${filters}from=${recentSince(new Date().toISOString())[days]}`

const recent = (
  title: string,
  counts: { last7Days: number; last30Days: number },
  list: string,
  filters?: string,
): Figure => ({
  title: `${title}（近 7 天）`,
  value: counts.last7Days,
  to: since(list, 'last7Days', filters),
  secondary: { label: `近 30 天：${counts.last30Days}`, to: since(list, 'last30Days', filters) },
})

const GROUPS: readonly FigureGroup[] = [
  {
    title: '订单',
    parts: ['orders'],
    figures: ({ orders }) => [
      ...orders.byStatus.map(({ status, count }) => ({
        title: ORDER_STATUS_LABEL[status as OrderStatus] ?? String(status),
        value: count,
        to: `/admin/orders?status=${status}`,
        waiting: status === ORDER_STATUS.PENDING,
      })),
      recent('新订单', orders, '/admin/orders'),
    ],
    chart: ({ orders }) => ({ label: '新订单', perDay: orders.perDay }),
  },
  {
    title: '客户与访客留言',
    parts: ['newCustomers', 'unhandledInbox', 'newInboxItems'],
    figures: ({ newCustomers, unhandledInbox, newInboxItems }) => [
      recent('新客户', newCustomers, '/admin/customers'),
      {
        title: '未处理的预约',
        value: unhandledInbox.bookings,
        to: '/admin/inbox?tab=bookings&status=0',
        waiting: true,
      },
      {
        title: '未处理的联系留言',
        value: unhandledInbox.contactMessages,
        to: '/admin/inbox?tab=contact-messages&status=0',
        waiting: true,
      },
      {
        title: '未处理的询价',
        value: unhandledInbox.inquiries,
        to: '/admin/inbox?tab=inquiries&status=0',
        waiting: true,
      },
      recent('新预约', newInboxItems.bookings, '/admin/inbox', 'tab=bookings&'),
      recent('新联系留言', newInboxItems.contactMessages, '/admin/inbox', 'tab=contact-messages&'),
      recent('新询价', newInboxItems.inquiries, '/admin/inbox', 'tab=inquiries&'),
    ],
    chart: ({ newCustomers }) => ({ label: '新客户', perDay: newCustomers.perDay }),
  },
  {
    title: 'CRISPR 任务',
    parts: ['crisprJobs'],
    figures: ({ crisprJobs }) => [
      { title: '运行中', value: crisprJobs.running, to: `/admin/crispr-jobs?status=${CRISPR_JOB_STATUS.running}` },
      {
        title: '失败（近 30 天）',
        value: crisprJobs.failedLast30Days,
        to: since('/admin/crispr-jobs', 'last30Days', `status=${CRISPR_JOB_STATUS.failed}&`),
        waiting: true,
      },
      recent('新任务', crisprJobs, '/admin/crispr-jobs'),
    ],
  },
  {
    title: '内容与质粒',
    parts: ['news', 'plasmids'],
    figures: ({ news, plasmids }) => [
      recent('新闻', news, '/admin/news'),
      { title: '质粒', value: plasmids, to: '/admin/plasmids' },
    ],
  },
]

function ChartCard(props: DailyChartProps) {
  return (
    <Col xs={24}>
      <Card size="small" title={`近 ${DASHBOARD_CHART_DAYS} 天每天的${props.label}`}>
        <Suspense fallback={<div className="admin-dashboard__chart" />}>
          <DailyChart {...props} />
        </Suspense>
      </Card>
    </Col>
  )
}

/** /admin: the figures of the parts the staff member's role opens, each leading to its page. */
export default function AdminHome() {
  const user = staffSession.useUser()
  const [dashboard, setDashboard] = useState<Dashboard>()
  const [failure, setFailure] = useState<string>()

  useEffect(() => {
    adminApi
      .get<Dashboard>('/dashboard')
      .then(setDashboard)
      .catch((error: Error) => setFailure(error.message))
  }, [])

  return (
    <>
      <h1 className="admin-page__title">欢迎，{user?.name || user?.email}</h1>
      <p className="admin-page__lead">角色：{user ? STAFF_ROLE_LABEL[user.role] : ''}</p>
      {failure && <Alert type="error" showIcon title={failure} />}
      {!dashboard && !failure && <Skeleton active />}
      {dashboard &&
        GROUPS.map(
          (group) =>
            isShown(group, dashboard) && (
              <section key={group.title} className="admin-dashboard__group" aria-label={group.title}>
                <h2 className="admin-page__subtitle">{group.title}</h2>
                <Row gutter={[16, 16]}>
                  {group.figures(dashboard).map((figure) => (
                    <Col key={figure.title} xs={12} md={8} xl={6}>
                      {/* Two links side by side, not one inside the other: the 30 days open their own list. */}
                      <Card hoverable size="small" className="admin-dashboard__card">
                        <Link to={figure.to} className="admin-dashboard__link">
                          <Statistic
                            title={figure.title}
                            value={figure.value}
                            styles={{
                              content: { color: figure.waiting && figure.value > 0 ? '#ad4e00' : undefined },
                            }}
                          />
                        </Link>
                        {figure.secondary && (
                          <Link to={figure.secondary.to} className="admin-dashboard__secondary">
                            {figure.secondary.label}
                          </Link>
                        )}
                      </Card>
                    </Col>
                  ))}
                  {group.chart && <ChartCard {...group.chart(dashboard)} />}
                </Row>
              </section>
            ),
        )}
    </>
  )
}
