import { useEffect, useState } from 'react'
import { useShell } from '#web/lib/shell.ts'

/** Spec §2 /dynamicDetail: the back-to-top button becomes fixed after 120 px of scrolling. */
export const BACK_TO_TOP_THRESHOLD = 120

/** Floating contact icons and the back-to-top button of content pages. */
export function FloatingTools() {
  const { settings, t } = useShell()
  const [scrolled, setScrolled] = useState(false)

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > BACK_TO_TOP_THRESHOLD)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  const tel = settings?.xxl_tel ?? ''
  return (
    <aside className="floating-tools" aria-label={t.contact}>
      <a className="floating-tools__item" href={`tel:${tel.replace(/[^\d+]/g, '')}`} title={tel}>
        <span aria-hidden="true">☎</span>
        <span className="floating-tools__label">{tel}</span>
      </a>
      <a className="floating-tools__item" href={`mailto:${settings?.xxl_qq ?? ''}`} title={settings?.xxl_qq}>
        <span aria-hidden="true">✉</span>
        <span className="floating-tools__label">{settings?.xxl_qq}</span>
      </a>
      {settings?.wechat_qrcode && (
        <span className="floating-tools__item floating-tools__item--qr" tabIndex={0}>
          <span aria-hidden="true">▦</span>
          <span className="floating-tools__label">
            <img src={settings.wechat_qrcode} alt={t.followUs} width="120" height="120" loading="lazy" />
          </span>
        </span>
      )}
      <button
        type="button"
        className={scrolled ? 'back-to-top is-fixed' : 'back-to-top'}
        aria-label={t.backToTop}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        ↑
      </button>
    </aside>
  )
}
