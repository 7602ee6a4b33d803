import { Link } from 'react-router'
import type { JobDetail } from '#common/schemas/cms.ts'
import { RichText } from '#web/components/content/rich-text.tsx'
import { formatDate } from '#common/china-date.ts'
import { jobKindPages } from './job-kinds.ts'

export function JobArticle({ job, email }: { job: JobDetail; email: string }) {
  const list = jobKindPages(job.kind)
  return (
    <article className="job-article">
      <header className="job-article__header">
        <p className="section-kicker">{list.label}</p>
        <h1 className="job-article__title">{job.title}</h1>
        <ul className="job-article__meta" aria-label="职位信息">
          <li>职位类别：{job.leixing}</li>
          <li>工作地点：{job.didian}</li>
          <li>招聘人数：{job.renshu} 人</li>
          <li>
            发布时间：<time dateTime={job.create_time}>{formatDate(job.create_time)}</time>
          </li>
        </ul>
      </header>
      <RichText html={job.body} className="job-article__body" />
      <aside className="job-article__apply">
        <div>
          <h2>投递简历</h2>
          <p>
            请将简历发送至 <a href={`mailto:${email}?subject=${encodeURIComponent(`应聘：${job.title}`)}`}>{email}</a>
            ，邮件标题注明“应聘：{job.title}”。
          </p>
        </div>
        <Link to={list.listPath} className="button">
          ← 返回{list.label}列表
        </Link>
      </aside>
    </article>
  )
}
