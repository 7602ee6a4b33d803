// The header's account entry: 登录 and 注册 in words for visitors, the logged-in user's
// name with a menu for customers; the phone drawer repeats them at its top. Plain markup, no
// antd: the header is on every page and stays light (ADR 003).
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

/** Logs out: the server forgets the token, the browser the session, whatever the server answers. */
function useLogout() {
  const navigate = useNavigate()
  return async () => {
    await api.post('/user/logout').catch(() => undefined)
    clearSession()
    void navigate('/')
  }
}

function GuestLinks({ className }: { className: string }) {
  const { t } = useShell()
  return (
    <div className={className}>
      <Link to="/login" className="user-menu__login">
        <UserIcon />
        <span>{t.login}</span>
      </Link>
      <span className="user-menu__divider" aria-hidden="true">
        |
      </span>
      <Link to="/register" className="user-menu__register">
        {t.register}
      </Link>
    </div>
  )
}

/** The top of the phone drawer: 登录 | 注册, or the customer's name and account pages. */
export function DrawerAccount() {
  const user = useSessionUser()
  const logout = useLogout()
  if (!user) return <GuestLinks className="drawer-account drawer-account--guest" />
  return (
    <div className="drawer-account">
      <p className="drawer-account__name">
        <UserIcon />
        {displayName(user)}
      </p>
      <AccountLinks className="drawer-account__links" onLogout={logout} />
    </div>
  )
}

/** The customer's pages and 退出登录, in the header's menu and in the drawer. */
function AccountLinks({
  onLogout,
  ...list
}: {
  id?: string
  className: string
  hidden?: boolean
  onLogout: () => Promise<void>
}) {
  const { t } = useShell()
  return (
    <ul {...list} aria-label={t.userMenu}>
      {MENU.map((item) => (
        <li key={item.href}>
          <Link to={item.href}>{t[item.key]}</Link>
        </li>
      ))}
      <li>
        <button type="button" onClick={() => void onLogout()}>
          {t.logout}
        </button>
      </li>
    </ul>
  )
}

export function UserMenu() {
  const user = useSessionUser()
  const { t } = useShell()
  const location = useLocation()
  const logoutNow = useLogout()
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

  if (!user) return <GuestLinks className="user-menu user-menu--guest" />

  const logout = async () => {
    setOpenedAt(null)
    await logoutNow()
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
      <AccountLinks id="user-menu-list" className="user-menu__list" hidden={!open} onLogout={logout} />
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
