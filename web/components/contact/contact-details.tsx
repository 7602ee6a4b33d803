import type { WebSettings } from '#common/schemas/cms.ts'
import { useText } from '#web/lib/page-lang.ts'

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** The company's phone, e-mail and address from the website settings, with the map. */
export function ContactDetails({ settings }: { settings: WebSettings | undefined }) {
  const t = useText()
  if (!settings) return null
  return (
    <div className="contact-details">
      <ul className="contact-details__list">
        {settings.xxl_tel && (
          <li>
            <ContactIcon path="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
            <div>
              <h3>{t('服务热线')}</h3>
              <a href={telHref(settings.xxl_tel)} className="contact-details__strong">
                {settings.xxl_tel}
              </a>
            </div>
          </li>
        )}
        {settings.xxl_qq && (
          <li>
            <ContactIcon path="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.2V17h16V7.2l-8 5.3z M4.5 6.5l7.5 5 7.5-5" />
            <div>
              <h3>{t('电子邮箱')}</h3>
              <a href={`mailto:${settings.xxl_qq}`}>{settings.xxl_qq}</a>
            </div>
          </li>
        )}
        {settings.contact_address && (
          <li>
            <ContactIcon path="M12 2a7 7 0 0 1 7 7c0 5-7 13-7 13S5 14 5 9a7 7 0 0 1 7-7zm0 4.5A2.5 2.5 0 1 0 12 11.5 2.5 2.5 0 0 0 12 6.5z" />
            <div>
              <h3>{t('公司地址')}</h3>
              <p>{settings.contact_address}</p>
            </div>
          </li>
        )}
      </ul>
      {settings.comany_map && (
        <img
          className="contact-details__map"
          src={settings.comany_map}
          alt={t('公司位置地图')}
          width="800"
          height="500"
          loading="lazy"
        />
      )}
    </div>
  )
}

function ContactIcon({ path }: { path: string }) {
  return (
    <span className="contact-details__icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="20" height="20">
        <path d={path} fill="currentColor" fillRule="evenodd" />
      </svg>
    </span>
  )
}
