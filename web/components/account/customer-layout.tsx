import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { Breadcrumb } from '#web/components/content/breadcrumb.tsx'

/** The customer area's sections (DESIGN 'Customer area': left menu, content right). */
const CUSTOMER_SECTIONS = [
  { href: '/order', title: '订单中心' },
  { href: '/account', title: '账户信息' },
  { href: '/addressManagement', title: '收货地址' },
] as const

/**
 * The frame of every customer page: breadcrumb, left menu and title, rendered on the
 * server; the content (antd) arrives after hydration inside it.
 */
export function CustomerLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Breadcrumb
        items={[
          { title: '首页', href: '/' },
          { title: '客户中心', href: '/order' },
          { title, href: '' },
        ]}
      />
      <div className="customer-page">
        <div className="container customer-layout">
          <nav className="customer-nav" aria-label="客户中心">
            <p className="customer-nav__title">客户中心</p>
            <ul>
              {CUSTOMER_SECTIONS.map((section) => (
                <li key={section.href}>
                  <NavLink to={section.href} className="customer-nav__link">
                    {section.title}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <section className="customer-main" aria-labelledby="customer-title">
            <h1 id="customer-title" className="customer-main__title">
              {title}
            </h1>
            {children}
          </section>
        </div>
      </div>
    </>
  )
}
