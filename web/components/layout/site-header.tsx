import { type Ref, useEffect, useRef, useState } from 'react'
import { Link, type UIMatch, useLocation, useMatches } from 'react-router'
import { CATEGORY_TYPE } from '#common/category-routing.ts'
import type { CategoryNode } from '#common/schemas/cms.ts'
import { type CurrentSection, type PageSection, type SectionHandle, currentSection } from '#web/lib/current-section.ts'
import { categoryName } from '#web/lib/i18n.ts'
import { useShell } from '#web/lib/shell.ts'
import { ScriptButton } from '#web/components/content/script-button.tsx'
import { CategoryLink } from './category-link.tsx'
import { DrawerAccount, UserMenu } from './user-menu.tsx'

const HOME_ITEM: CategoryNode = {
  id: 0,
  pid: 0,
  catname: '首页',
  encatname: 'Home',
  type: CATEGORY_TYPE.HOME,
  gourl: '',
  trait: 0,
  litpicm: '',
  molds: '',
  order_type: 0,
  childs: [],
}

export function SiteHeader({ homeStyle }: { homeStyle: boolean }) {
  const { categories, settings, t } = useShell()
  const location = useLocation()
  // The menu belongs to the location it was opened at, so any navigation closes it (spec §2).
  const [openedAt, setOpenedAt] = useState<string | null>(null)
  const menuOpen = openedAt === location.key
  const menu = [HOME_ITEM, ...categories]
  const here = `${location.pathname}${location.search}`
  const current = currentSection(menu, location, pageSection(useMatches()))

  return (
    <header className={homeStyle ? 'site-header site-header--home' : 'site-header'}>
      <div className="container site-header__bar">
        <Link to="/" className="site-header__logo" aria-label={settings?.xxl_title ?? t.home}>
          <img src="/images/logo.svg" width="168" height="40" alt={settings?.xxl_title ?? ''} />
        </Link>

        <nav className="main-nav" aria-label="主导航">
          <MenuTree
            menu={menu}
            current={current}
            listClass="main-nav__list"
            itemClass="main-nav__item"
            linkClass="main-nav__link"
            subClass="main-nav__dropdown"
          />
        </nav>

        <HeaderSearch />

        <LangSwitch here={here} />

        <UserMenu />

        <ScriptButton
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? t.closeMenu : t.openMenu}
          onClick={() => setOpenedAt(menuOpen ? null : location.key)}
        >
          <span className="menu-toggle__bars" aria-hidden="true" />
        </ScriptButton>
      </div>

      <nav id="mobile-menu" className="mobile-menu" aria-label={t.menu} hidden={!menuOpen}>
        <div className="mobile-menu__tools">
          <SearchBox className="site-search mobile-menu__search" />
          <LangSwitch here={here} />
        </div>
        <DrawerAccount />
        <MenuTree menu={menu} current={current} linkClass="mobile-menu__link" subClass="mobile-menu__sub" />
      </nav>
    </header>
  )
}

/** What the deepest page that says so tells about its section (its route's handle). */
function pageSection(matches: UIMatch[]): PageSection {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as Partial<SectionHandle> | undefined
    if (handle?.section) return handle.section(match.loaderData)
  }
  return {}
}

interface MenuTreeProps {
  menu: CategoryNode[]
  current: CurrentSection | undefined
  listClass?: string
  itemClass?: string
  linkClass: string
  subClass: string
}

/**
 * The two menu levels, shared by the desktop bar (dropdowns) and the mobile drawer. The
 * entry the page belongs to is marked current, and so is the sub-entry it shows.
 */
function MenuTree({ menu, current, listClass, itemClass, linkClass, subClass }: MenuTreeProps) {
  const { lang } = useShell()
  return (
    <ul className={listClass}>
      {menu.map((item) => (
        <li key={item.id} className={itemClass}>
          <CategoryLink item={item} className={linkClass} current={current?.topId === item.id}>
            {categoryName(lang, item)}
          </CategoryLink>
          {item.childs.length > 0 && (
            <ul className={subClass}>
              {item.childs.map((child) => (
                <li key={child.id}>
                  <CategoryLink item={child} current={current?.categoryId === child.id}>
                    {categoryName(lang, child)}
                  </CategoryLink>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}

/**
 * The desktop bar's search: a box where the menu leaves it room for its placeholder; on
 * narrower desktops a button that opens the box under the bar (site.css decides which).
 * Escape, leaving it or going to another page closes it.
 */
function HeaderSearch() {
  const { t } = useShell()
  const location = useLocation()
  const [openedAt, setOpenedAt] = useState<string | null>(null)
  const open = openedAt === location.key
  const input = useRef<HTMLInputElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (open) input.current?.focus()
  }, [open])

  return (
    <div
      className="header-search"
      data-open={open || undefined}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return
        setOpenedAt(null)
        toggle.current?.focus()
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpenedAt(null)
      }}
    >
      <ScriptButton
        ref={toggle}
        className="header-search__toggle"
        aria-expanded={open}
        aria-controls="header-search"
        aria-label={t.search}
        onClick={() => setOpenedAt(open ? null : location.key)}
      >
        <SearchIcon />
      </ScriptButton>
      <SearchBox id="header-search" className="site-search" inputRef={input} />
    </div>
  )
}

function SearchBox({ id, className, inputRef }: { id?: string; className: string; inputRef?: Ref<HTMLInputElement> }) {
  const { t } = useShell()
  return (
    <form id={id} action="/searchResult" method="get" role="search" className={className}>
      <input
        ref={inputRef}
        name="keyword"
        type="search"
        placeholder={t.searchPlaceholder}
        aria-label={t.searchLabel}
        maxLength={50}
      />
      <button type="submit" aria-label={t.search} className="site-search__button">
        <SearchIcon />
      </button>
    </form>
  )
}

function LangSwitch({ here }: { here: string }) {
  const { lang } = useShell()
  return (
    <div className="lang-switch">
      <a href={`/lang/en?redirect=${encodeURIComponent(here)}`} aria-current={lang === 'en' ? 'true' : undefined}>
        EN
      </a>
      <span aria-hidden="true">/</span>
      <a href="/lang/zh?redirect=/" target="_blank" rel="noopener" aria-current={lang === 'zh' ? 'true' : undefined}>
        CN
      </a>
    </div>
  )
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}
