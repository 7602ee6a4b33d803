import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { Breadcrumb } from '#web/components/content/breadcrumb.tsx'
import { PrivacyAcceptancePrompt } from '#web/features/consents/privacy-acceptance-prompt.tsx'
import { useText } from '#web/lib/page-lang.ts'

/** The customer area's sections (DESIGN 'Customer area': left menu, content right). */
const CUSTOMER_SECTIONS = [
  { href: '/order', title: '订单中心' },
  { href: '/account', title: '账户信息' },
  { href: '/addressManagement', title: '收货地址' },
  { href: '/invoices', title: '我的发票' },
] as const

interface Props {
  /** The page's title in Chinese, shown in the page's language (as are the trail's). */
  title: string
  /** Pages between 客户中心 and this one (an order's pages: 订单中心, the order). */
  trail?: { title: string; href: string }[]
  /** The menu entry a page belongs to when its path is not the entry's own (an order's pages). */
  section?: string
  children: ReactNode
}

/**
 * The frame of every customer page: breadcrumb, left menu and title, rendered on the
 * server; the content (antd) arrives after hydration inside it.
 */
export function CustomerLayout({ title, trail = [], section, children }: Props) {
  const t = useText()
  const items = [{ title: '首页', href: '/' }, { title: '客户中心', href: '/order' }, ...trail, { title, href: '' }]
  return (
    <>
      <Breadcrumb items={items.map((item) => ({ ...item, title: t(item.title) }))} />
      <div className="customer-page">
        <div className="container customer-layout">
          <nav className="customer-nav" aria-label={t('客户中心')}>
            <p className="customer-nav__title">{t('客户中心')}</p>
            <ul>
              {CUSTOMER_SECTIONS.map((entry) => (
                <li key={entry.href}>
                  <NavLink
                    to={entry.href}
                    className={({ isActive }) =>
                      isActive || entry.href === section ? 'customer-nav__link active' : 'customer-nav__link'
                    }
                  >
                    {t(entry.title)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <section className="customer-main" aria-labelledby="customer-title">
            <h1 id="customer-title" className="customer-main__title">
              {t(title)}
            </h1>
            {children}
            <PrivacyAcceptancePrompt />
          </section>
        </div>
      </div>
    </>
  )
}
