import type { JobDetail } from '#common/schemas/cms.ts'
import { Breadcrumb } from '#web/components/content/breadcrumb.tsx'
import { JobArticle } from '#web/components/recruitment/job-article.tsx'
import { ENTERPRISE_PAGES, jobKindPages, resumeEmail } from '#web/components/recruitment/job-kinds.ts'
import { jobDetailHref } from '#web/components/recruitment/job-table.tsx'
import type { RecruitmentContacts } from '#web/components/recruitment/recruitment-contacts.tsx'
import { pageContext } from '#web/lib/load-context.ts'
import { orNotFound, requireIntParam } from '#web/lib/loader.server.ts'
import { plainText } from '#web/lib/plain-text.ts'
import { pageMeta } from '#web/lib/shell.ts'
import recruitmentCss from '#web/styles/pages/recruitment.css?url'
import type { Route } from './+types/talent-recruitment-detail'
import { PUBLIC_PAGE } from '#web/lib/public-page.ts'

/** The same for every visitor: cached by the server (ADR 014). */
export const handle = PUBLIC_PAGE

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: recruitmentCss }]

export async function loader({ url, context }: Route.LoaderArgs) {
  const { api } = pageContext(context)
  const id = requireIntParam(url, 'key')
  const [job, contacts] = await Promise.all([
    orNotFound(api.get<JobDetail>(`/jobs/${id}`)),
    api.post<RecruitmentContacts>('/article/tdyouxiang'),
  ])
  return { job, email: resumeEmail(job.kind, contacts) }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData ? `${loaderData.job.title} - 加入我们` : '加入我们',
    description: loaderData
      ? `${loaderData.job.title}（${loaderData.job.leixing}，${loaderData.job.didian}）：${plainText(loaderData.job.body).slice(0, 120)}`
      : undefined,
    keywords: loaderData ? `澜基生物招聘,${loaderData.job.title},${loaderData.job.leixing}` : undefined,
  })

export default function TalentRecruitmentDetail({ loaderData: { job, email } }: Route.ComponentProps) {
  const list = jobKindPages(job.kind)
  return (
    <>
      <Breadcrumb
        items={[
          { title: '首页', href: '/' },
          { title: '加入我们', href: ENTERPRISE_PAGES.listPath },
          { title: list.label, href: list.listPath },
          { title: job.title, href: jobDetailHref(job.id) },
        ]}
      />
      <div className="section job-detail">
        <div className="container">
          <JobArticle job={job} email={email} />
        </div>
      </div>
    </>
  )
}
