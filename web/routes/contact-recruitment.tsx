import { Link, data } from 'react-router'
import type { Welfare, WorkPlace } from '#common/schemas/cms.ts'
import { jobKindOfPath, jobKindPages, resumeEmail } from '#web/components/recruitment/job-kinds.ts'
import { RecruitmentContactBar, type RecruitmentContacts } from '#web/components/recruitment/recruitment-contacts.tsx'
import { WelfareGrid } from '#web/components/recruitment/welfare-grid.tsx'
import { WorkPlaces } from '#web/components/recruitment/work-places.tsx'
import { pageContext } from '#web/lib/load-context.ts'
import { pageMeta, useShell } from '#web/lib/shell.ts'
import type { Route } from './+types/contact-recruitment'
import { SectionKicker } from '#web/components/content/section-kicker.tsx'
import { PUBLIC_PAGE } from '#web/lib/public-page.ts'

/** The same for every visitor: cached by the server (ADR 014). */
export const handle = PUBLIC_PAGE

export async function loader({ url, context }: Route.LoaderArgs) {
  const { api } = pageContext(context)
  const kind = jobKindOfPath(url.pathname)
  if (!kind) throw data('Not Found', { status: 404 })
  const [contacts, welfare, places] = await Promise.all([
    api.post<RecruitmentContacts>('/article/tdyouxiang'),
    api.post<Welfare[]>('/article/fulidaiyu'),
    api.post<WorkPlace[]>('/article/gzdidian'),
  ])
  return { kind: kind.kind, contacts, welfare, places }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const label = loaderData ? jobKindPages(loaderData.kind).label : '人才招聘'
  return pageMeta(matches, {
    title: `${label} - 联系我们`,
    description: loaderData ? jobKindPages(loaderData.kind).intro : undefined,
    keywords: `澜基生物${label},招聘热线,简历投递,福利待遇,工作地点`,
  })
}

export default function ContactRecruitment({ loaderData: { kind, contacts, welfare, places } }: Route.ComponentProps) {
  const { settings } = useShell()
  const pages = jobKindPages(kind)
  return (
    <>
      <section className="section">
        <div className="container contact-recruit">
          <div>
            <SectionKicker name="joinUs" />
            <h2 className="section-title">{pages.label}</h2>
            <p className="contact-recruit__intro">{pages.intro}</p>
            <RecruitmentContactBar hotlines={contacts.hotlines} email={resumeEmail(kind, contacts)} />
          </div>
          <Link to={pages.listPath} className="button button--accent">
            查看在招职位 →
          </Link>
        </div>
      </section>
      <WelfareGrid items={welfare} />
      <WorkPlaces places={places} map={settings?.comany_map} />
    </>
  )
}
