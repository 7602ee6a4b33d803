import { useSearchParams } from 'react-router'
import { ClientOnly } from '#web/components/content/client-only.tsx'
import { RequireSession } from '#web/features/account/require-session.tsx'
import { SampleSheetPage } from '#web/features/sheet/sample-sheet.tsx'
import { pageMeta } from '#web/lib/shell.ts'
import sheetCss from '#web/styles/pages/sample-sheet.css?url'
import type { Route } from './+types/sample-sheet'

/** /orderSheet?orderno: an order's sample submission sheet, to print on A4 (the customer's session lives in the browser). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: sheetCss }]

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: '样本送检单', noindex: true })

export default function SampleSheetRoute() {
  const [params] = useSearchParams()
  const orderno = params.get('orderno') ?? ''
  const loading = <p className="sample-sheet__status">正在加载送检单…</p>
  return (
    <div className="container sample-sheet-page">
      <ClientOnly fallback={loading}>
        {() => (
          <RequireSession fallback={loading}>
            <SampleSheetPage orderno={orderno} />
          </RequireSession>
        )}
      </ClientOnly>
    </div>
  )
}
