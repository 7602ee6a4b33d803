import { NavLink, Outlet, useLocation } from 'react-router'
import type { Welfare } from '#common/schemas/cms.ts'
import { Breadcrumb } from '#web/components/content/breadcrumb.tsx'
import { PageBanner } from '#web/components/content/page-banner.tsx'
import { ENTERPRISE_PAGES, JOB_KIND_PAGES, jobKindOfPath, resumeEmail } from '#web/components/recruitment/job-kinds.ts'
import { RecruitmentContactBar, type RecruitmentContacts } from '#web/components/recruitment/recruitment-contacts.tsx'
import { WelfareGrid } from '#web/components/recruitment/welfare-grid.tsx'
import { pageContext } from '#web/lib/load-context.ts'
import recruitmentCss from '#web/styles/pages/recruitment.css?url'
import type { Route } from './+types/recruitment'
import { PUBLIC_PAGE } from '#web/lib/public-page.ts'

/** The same for every visitor: cached by the server (ADR 014). */
export const handle = PUBLIC_PAGE

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: recruitmentCss }]

export async function loader({ context }: Route.LoaderArgs) {
  const { api } = pageContext(context)
  const [contacts, welfare] = await Promise.all([
    api.post<RecruitmentContacts>('/article/tdyouxiang'),
    api.post<Welfare[]>('/article/fulidaiyu'),
  ])
  return { contacts, welfare }
}

/** /recruitment/enterprise and /recruitment/school: banner, tabs, hotlines; the table below. */
export default function Recruitment({ loaderData: { contacts, welfare } }: Route.ComponentProps) {
  const { pathname } = useLocation()
  const current = jobKindOfPath(pathname) ?? ENTERPRISE_PAGES
  return (
    <>
      <PageBanner
        title="加入我们"
        subtitle="与澜基一起，让每一次基因编辑都精准可靠"
        image="/images/banners/page-header.svg"
      />
      <Breadcrumb
        items={[
          { title: '首页', href: '/' },
          { title: '加入我们', href: ENTERPRISE_PAGES.listPath },
          { title: current.label, href: current.listPath },
        ]}
      />
      <section className="section">
        <div className="container">
          <div className="recruit-toolbar">
            <nav aria-label="招聘类别">
              <ul className="tabs recruit-tabs">
                {JOB_KIND_PAGES.map((page) => (
                  <li key={page.kind}>
                    <NavLink to={page.listPath}>{page.label}</NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <RecruitmentContactBar hotlines={contacts.hotlines} email={resumeEmail(current.kind, contacts)} />
          </div>
          <Outlet />
        </div>
      </section>
      <WelfareGrid items={welfare} />
    </>
  )
}
