import { Link } from 'react-router'
import type { CategoryNode } from '#common/schemas/cms.ts'
import { categoryName } from '#web/lib/i18n.ts'
import { useShell } from '#web/lib/shell.ts'
import { CategoryLink } from './category-link.tsx'

/** Spec §2 'Header and footer': fixed ids of the Molecular Diagnostic column. */
export const MOLECULAR_DIAGNOSTIC_IDS = [232, 280, 285] as const
const FOOTER_CATEGORY_COLUMNS = 2
const FOOTER_COLUMN_LINKS = 5
const FILING_QUERY_SITE = 'https://beian.miit.gov.cn/'

function findCategory(nodes: CategoryNode[], id: number): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node
    const found = findCategory(node.childs, id)
    if (found) return found
  }
  return undefined
}

export function SiteFooter() {
  const { categories, settings, lang, t } = useShell()
  const columns = categories.slice(0, FOOTER_CATEGORY_COLUMNS)
  const diagnostics = MOLECULAR_DIAGNOSTIC_IDS.map((id) => ({ id, node: findCategory(categories, id) }))
  const tel = settings?.xxl_tel ?? ''

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        {columns.map((column) => (
          <section key={column.id} className="site-footer__column">
            <h2>{categoryName(lang, column)}</h2>
            <ul>
              {column.childs.slice(0, FOOTER_COLUMN_LINKS).map((child) => (
                <li key={child.id}>
                  <CategoryLink item={child}>{categoryName(lang, child)}</CategoryLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section className="site-footer__column">
          <h2>{t.molecularDiagnostic}</h2>
          <ul>
            {diagnostics.map(({ id, node }) => (
              <li key={id}>
                <Link to={`/dynamicIndex?id=${id}`}>{node ? categoryName(lang, node) : id}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section className="site-footer__column">
          <h2>{t.quickLinks}</h2>
          <ul>
            <li>
              <Link to="/newsCenter">{t.news}</Link>
            </li>
            <li>
              <Link to="/aboutUs">{t.aboutUs}</Link>
            </li>
            <li>
              <Link to="/contactUs">{t.contact}</Link>
            </li>
          </ul>
        </section>
        <section className="site-footer__contact">
          <p className="site-footer__tel">
            <span>{t.phone}</span>
            <a href={`tel:${tel.replace(/[^\d+]/g, '')}`}>{tel}</a>
          </p>
          <p>
            <span>
              {t.email}
              {t.colon}
            </span>
            <a href={`mailto:${settings?.xxl_qq ?? ''}`}>{settings?.xxl_qq}</a>
          </p>
          {settings?.contact_address && (
            <p>
              <span>
                {t.address}
                {t.colon}
              </span>
              {settings.contact_address}
            </p>
          )}
        </section>
        {settings?.wechat_qrcode && (
          <figure className="site-footer__qr">
            <img src={settings.wechat_qrcode} width="112" height="112" alt={t.followUs} loading="lazy" />
            <figcaption>{t.followUs}</figcaption>
          </figure>
        )}
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <span>{settings?.xxl_copyright}</span>
          <a href={FILING_QUERY_SITE} target="_blank" rel="noopener noreferrer">
            {settings?.xxl_beian}
          </a>
        </div>
      </div>
      <div className="fixed-contact" role="complementary" aria-label={t.contact}>
        <Link to="/contactUs" className="fixed-contact__item">
          {t.contact}
        </Link>
        <a href={`tel:${tel.replace(/[^\d+]/g, '')}`} className="fixed-contact__item fixed-contact__item--call">
          {t.call}
        </a>
      </div>
    </footer>
  )
}
