import { Link } from 'react-router'
import type { Job } from '#common/schemas/cms.ts'
import { formatDate } from '#common/china-date.ts'

export const jobDetailHref = (id: number) => `/talentRecruitmentDetail?key=${id}`

/**
 * The job list. On phones each row becomes a card: the cells stack, each with its
 * column name from data-label (see recruitment.css).
 */
export function JobTable({ jobs, caption }: { jobs: Job[]; caption: string }) {
  return (
    <table className="data-table job-table">
      <caption className="job-table__caption">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">职位名称</th>
          <th scope="col">职位类别</th>
          <th scope="col">工作地点</th>
          <th scope="col" className="num">
            招聘人数
          </th>
          <th scope="col">发布时间</th>
        </tr>
      </thead>
      <tbody>
        {jobs.length === 0 && (
          <tr>
            <td colSpan={5} className="job-table__empty">
              暂无在招职位
            </td>
          </tr>
        )}
        {jobs.map((job) => (
          <tr key={job.id}>
            <td className="job-table__title">
              <Link to={jobDetailHref(job.id)} prefetch="intent">
                {job.title}
              </Link>
            </td>
            <td data-label="职位类别">{job.leixing}</td>
            <td data-label="工作地点">{job.didian}</td>
            <td data-label="招聘人数" className="num">
              {job.renshu}
            </td>
            <td data-label="发布时间">
              <time dateTime={job.create_time}>{formatDate(job.create_time)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
