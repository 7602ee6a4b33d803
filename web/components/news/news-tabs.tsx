import { Link } from 'react-router'
import { categoryName } from '#web/lib/i18n.ts'
import { useShell } from '#web/lib/shell.ts'
import type { NewsTab } from './news-channels.ts'

export function NewsTabs({ tabs }: { tabs: NewsTab[] }) {
  const { lang } = useShell()
  return (
    <nav aria-label="新闻频道">
      <ul className="tabs">
        {tabs.map((tab, index) => (
          <li key={tab.id ?? 'all'}>
            <Link to={tab.href} aria-current={tab.current ? 'page' : undefined}>
              {index === 0 || !tab.node ? '全部' : categoryName(lang, tab.node)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
