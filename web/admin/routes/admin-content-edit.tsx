import { Result } from 'antd'
import { useLocation, useParams } from 'react-router'
import { ContentForm } from '#web/admin/components/content-form.tsx'
import { contentFormOf } from '#web/admin/content-forms.ts'

/** /admin/<kind>/new and /admin/<kind>/<id>: a content item's create and edit form. */
export default function AdminContentEdit() {
  const { id } = useParams()
  const segment = useLocation().pathname.split('/')[2] ?? ''
  const spec = contentFormOf(segment)
  const itemId = id === 'new' ? undefined : Number(id)
  if (!spec || (itemId !== undefined && !(Number.isInteger(itemId) && itemId > 0)))
    return <Result status="404" title="页面不存在" />
  return <ContentForm key={`${segment}/${id}`} spec={spec} id={itemId} />
}
