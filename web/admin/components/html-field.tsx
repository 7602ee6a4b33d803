// A form field for an HTML body: the rich-text editor, fetched when a form first shows one.
import { Input } from 'antd'
import { Suspense, lazy } from 'react'
import type { RichTextEditorProps } from './rich-text-editor.tsx'

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'))

export function HtmlField(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Input.TextArea aria-label={props.label} value={props.value} rows={8} disabled />}>
      <RichTextEditor {...props} />
    </Suspense>
  )
}
