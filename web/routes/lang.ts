import { redirect } from 'react-router'
import { LANG_COOKIE } from '#web/lib/i18n.ts'
import { safeRedirectPath } from '#web/lib/safe-redirect.ts'
import type { Route } from './+types/lang'

const ONE_YEAR = 365 * 24 * 3600

/** EN/CN switch: remember the interface language in a cookie and return to the page. */
export function loader({ params, url }: Route.LoaderArgs) {
  const lang = params.lang === 'en' ? 'en' : 'zh'
  const target = safeRedirectPath(url.searchParams.get('redirect'))
  return redirect(target, {
    headers: { 'set-cookie': `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax` },
  })
}
