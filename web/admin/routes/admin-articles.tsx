import { publicHrefOf } from '#web/admin/content-forms.ts'
import { CategoryFilter } from '#web/admin/components/category-filter.tsx'
import { ResourceList } from '#web/admin/components/resource-list.tsx'
import { SHOWN_BATCH_ACTIONS, shownColumn } from '#web/admin/components/shown-items.tsx'
import { useCategoryNames } from '#web/admin/lib/use-category-names.ts'
import { formatDateTime } from '#common/china-date.ts'

interface ArticleRow {
  id: number
  tid: number
  title: string
  isRecommended: number
  status: number
  updateTime: string
}

/** /admin/articles: the service and product pages of the list categories. */
export default function AdminArticles() {
  const categoryNames = useCategoryNames()
  return (
    <ResourceList<ArticleRow>
      title="文章与服务"
      path="/articles"
      searchPlaceholder="按标题搜索文章"
      formsPath="/admin/articles"
      describe={(row) => row.title}
      publicHref={publicHrefOf('articles')}
      filters={(setFilter) => <CategoryFilter molds={['article', 'product', 'page', 'zhili']} setFilter={setFilter} />}
      batchActions={SHOWN_BATCH_ACTIONS}
      unit="篇文章"
      columns={[
        { title: '标题', dataIndex: 'title', sorter: true },
        {
          title: '栏目',
          dataIndex: 'tid',
          width: 140,
          render: (tid: number) => categoryNames.get(tid) ?? tid,
        },
        { title: '首页推荐', dataIndex: 'isRecommended', width: 100, render: (value: number) => (value ? '是' : '否') },
        shownColumn<ArticleRow>(),
        {
          title: '更新时间',
          dataIndex: 'updateTime',
          width: 170,
          sorter: true,
          render: (value: string) => formatDateTime(value),
        },
      ]}
    />
  )
}
