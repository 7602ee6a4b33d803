import type { ReactNode } from 'react'

const BENEFITS = [
  '在线提交 GUIDE-seq、扩增子检测与细胞系构建订单',
  '随时查看样本状态与检测进度',
  '统一管理收货地址与开票信息',
]

/**
 * The frame of the login, password and activation pages: the customer centre's promise
 * beside the form. Server-rendered, so the page has its final shape before any script.
 */
export function AuthFrame({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="auth-page">
      <div className="container">
        <div className="auth-card">
          <aside className="auth-card__aside" aria-label="客户中心">
            <img className="auth-card__art" src="/images/banners/page-header.svg" width="1920" height="600" alt="" />
            <div className="auth-card__aside-inner">
              <img src="/images/logo-white.svg" width="152" height="36" alt="澜基生物" />
              <h2>澜基生物客户中心</h2>
              <ul>
                {BENEFITS.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </div>
          </aside>
          <section className="auth-card__main" aria-labelledby="auth-title">
            <h1 id="auth-title">{title}</h1>
            {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
            {children}
          </section>
        </div>
      </div>
    </div>
  )
}
