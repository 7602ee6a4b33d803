import { publicHrefOf } from '#web/admin/content-forms.ts'
import { ResourceList } from '#web/admin/components/resource-list.tsx'
import { useCategoryNames } from '#web/admin/lib/use-category-names.ts'
import { formatDateTime } from '#common/china-date.ts'

interface NewsRow {
  id: number
  tid: number
  title: string
  createTime: string
}

/** /admin/news: the news items of the news centre. */
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
      columns={[
        { title: '标题', dataIndex: 'title' },
        {
          title: '栏目',
          dataIndex: 'tid',
          width: 140,
          render: (tid: number) => categoryNames.get(tid) ?? tid,
        },
        { title: '发布时间', dataIndex: 'createTime', width: 170, render: (value: string) => formatDateTime(value) },
      ]}
    />
  )
}
