import { Link, useSearchParams } from 'react-router'
import { fillIn, useText } from '#web/lib/page-lang.ts'
import { pageMeta, useShell } from '#web/lib/shell.ts'
import accountCss from '#web/styles/pages/account.css?url'
import type { Route } from './+types/confirmation'

/** /confirmation (spec §2): after registration, what to expect of the activation e-mail. */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }]

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: '激活邮件已发送', noindex: true })

export default function Confirmation() {
  const [params] = useSearchParams()
  const { settings } = useShell()
  const t = useText()
  const email = params.get('email')
  return (
    <div className="notice-page">
      <div className="container">
        <section className="notice-card" aria-labelledby="notice-title">
          <img src="/images/icons/contact.svg" width="64" height="64" alt="" />
          <h1 id="notice-title">{t('激活邮件已发送')}</h1>
          <p className="notice-card__lead">
            {email
              ? fillIn(
                  t('注册成功！我们已向 {0} 发送了一封激活邮件，请点击邮件中的链接激活账号。'),
                  <strong>{email}</strong>,
                )
              : t('我们已向您的注册邮箱发送了一封激活邮件，请点击邮件中的链接激活账号。')}
          </p>
          <ul className="notice-card__list">
            <li>{t('邮件通常在 5 分钟内送达，激活链接 24 小时内有效。')}</li>
            <li>{t('如果收件箱中没有，请检查垃圾邮件箱。')}</li>
            <li>
              {fillIn(
                t('仍未收到？请发邮件至 {0} 或拨打免费电话 {1}，客服将为您人工激活账号。'),
                <a href={`mailto:${settings?.xxl_qq ?? ''}`}>{settings?.xxl_qq}</a>,
                <a href={`tel:${settings?.xxl_tel ?? ''}`}>{settings?.xxl_tel}</a>,
              )}
            </li>
          </ul>
          <Link to="/login" className="button button--primary">
            {t('前往登录')}
          </Link>
        </section>
      </div>
    </div>
  )
}
