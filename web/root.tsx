import { Links, Meta, Outlet, ScrollRestoration, isRouteErrorResponse, useLocation } from 'react-router'
import type { CategoryNode, WebSettings } from '#common/schemas/cms.ts'
import { SiteShell } from '#web/components/layout/site-shell.tsx'
import { StatusPage } from '#web/components/layout/status-page.tsx'
import { canonicalUrl } from '#web/lib/canonical.ts'
import { HydrationScripts } from '#web/lib/hydration-scripts.tsx'
import { langFromCookie } from '#web/lib/i18n.ts'
import { pageContext } from '#web/lib/load-context.ts'
import { useNonce } from '#web/lib/nonce.tsx'
import { type ShellData, pageTitle, useShell } from '#web/lib/shell.ts'
import contentCss from '#web/styles/content.css?url'
import siteCss from '#web/styles/site.css?url'
import type { Route } from './+types/root'

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: siteCss },
  { rel: 'stylesheet', href: contentCss },
  { rel: 'icon', href: '/images/logo-mark.svg', type: 'image/svg+xml' },
]

export async function loader({ request, url, context }: Route.LoaderArgs): Promise<ShellData> {
  const { api, publicUrl } = pageContext(context)
  const [categories, settings] = await Promise.all([
    api.post<CategoryNode[]>('/category/allcate'),
    api.post<WebSettings>('/help/getWebseting'),
  ])
  return {
    categories,
    settings,
    lang: langFromCookie(request.headers.get('cookie')),
    canonical: canonicalUrl(publicUrl, url.href),
  }
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  const { lang, canonical } = useShell()
  return (
    <html lang={lang === 'en' ? 'en' : 'zh-CN'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f8a" />
        <Meta />
        {canonical && <link rel="canonical" href={canonical} />}
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <HydrationScripts nonce={nonce} />
      </body>
    </html>
  )
}

/** Pages whose header sits over a full-width banner (spec §2 'Header and footer'). */
const HOME_STYLE_PATHS = new Set(['/', '/dynamicDetail', '/dynamicIndex'])

export default function App() {
  const { pathname } = useLocation()
  // The admin console has a frame of its own.
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return <Outlet />
  return (
    <SiteShell homeStyle={HOME_STYLE_PATHS.has(pathname)}>
      <Outlet />
    </SiteShell>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t, settings } = useShell()
  const status = isRouteErrorResponse(error) ? error.status : 500
  const [title, text] =
    status === 404
      ? [t.notFoundTitle, t.notFoundText]
      : status === 503
        ? [t.unavailableTitle, t.unavailableText]
        : [t.errorTitle, t.errorText]
  return (
    <SiteShell homeStyle={false}>
      <title>{pageTitle(title, settings)}</title>
      <StatusPage code={status} title={title} text={text} retry={status !== 404} />
    </SiteShell>
  )
}
