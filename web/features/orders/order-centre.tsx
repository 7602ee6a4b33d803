// /order, the order centre (spec §2 'Order routes'): a menu of the three order types, then
// the server's special categories; the chosen entry's list (or tags) on the right. The
// choice lives in the query (?type=, ?category=), so back and reload keep it.
import { App } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { ORDER_TYPE } from '#common/schemas/orders/status.ts'
import { OrdersProvider } from './orders-provider.tsx'
import { displayName, useSessionUser } from '#web/lib/session.ts'
import { AMPLICON_KIND, GUIDE_SEQ_KIND, ORDER_KINDS, orderKindOf } from './order-kinds.ts'
import { CellOrderList, SampleOrderList } from './order-lists.tsx'
import { type SpecialCategory, fetchSpecialCategories } from './orders-api.ts'
import { idParam } from './order-paths.ts'
import { SpecialCategoryPanel, specialCategoriesOf } from './special-category.tsx'
import { categoryName } from '#web/lib/i18n.ts'
import { useText } from '#web/lib/page-lang.ts'
import { useShell } from '#web/lib/shell.ts'

export default function OrderCentre() {
  return (
    <OrdersProvider>
      <Centre />
    </OrdersProvider>
  )
}

function Centre() {
  const t = useText()
  const { message } = App.useApp()
  const [params] = useSearchParams()
  const [categories, setCategories] = useState<SpecialCategory[]>([])
  const categoryId = idParam(params.get('category'))
  const kind = orderKindOf(Number(params.get('type') ?? ORDER_TYPE.GUIDE_SEQ))
  const category = categories.find((entry) => entry.id === categoryId)
  const user = useSessionUser()
  const { lang } = useShell()

  useEffect(() => {
    fetchSpecialCategories().then(
      (loaded) => setCategories(specialCategoriesOf(loaded)),
      (error: unknown) => message.error((error as Error).message),
    )
  }, [message])

  const selected = categoryId === undefined ? `type-${kind.type}` : `category-${categoryId}`
  // On phones the menu is a row that scrolls sideways: keep the chosen entry in view.
  const menu = useRef<HTMLElement>(null)
  useEffect(() => {
    menu.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }, [selected, categories])
  const entries = [
    ...ORDER_KINDS.map((entry) => ({ key: `type-${entry.type}`, title: t(entry.title), href: `?type=${entry.type}` })),
    ...categories.map((entry) => ({
      key: `category-${entry.id}`,
      title: categoryName(lang, entry),
      href: `?category=${entry.id}`,
    })),
  ]

  return (
    <div className="order-centre">
      {user && (
        <p className="order-centre__welcome">{t(`欢迎回来，${displayName(user)}。在这里提交样本、查看订单进度。`)}</p>
      )}
      <nav ref={menu} className="order-menu" aria-label={t('订单类型')}>
        <ul>
          {entries.map((entry) => (
            <li key={entry.key}>
              <Link
                to={entry.href}
                className="order-menu__link"
                aria-current={entry.key === selected ? 'page' : undefined}
              >
                {entry.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="order-centre__content">
        {categoryId !== undefined ? (
          category && <SpecialCategoryPanel category={category} />
        ) : (
          <KindList type={kind.type} />
        )}
      </div>
    </div>
  )
}

function KindList({ type }: { type: number }) {
  if (type === ORDER_TYPE.GUIDE_SEQ) return <SampleOrderList key={type} kind={GUIDE_SEQ_KIND} />
  if (type === ORDER_TYPE.AMPLICON) return <SampleOrderList key={type} kind={AMPLICON_KIND} />
  return <CellOrderList />
}
