import { publicHrefOf } from '#web/admin/content-forms.ts'
import { CategoryFilter } from '#web/admin/components/category-filter.tsx'
import { ResourceList } from '#web/admin/components/resource-list.tsx'
import { SHOWN_BATCH_ACTIONS, shownColumn } from '#web/admin/components/shown-items.tsx'
import { useCategoryNames } from '#web/admin/lib/use-category-names.ts'
import { formatDateTime } from '#common/china-date.ts'

interface NewsRow {
  id: number
  tid: number
  title: string
  status: number
  createTime: string
}

/** /admin/news: the news items of the news centre, by category; shown, hidden or deleted several at a time. */
export default function AdminNews() {
  const categoryNames = useCategoryNames()
  return (
    <ResourceList<NewsRow>
      title="新闻"
      path="/news"
      searchPlaceholder="按标题搜索新闻"
      formsPath="/admin/news"
      describe={(row) => row.title}
      publicHref={publicHrefOf('news')}
      filters={(setFilter) => <CategoryFilter molds={['news']} setFilter={setFilter} />}
      batchActions={SHOWN_BATCH_ACTIONS}
      unit="条新闻"
      columns={[
        { title: '标题', dataIndex: 'title', sorter: true },
        {
          title: '栏目',
          dataIndex: 'tid',
          width: 140,
          render: (tid: number) => categoryNames.get(tid) ?? tid,
        },
        shownColumn<NewsRow>(),
        {
          title: '发布时间',
          dataIndex: 'createTime',
          width: 170,
          sorter: true,
          render: (value: string) => formatDateTime(value),
        },
      ]}
    />
  )
}
