// schema.org descriptions that search engines show as rich results (JSON-LD in the page's
// head): the company on the home page, a plasmid as a product with its price, a news item as
// an article. Built from the same loader data the page renders.
import type { NewsDetail, WebSettings } from '#common/schemas/cms.ts'
import type { PlasmidDetail } from '#common/schemas/plasmid.ts'

type JsonLd = Record<string, unknown>

const LOGO_PATH = '/images/logo.svg'

const originOf = (pageUrl: string) => new URL(pageUrl).origin

export function organizationData(settings: WebSettings, pageUrl: string): JsonLd {
  const origin = originOf(pageUrl)
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.xxl_title,
    url: `${origin}/`,
    logo: origin + LOGO_PATH,
    ...(settings.xxl_tel ? { telephone: settings.xxl_tel } : {}),
  }
}

export function plasmidProductData(plasmid: PlasmidDetail, pageUrl: string, seller: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: plasmid.name,
    sku: plasmid.item_no,
    url: pageUrl,
    ...(plasmid.functionIntroduction ? { description: plasmid.functionIntroduction } : {}),
    category: plasmid.classification,
    offers: {
      '@type': 'Offer',
      price: plasmid.price.toFixed(2),
      priceCurrency: 'CNY',
      availability: 'https://schema.org/InStock',
      url: pageUrl,
      ...(seller ? { seller: { '@type': 'Organization', name: seller } } : {}),
    },
  }
}

export function newsArticleData(news: NewsDetail, pageUrl: string, publisher: string): JsonLd {
  const origin = originOf(pageUrl)
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: news.title,
    datePublished: news.create_time,
    mainEntityOfPage: pageUrl,
    ...(news.litpic ? { image: [new URL(news.litpic, origin).toString()] } : {}),
    publisher: { '@type': 'Organization', name: publisher, logo: { '@type': 'ImageObject', url: origin + LOGO_PATH } },
  }
}
