import { NavLink, Outlet, useLocation } from 'react-router'
import { Breadcrumb } from '#web/components/content/breadcrumb.tsx'
import { PageBanner } from '#web/components/content/page-banner.tsx'
import { JOB_KIND_PAGES, jobKindOfPath } from '#web/components/recruitment/job-kinds.ts'
import { useText } from '#web/lib/page-lang.ts'
import contactCss from '#web/styles/pages/contact.css?url'
import recruitmentCss from '#web/styles/pages/recruitment.css?url'
import type { Route } from './+types/contact-us'
import { PUBLIC_PAGE } from '#web/lib/public-page.ts'

/** The same for every visitor: cached by the server (ADR 014). */
export const handle = PUBLIC_PAGE

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: contactCss },
  { rel: 'stylesheet', href: recruitmentCss },
]

const CONTACT_TABS = [
  { label: '联系我们', href: '/contactUs' },
  ...JOB_KIND_PAGES.map((page) => ({ label: page.label, href: page.contactPath })),
]

/** /contactUs and its talent-recruitment pages: banner, breadcrumb and tabs. */
export default function ContactUs() {
  const t = useText()
  const { pathname } = useLocation()
  const recruitment = jobKindOfPath(pathname)
  return (
    <>
      <PageBanner
        title={t('联系我们')}
        subtitle={t('技术顾问工作日 2 小时内响应，期待与您合作')}
        image="/images/banners/page-header.svg"
      />
      <Breadcrumb
        items={[
          { title: '首页', href: '/' },
          { title: '联系我们', href: '/contactUs' },
          ...(recruitment ? [{ title: recruitment.label, href: recruitment.contactPath }] : []),
        ]}
      />
      <div className="container">
        <nav aria-label={t('联系我们栏目')} className="contact-tabs">
          <ul className="tabs">
            {CONTACT_TABS.map((tab) => (
              <li key={tab.href}>
                <NavLink to={tab.href} end>
                  {t(tab.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <Outlet />
    </>
  )
}
