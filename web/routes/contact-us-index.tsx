import { ContactDetails } from '#web/components/contact/contact-details.tsx'
import { ContactFormSlot } from '#web/features/contact/contact-form-slot.tsx'
import { CONTACT_TEXT } from '#web/features/contact/contact-text.ts'
import { pageMeta, useShell } from '#web/lib/shell.ts'
import type { Route } from './+types/contact-us-index'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: '联系我们',
    description: '联系澜基生物：服务热线、电子邮箱与公司地址，或在线留言，技术顾问将尽快与您联系。',
    keywords: '澜基生物联系方式,基因编辑服务咨询,在线留言,Contact LanGene',
  })

export default function ContactUsIndex() {
  const { settings, lang } = useShell()
  return (
    <section className="section contact-section">
      <div className="container contact-grid">
        <div>
          <p className="section-kicker">CONTACT</p>
          <h2 className="section-title">联系方式</h2>
          <ContactDetails settings={settings} />
        </div>
        <div className="contact-card">
          <p className="section-kicker">ONLINE MESSAGE</p>
          <h2 className="section-title">在线留言</h2>
          <p className="contact-card__lead">{CONTACT_TEXT[lang].lead}</p>
          <ContactFormSlot />
        </div>
      </div>
    </section>
  )
}
