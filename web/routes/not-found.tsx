import { data } from 'react-router'
import { StatusPage } from '#web/components/layout/status-page.tsx'
import { pageMeta, useShell } from '#web/lib/shell.ts'
import type { Route } from './+types/not-found'

export function loader() {
  return data(null, { status: 404 })
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: '页面不存在', noindex: true })

export default function NotFound() {
  const { t } = useShell()
  return <StatusPage code={404} title={t.notFoundTitle} text={t.notFoundText} />
}
