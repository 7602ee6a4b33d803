import { Link } from 'react-router'
import type { ArticleBrief, ArticleDetail } from '#common/schemas/cms.ts'
import { InquiryButton } from '#web/features/inquiry/inquiry-button.tsx'
import { Breadcrumb } from '#web/components/content/breadcrumb.tsx'
import { FloatingTools } from '#web/components/content/floating-tools.tsx'
import { PageBanner } from '#web/components/content/page-banner.tsx'
import { RichText } from '#web/components/content/rich-text.tsx'
import type { SectionHandle } from '#web/lib/current-section.ts'
import { pageContext } from '#web/lib/load-context.ts'
import { orNotFound, requireIntParam } from '#web/lib/loader.server.ts'
import { pageMeta } from '#web/lib/shell.ts'
import serviceCss from '#web/styles/service.css?url'
import type { Route } from './+types/product-detail'
import { PUBLIC_PAGE, type PublicPageHandle } from '#web/lib/public-page.ts'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: serviceCss }]

/** A product (an article of a product category): /productDetail?id={article id}. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { api } = pageContext(context)
  const id = requireIntParam(url, 'id')
  const [product, related] = await Promise.all([
    orNotFound(api.post<ArticleDetail>('/article/show', { id })),
    orNotFound(api.post<ArticleBrief[]>('/article/tuijianGoods', { id })),
  ])
  return { product, related }
}

/** In the menu, a product sits under its category. */
export const handle: SectionHandle & PublicPageHandle = {
  ...PUBLIC_PAGE,
  section: (data) => ({ categoryId: (data as Route.ComponentProps['loaderData'] | undefined)?.product.tid }),
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.product.title ?? '',
    description: loaderData?.product.description,
    keywords: loaderData?.product.keywords,
  })

export default function ProductDetail({ loaderData: { product, related } }: Route.ComponentProps) {
  return (
    <>
      <PageBanner
        title={product.category.catname}
        subtitle={product.category.description}
        image="/images/banners/page-header.svg"
      />
      <Breadcrumb items={[...product.breadcrumb, { title: product.title, href: `/productDetail?id=${product.id}` }]} />
      <div className="container detail-layout">
        <article className="detail-layout__main">
          <header className="product-head">
            {product.litpic && <img src={product.litpic} alt="" width="88" height="88" className="intro__icon" />}
            <div>
              <h1 className="detail-layout__title">{product.title}</h1>
              <p className="product-head__text">{product.description}</p>
              <InquiryButton productName={product.title} />
            </div>
          </header>
          <RichText html={product.body} />
        </article>
        {related.length > 0 && (
          <aside className="detail-layout__aside">
            <div className="booking-card">
              <h2>相关产品</h2>
              <ul className="related-list">
                {related.map((item) => (
                  <li key={item.id}>
                    <Link to={`/productDetail?id=${item.id}`}>{item.title}</Link>
                  </li>
                ))}
              </ul>
            </div>
          </aside>
        )}
      </div>
      <FloatingTools />
    </>
  )
}
