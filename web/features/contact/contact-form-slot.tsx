import { lazy } from 'react'
import { ClientOnly } from '#web/components/content/client-only.tsx'

const ContactForm = lazy(() => import('./contact-form.tsx'))

const SKELETON_FIELDS = ['First Name', 'Last Name', 'E-mail', 'Industry', 'Country', 'Zip Code', 'Company'] as const

/**
 * The contact form, fetched after hydration so antd never weighs on the server-rendered
 * page. Until then a placeholder of the same shape and height holds its place.
 */
export function ContactFormSlot() {
  return <ClientOnly fallback={<ContactFormSkeleton />}>{() => <ContactForm />}</ClientOnly>
}

function ContactFormSkeleton() {
  return (
    <div
      className="contact-form contact-form--skeleton"
      role="status"
      aria-busy="true"
      aria-label="Loading the contact form"
    >
      {SKELETON_FIELDS.map((label) => (
        <div key={label} className={label === 'Company' ? 'contact-skeleton contact-form__wide' : 'contact-skeleton'}>
          <span className="contact-skeleton__label">{label}</span>
          <span className="contact-skeleton__input" />
        </div>
      ))}
      <div className="contact-skeleton contact-form__wide">
        <span className="contact-skeleton__label">Message</span>
        <span className="contact-skeleton__input contact-skeleton__input--textarea" />
      </div>
      <span className="contact-skeleton__button" />
    </div>
  )
}
