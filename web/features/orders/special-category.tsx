// The server's special categories in the order centre (spec §2; decision 10): category/teshuCate
// also answers the services behind the three fixed entries, so only the groups (categories
// with child services) are added, and choosing one shows its children as tags. English pages
// name them by encatname, as the site's menus do.
import { Card, Tag } from 'antd'
import { CategoryLink } from '#web/components/layout/category-link.tsx'
import type { SpecialCategory } from './orders-api.ts'
import { categoryName } from '#web/lib/i18n.ts'
import { useText } from '#web/lib/page-lang.ts'
import { useShell } from '#web/lib/shell.ts'

export const specialCategoriesOf = (categories: SpecialCategory[]) =>
  categories.filter((category) => category.childs.length > 0)

export function SpecialCategoryPanel({ category }: { category: SpecialCategory }) {
  const t = useText()
  const { lang } = useShell()
  const name = categoryName(lang, category)
  return (
    <Card className="customer-card" title={name}>
      {category.description && <p className="special-category__text">{category.description}</p>}
      <ul className="special-category__tags" aria-label={t(`${name}的服务`)}>
        {category.childs.map((child) => (
          <li key={child.id}>
            <Tag className="special-category__tag" color="blue">
              <CategoryLink item={child}>{categoryName(lang, child)}</CategoryLink>
            </Tag>
          </li>
        ))}
      </ul>
    </Card>
  )
}
