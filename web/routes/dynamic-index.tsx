import { Link } from 'react-router'
import { categoryTarget } from '#common/category-routing.ts'
import type { ArticleBrief, CategoryDetail, Page } from '#common/schemas/cms.ts'
import { Breadcrumb } from '#web/components/content/breadcrumb.tsx'
import { PageBanner } from '#web/components/content/page-banner.tsx'
import { RichText } from '#web/components/content/rich-text.tsx'
import { CategoryLink } from '#web/components/layout/category-link.tsx'
import { ContactBand } from '#web/components/service/contact-band.tsx'
import { pageContext } from '#web/lib/load-context.ts'
import { orNotFound, requireIntParam } from '#web/lib/loader.server.ts'
import { categoryName } from '#web/lib/i18n.ts'
import { pageMeta, useShell } from '#web/lib/shell.ts'
import serviceCss from '#web/styles/service.css?url'
import type { Route } from './+types/dynamic-index'
import { PUBLIC_PAGE } from '#web/lib/public-page.ts'

/** The same for every visitor: cached by the server (ADR 014). */
export const handle = PUBLIC_PAGE

const PRODUCT_PAGE_SIZE = 50

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: serviceCss }]

export async function loader({ url, context }: Route.LoaderArgs) {
  const { api } = pageContext(context)
  const id = requireIntParam(url, 'id')
  const category = await orNotFound(api.post<CategoryDetail>('/category/read', { id }))
  const products =
    category.molds === 'product'
      ? await api.post<Page<ArticleBrief>>('/article/index', { tid: id, page: 1, size: PRODUCT_PAGE_SIZE })
      : undefined
  return { category, products: products?.data ?? [] }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.category.seo_title || loaderData?.category.catname || '',
    description: loaderData?.category.seo_description || loaderData?.category.description,
    keywords: loaderData?.category.seo_keywords,
  })

export default function DynamicIndex({ loaderData: { category, products } }: Route.ComponentProps) {
  const { lang, t } = useShell()
  return (
    <>
      <PageBanner
        title={categoryName(lang, category)}
        subtitle={category.description}
        image="/images/banners/page-header.svg"
      />
      <Breadcrumb items={category.breadcrumb} />

      {category.body && (
        <section className="section">
          <div className="container intro">
            {category.litpicm && <img className="intro__icon" src={category.litpicm} alt="" width="96" height="96" />}
            <RichText html={category.body} />
          </div>
        </section>
      )}

      <section className="section section--soft">
        <div className="container">
          <h2 className="section-title">{products.length > 0 ? '产品列表' : '服务项目'}</h2>
          <ul className="card-grid">
            {category.childs.map((child) => (
              <li key={child.id}>
                <CategoryLink item={child} className="card">
                  {child.litpicm && (
                    <img className="card__icon" src={child.litpicm} alt="" width="48" height="48" loading="lazy" />
                  )}
                  <h3 className="card__title">{categoryName(lang, child)}</h3>
                  <p className="card__text">{child.description}</p>
                  <span className="card__more">
                    {t.more} {categoryTarget(child).external ? '↗' : '→'}
                  </span>
                </CategoryLink>
              </li>
            ))}
            {products.map((product) => (
              <li key={product.id}>
                <Link to={`/productDetail?id=${product.id}`} className="card" prefetch="intent">
                  {product.litpic && (
                    <img className="card__icon" src={product.litpic} alt="" width="48" height="48" loading="lazy" />
                  )}
                  <h3 className="card__title">{product.title}</h3>
                  <p className="card__text">{product.description}</p>
                  <span className="card__more">查看详情 →</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {category.youshi && (
        <section className="section">
          <div className="container">
            <h2 className="section-title">我们的优势</h2>
            <RichText html={category.youshi} className="advantages" />
          </div>
        </section>
      )}

      <ContactBand />
    </>
  )
}
