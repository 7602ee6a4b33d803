import type { ContentBlock } from '#common/schemas/cms.ts'
import { Breadcrumb } from '#web/components/content/breadcrumb.tsx'
import { PrivacyOfficer } from '#web/components/content/privacy-officer.tsx'
import { RichText } from '#web/components/content/rich-text.tsx'
import { pageContext } from '#web/lib/load-context.ts'
import { plainText } from '#web/lib/plain-text.ts'
import { pageMeta } from '#web/lib/shell.ts'
import privacyCss from '#web/styles/pages/privacy.css?url'
import type { Route } from './+types/privacy-policy'
import { PUBLIC_PAGE } from '#web/lib/public-page.ts'

/** The same for every visitor: cached by the server (ADR 014). */
export const handle = PUBLIC_PAGE

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: privacyCss }]

export async function loader({ context }: Route.LoaderArgs) {
  const { api } = pageContext(context)
  return { policy: await api.post<ContentBlock>('/help/privacy') }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.policy.title || '隐私政策',
    description: loaderData ? plainText(loaderData.policy.body).slice(0, 150) : undefined,
    keywords: '隐私政策,个人信息保护,澜基生物',
  })

export default function PrivacyPolicy({ loaderData: { policy } }: Route.ComponentProps) {
  const title = policy.title || '隐私政策'
  return (
    <>
      <Breadcrumb
        items={[
          { title: '首页', href: '/' },
          { title, href: '/privacyPolicy' },
        ]}
      />
      <div className="section privacy">
        <div className="container">
          <article className="privacy__article">
            {!/<h1[\s>]/i.test(policy.body) && <h1>{title}</h1>}
            <RichText html={policy.body} />
            <PrivacyOfficer />
          </article>
        </div>
      </div>
    </>
  )
}
