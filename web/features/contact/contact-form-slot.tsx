import { lazy } from 'react'
import { ClientOnly } from '#web/components/content/client-only.tsx'
import { useShell } from '#web/lib/shell.ts'
import { CONTACT_TEXT } from './contact-text.ts'

const ContactForm = lazy(() => import('./contact-form.tsx'))

const SKELETON_FIELDS = ['fname', 'lname', 'email', 'industry', 'country', 'zipcode', 'company'] as const

/**
 * The contact form, fetched after hydration so antd never weighs on the server-rendered
 * page. Until then a placeholder of the same shape and height holds its place.
 */
export function ContactFormSlot() {
  return <ClientOnly fallback={<ContactFormSkeleton />}>{() => <ContactForm />}</ClientOnly>
}

function ContactFormSkeleton() {
  const text = CONTACT_TEXT[useShell().lang]
  return (
    <div className="contact-form contact-form--skeleton" role="status" aria-busy="true" aria-label={text.loading}>
      {SKELETON_FIELDS.map((field) => (
        <div key={field} className={field === 'company' ? 'contact-skeleton contact-form__wide' : 'contact-skeleton'}>
          <span className="contact-skeleton__label">{text[field]}</span>
          <span className="contact-skeleton__input" />
        </div>
      ))}
      <div className="contact-skeleton contact-form__wide">
        <span className="contact-skeleton__label">{text.body}</span>
        <span className="contact-skeleton__input contact-skeleton__input--textarea" />
      </div>
      <span className="contact-skeleton__button" />
    </div>
  )
}
