import { type ReactNode, useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { loginPath, useSessionUser } from '#web/lib/session.ts'

/**
 * Customer pages are for logged-in customers (spec §6): a visitor who arrives without a
 * session is sent to log in and brought back afterwards. A session that ends while the
 * page is open is not redirected here: logout goes home, a 401 goes to the login page
 * (web/lib/api.client.ts). Renders only in the browser, where the session lives.
 */
export function RequireSession({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const user = useSessionUser()
  const [arrivedWithout] = useState(() => user === null)
  const navigate = useNavigate()
  const { pathname, search } = useLocation()

  useEffect(() => {
    if (arrivedWithout) void navigate(loginPath(`${pathname}${search}`), { replace: true })
  }, [arrivedWithout, navigate, pathname, search])

  return user ? children : fallback
}
