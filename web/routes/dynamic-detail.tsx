import { lazy } from 'react'
import type { ArticleDetail } from '#common/schemas/cms.ts'
import { Breadcrumb } from '#web/components/content/breadcrumb.tsx'
import { ClientOnly } from '#web/components/content/client-only.tsx'
import { FloatingTools } from '#web/components/content/floating-tools.tsx'
import { PageBanner } from '#web/components/content/page-banner.tsx'
import { RichText } from '#web/components/content/rich-text.tsx'
import { ContactBand } from '#web/components/service/contact-band.tsx'
import { FormSkeleton } from '#web/components/service/form-skeleton.tsx'
import { pageContext } from '#web/lib/load-context.ts'
import { orNotFound, requireIntParam } from '#web/lib/loader.server.ts'
import { pageMeta, useShell } from '#web/lib/shell.ts'
import { useText } from '#web/lib/page-lang.ts'
import serviceCss from '#web/styles/service.css?url'
import type { Route } from './+types/dynamic-detail'
import { PUBLIC_PAGE } from '#web/lib/public-page.ts'

/** The same for every visitor: cached by the server (ADR 014). */
export const handle = PUBLIC_PAGE

const BookingForm = lazy(() => import('#web/features/booking/booking-form.tsx'))

/** A content (type-1) category's page: /dynamicDetail?id={category id}. */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: serviceCss }]

export async function loader({ url, context }: Route.LoaderArgs) {
  const { api } = pageContext(context)
  const tid = requireIntParam(url, 'id')
  return { article: await orNotFound(api.post<ArticleDetail>('/article/show', { tid })) }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.article.title ?? '',
    description: loaderData?.article.description,
    keywords: loaderData?.article.keywords,
  })

export default function DynamicDetail({ loaderData: { article } }: Route.ComponentProps) {
  const { settings } = useShell()
  const t = useText()
  return (
    <>
      <PageBanner title={article.title} subtitle={article.description} image="/images/banners/page-header.svg" />
      <Breadcrumb items={article.breadcrumb} />
      <div className="container detail-layout">
        <article className="detail-layout__main">
          <h2 className="detail-layout__title">{article.title}</h2>
          <RichText html={article.body} />
        </article>
        <aside className="detail-layout__aside" id="booking" aria-labelledby="booking-title">
          <div className="booking-card">
            <h2 id="booking-title">{t('在线预约')}</h2>
            <p className="booking-card__hint">
              {t('留下联系方式，技术顾问 1 个工作日内回电。咨询热线')} {settings?.xxl_tel}
            </p>
            <ClientOnly fallback={<FormSkeleton rows={7} />} whenVisible>
              {() => <BookingForm title={article.title} aid={article.id} tid={article.tid} />}
            </ClientOnly>
          </div>
        </aside>
      </div>
      <ContactBand />
      <FloatingTools />
    </>
  )
}
