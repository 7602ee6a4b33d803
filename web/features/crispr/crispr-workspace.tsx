// The client-only part of /crispr for a logged-in customer: the form and 'my jobs'.
import { SiteAntdProvider } from '#web/lib/antd.tsx'
import { JobForm } from './job-form.tsx'
import { JobList } from './job-list.tsx'

export default function CrisprWorkspace() {
  return (
    <SiteAntdProvider>
      <JobForm />
      <JobList />
    </SiteAntdProvider>
  )
}
