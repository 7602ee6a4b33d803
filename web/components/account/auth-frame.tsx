import type { ReactNode } from 'react'
import { useText } from '#web/lib/page-lang.ts'

const BENEFITS = [
  '在线提交 GUIDE-seq、扩增子检测与细胞系构建订单',
  '随时查看样本状态与检测进度',
  '统一管理收货地址与开票信息',
]

interface Props {
  /** The page's title and subtitle in Chinese, shown in the page's language. */
  title: string
  subtitle?: string
  children: ReactNode
}

/**
 * The frame of the login, password and activation pages: the customer centre's promise
 * beside the form. Server-rendered, so the page has its final shape before any script.
 */
export function AuthFrame({ title, subtitle, children }: Props) {
  const t = useText()
  return (
    <div className="auth-page">
      <div className="container">
        <div className="auth-card">
          <aside className="auth-card__aside" aria-label={t('客户中心')}>
            <img className="auth-card__art" src="/images/banners/page-header.svg" width="1920" height="600" alt="" />
            <div className="auth-card__aside-inner">
              <img src="/images/logo-white.svg" width="152" height="36" alt={t('澜基生物')} />
              <h2>{t('澜基生物客户中心')}</h2>
              <ul>
                {BENEFITS.map((benefit) => (
                  <li key={benefit}>{t(benefit)}</li>
                ))}
              </ul>
            </div>
          </aside>
          <section className="auth-card__main" aria-labelledby="auth-title">
            <h1 id="auth-title">{t(title)}</h1>
            {subtitle && <p className="auth-card__subtitle">{t(subtitle)}</p>}
            {children}
          </section>
        </div>
      </div>
    </div>
  )
}
