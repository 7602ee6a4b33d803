// The header's account entry: login and register links for visitors, the
// logged-in user's name with a menu for customers. Plain markup, no antd: the header is
// on every page and stays light (ADR 003).
import { useEffect, useRef, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { api } from '#web/lib/api.client.ts'
import { clearSession, displayName, useSessionUser } from '#web/lib/session.ts'
import { useShell } from '#web/lib/shell.ts'

const MENU = [
  { href: '/account', key: 'account' },
  { href: '/addressManagement', key: 'addresses' },
  { href: '/order', key: 'orders' },
  { href: '/crispr', key: 'crisprJobs' },
] as const

export function UserMenu() {
  const user = useSessionUser()
  const { t } = useShell()
  const location = useLocation()
  const navigate = useNavigate()
  // Like the mobile menu, the user menu belongs to the location it was opened at.
  const [openedAt, setOpenedAt] = useState<string | null>(null)
  const open = openedAt === location.key
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) {
        setOpenedAt(null)
      }
    }
    document.addEventListener('pointerdown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('pointerdown', close)
      document.removeEventListener('keydown', close)
    }
  }, [open])

  if (!user) {
    return (
      <div className="user-menu user-menu--guest">
        <Link to="/login" className="user-menu__login" aria-label={t.login} title={t.login}>
          <UserIcon />
          <span>{t.login}</span>
        </Link>
        <span className="user-menu__divider" aria-hidden="true">
          /
        </span>
        <Link to="/register" className="user-menu__register">
          {t.register}
        </Link>
      </div>
    )
  }

  const logout = async () => {
    setOpenedAt(null)
    // The server forgets the token; the browser forgets the session whatever it answers.
    await api.post('/user/logout').catch(() => undefined)
    clearSession()
    void navigate('/')
  }

  return (
    <div className="user-menu" ref={root}>
      <button
        type="button"
        className="user-menu__toggle"
        aria-expanded={open}
        aria-controls="user-menu-list"
        aria-label={`${t.userMenu}：${displayName(user)}`}
        onClick={() => setOpenedAt(open ? null : location.key)}
      >
        <UserIcon />
        <span className="user-menu__name">{displayName(user)}</span>
      </button>
      <ul id="user-menu-list" className="user-menu__list" aria-label={t.userMenu} hidden={!open}>
        {MENU.map((item) => (
          <li key={item.href}>
            <Link to={item.href}>{t[item.key]}</Link>
          </li>
        ))}
        <li>
          <button type="button" onClick={() => void logout()}>
            {t.logout}
          </button>
        </li>
      </ul>
    </div>
  )
}

function UserIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  )
}
