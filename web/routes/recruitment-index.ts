import { redirect } from 'react-router'
import { ENTERPRISE_PAGES } from '#web/components/recruitment/job-kinds.ts'

/** Spec §2: /recruitment opens the social-recruitment list. */
export function loader() {
  return redirect(ENTERPRISE_PAGES.listPath)
}
