// Evaluated after the first paint: React Router's scripts start once the page has painted
// (web/lib/hydration-scripts.tsx), so on a slow phone the server's HTML shows at once and
// React's start-up work (fetching and evaluating react-dom, hydrating) follows instead of
// competing with the stylesheets and images. Fetching react-dom with the page instead measured
// ~300 ms later LCP on Lighthouse's mobile preset. An English page fetches the English
// catalogue at once (the language changes only with a new document, through /lang/en).
import { StrictMode, startTransition } from 'react'
import { provideEnglish } from '#common/i18n/translate.ts'

const english = document.documentElement.lang === 'en' ? import('#common/i18n/english.ts') : undefined

const [{ hydrateRoot }, { HydratedRouter }, catalogue] = await Promise.all([
  import('react-dom/client'),
  import('react-router/dom'),
  english,
])
if (catalogue) provideEnglish(catalogue.ENGLISH)

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})
