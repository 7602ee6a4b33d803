import { ContactDetails } from '#web/components/contact/contact-details.tsx'
import { ContactFormSlot } from '#web/features/contact/contact-form-slot.tsx'
import { CONTACT_TEXT } from '#web/features/contact/contact-text.ts'
import { useText } from '#web/lib/page-lang.ts'
import { pageMeta, useShell } from '#web/lib/shell.ts'
import type { Route } from './+types/contact-us-index'
import { SectionKicker } from '#web/components/content/section-kicker.tsx'
import { PUBLIC_PAGE } from '#web/lib/public-page.ts'

/** The same for every visitor: cached by the server (ADR 014). */
export const handle = PUBLIC_PAGE

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: '联系我们',
    description: '联系澜基生物：服务热线、电子邮箱与公司地址，或在线留言，技术顾问将尽快与您联系。',
    keywords: '澜基生物联系方式,基因编辑服务咨询,在线留言,Contact LanGene Biotech',
  })

export default function ContactUsIndex() {
  const { settings, lang } = useShell()
  const t = useText()
  return (
    <section className="section contact-section">
      <div className="container contact-grid">
        <div>
          <SectionKicker name="contact" />
          <h2 className="section-title">{t('联系方式')}</h2>
          <ContactDetails settings={settings} />
        </div>
        <div className="contact-card">
          <SectionKicker name="message" />
          <h2 className="section-title">{t('在线留言')}</h2>
          <p className="contact-card__lead">{CONTACT_TEXT[lang].lead}</p>
          <ContactFormSlot />
        </div>
      </div>
    </section>
  )
}
