import { data } from 'react-router'
import type { Job, Page } from '#common/schemas/cms.ts'
import { Pagination } from '#web/components/content/pagination.tsx'
import { JOB_PAGE_SIZES, jobKindOfPath, jobKindPages, jobPageSize } from '#web/components/recruitment/job-kinds.ts'
import { JobTable } from '#web/components/recruitment/job-table.tsx'
import { pageContext } from '#web/lib/load-context.ts'
import { pageParam, redirectPastLastPage } from '#web/lib/loader.server.ts'
import { pageMeta } from '#web/lib/shell.ts'
import type { Route } from './+types/recruitment-jobs'
import { PUBLIC_PAGE } from '#web/lib/public-page.ts'

/** The same for every visitor: cached by the server (ADR 014). */
export const handle = PUBLIC_PAGE

export async function loader({ url, context }: Route.LoaderArgs) {
  const { api } = pageContext(context)
  const kind = jobKindOfPath(url.pathname)
  if (!kind) throw data('Not Found', { status: 404 })
  const page = pageParam(url)
  const size = jobPageSize(url.searchParams.get('size'))
  const { info } = await api.post<{ info: Page<Job> }>('/article/zhaopin', { type: kind.kind, page, size })
  redirectPastLastPage(url, { page, size, total: info.total })
  return { kind: kind.kind, jobs: info, page, size }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const pages = loaderData ? jobKindPages(loaderData.kind) : undefined
  return pageMeta(matches, {
    title: `${pages?.label ?? '招聘'} - 加入我们`,
    description: pages?.intro,
    keywords: `澜基生物招聘,${pages?.label ?? ''},基因编辑招聘,生物信息招聘,简历投递`,
  })
}

export default function RecruitmentJobs({ loaderData: { kind, jobs, page, size } }: Route.ComponentProps) {
  return (
    <>
      <JobTable jobs={jobs.data} caption={`${jobKindPages(kind).label}职位`} />
      <Pagination page={page} size={size} total={jobs.total} sizes={JOB_PAGE_SIZES} />
    </>
  )
}
