import { Link } from 'react-router'
import type { CategoryDetail } from '#common/schemas/cms.ts'
import { Breadcrumb } from '#web/components/content/breadcrumb.tsx'
import { RichText } from '#web/components/content/rich-text.tsx'
import { CategoryLink } from '#web/components/layout/category-link.tsx'
import { ContactBand } from '#web/components/service/contact-band.tsx'
import type { SectionHandle } from '#web/lib/current-section.ts'
import { categoryName } from '#web/lib/i18n.ts'
import { pageContext } from '#web/lib/load-context.ts'
import { orNotFound } from '#web/lib/loader.server.ts'
import { pageMeta, useShell } from '#web/lib/shell.ts'
import serviceCss from '#web/styles/service.css?url'
import type { Route } from './+types/gene-editing'
import { SectionKicker } from '#web/components/content/section-kicker.tsx'
import { PUBLIC_PAGE, type PublicPageHandle } from '#web/lib/public-page.ts'

/** The gene-editing landing page is built from the 基因编辑 category and its sections. */
const GENE_EDITING_CATEGORY = 1

export const handle: SectionHandle & PublicPageHandle = {
  ...PUBLIC_PAGE,
  section: () => ({ categoryId: GENE_EDITING_CATEGORY }),
}

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: serviceCss }]

export async function loader({ context }: Route.LoaderArgs) {
  const { api } = pageContext(context)
  const root = await orNotFound(api.post<CategoryDetail>('/category/read', { id: GENE_EDITING_CATEGORY }))
  const sections = await Promise.all(
    root.childs.map((child) => api.post<CategoryDetail>('/category/read', { id: child.id })),
  )
  return { root, sections }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.root.seo_title || loaderData?.root.catname || '基因编辑',
    description: loaderData?.root.seo_description || loaderData?.root.description,
    keywords: loaderData?.root.seo_keywords,
  })

export default function GeneEditing({ loaderData: { root, sections } }: Route.ComponentProps) {
  const { lang, t } = useShell()
  return (
    <>
      <section className="landing-hero">
        <img
          className="landing-hero__image"
          src="/images/banners/banner-gene-editing.svg"
          alt=""
          width="1920"
          height="600"
        />
        <div className="container landing-hero__inner">
          <SectionKicker name="geneEditing" />
          <h1>{categoryName(lang, root)}</h1>
          <p className="landing-hero__text">{root.description}</p>
          <div className="landing-hero__actions">
            <a className="button button--accent" href="#services">
              浏览服务
            </a>
            <Link className="button contact-band__ghost" to="/crispr-help">
              sgRNA 设计与脱靶工具
            </Link>
          </div>
        </div>
      </section>
      <Breadcrumb
        items={[
          { title: '首页', href: '/' },
          { title: categoryName(lang, root), href: '/geneEditing/geneEditingIndex' },
        ]}
      />

      {root.body && (
        <section className="section">
          <div className="container">
            <RichText html={root.body} />
          </div>
        </section>
      )}

      <div id="services">
        {sections.map((section, index) => (
          <section key={section.id} className={index % 2 === 0 ? 'section section--soft' : 'section'}>
            <div className="container">
              <div className="landing-section__head">
                <h2 className="section-title">{categoryName(lang, section)}</h2>
                <CategoryLink item={section} className="landing-section__more">
                  {t.more} →
                </CategoryLink>
              </div>
              <p className="landing-section__text">{section.description}</p>
              {section.childs.length > 0 && (
                <ul className="card-grid">
                  {section.childs.map((service) => (
                    <li key={service.id}>
                      <CategoryLink item={service} className="card">
                        {service.litpicm && (
                          <img
                            className="card__icon"
                            src={service.litpicm}
                            alt=""
                            width="48"
                            height="48"
                            loading="lazy"
                          />
                        )}
                        <h3 className="card__title">{categoryName(lang, service)}</h3>
                        <p className="card__text">{service.description}</p>
                        <span className="card__more">{t.more} →</span>
                      </CategoryLink>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </section>
        ))}
      </div>

      {root.youshi && (
        <section className="section">
          <div className="container">
            <h2 className="section-title">为什么选择我们</h2>
            <RichText html={root.youshi} className="advantages" />
          </div>
        </section>
      )}
      <ContactBand />
    </>
  )
}
