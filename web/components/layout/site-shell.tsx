import type { ReactNode } from 'react'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'

export function SiteShell({ homeStyle, children }: { homeStyle: boolean; children: ReactNode }) {
  return (
    <>
      <SiteHeader homeStyle={homeStyle} />
      <main id="main" className={homeStyle ? 'site-main site-main--home' : 'site-main'}>
        {children}
      </main>
      <SiteFooter />
    </>
  )
}
