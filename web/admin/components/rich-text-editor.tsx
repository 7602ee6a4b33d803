// The editor of the site's HTML bodies (news, articles, categories, page texts): headings,
// bold and italic, lists, links, uploaded pictures, undo and redo, and the HTML source for
// what the toolbar does not make (tables, classes). Loaded lazily, in the console only.
// The form's value changes only when the editor changes the text, so opening a body with
// markup the editor does not know and saving other fields keeps that markup.
import {
  BoldOutlined,
  CodeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons'
import Image from '@tiptap/extension-image'
import Link from '@tiptap/extension-link'
import { EditorContent, type Editor, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { App, Button, Divider, Input, Modal, Tooltip } from 'antd'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { LinkSchema } from '#common/schemas/admin-content.ts'
import { adminApi } from '#web/admin/lib/admin-api.ts'
import { IMAGE_ACCEPT, imageFileProblem } from '#web/admin/lib/content-image.ts'

export interface RichTextEditorProps {
  value?: string
  onChange?: (html: string) => void
  /** The field's name for screen readers ("正文"). */
  label: string
  id?: string
}

const HEADINGS = [2, 3, 4] as const

export default function RichTextEditor({ value = '', onChange, label, id }: RichTextEditorProps) {
  const [source, setSource] = useState(false)
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({ heading: { levels: [...HEADINGS] }, link: false, code: false, codeBlock: false }),
      Link.configure({ openOnClick: false, autolink: true, defaultProtocol: 'https' }),
      Image.configure({ allowBase64: false }),
    ],
    content: value,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', class: 'rich-text' } },
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML()),
  })

  // A value set from outside (the item loaded, the source edited) replaces the text.
  useEffect(() => {
    if (!editor || source) return
    const current = editor.isEmpty ? '' : editor.getHTML()
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value, source])

  return (
    <div className="admin-editor" id={id}>
      <Toolbar editor={editor} source={source} onSource={() => setSource((shown) => !shown)} />
      {source ? (
        <Input.TextArea
          className="admin-editor__source"
          aria-label={`${label}（HTML 源码）`}
          value={value}
          autoSize={{ minRows: 10, maxRows: 30 }}
          onChange={(event) => onChange?.(event.target.value)}
        />
      ) : (
        <EditorContent editor={editor} className="admin-editor__content" />
      )}
    </div>
  )
}

function Toolbar({ editor, source, onSource }: { editor: Editor | null; source: boolean; onSource: () => void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            heading: HEADINGS.find((level) => current.isActive('heading', { level })),
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            bulletList: current.isActive('bulletList'),
            orderedList: current.isActive('orderedList'),
            link: current.isActive('link'),
            canUndo: current.can().undo(),
            canRedo: current.can().redo(),
          }
        : undefined,
  })
  const off = !editor || source
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => {
    if (editor) command(editor.chain().focus()).run()
  }

  return (
    <div className="admin-editor__toolbar" role="toolbar" aria-label="格式">
      {HEADINGS.map((level) => (
        <ToolButton
          key={level}
          label={`H${level - 1} 标题`}
          active={state?.heading === level}
          disabled={off}
          onClick={() => run((chain) => chain.toggleHeading({ level }))}
        >
          H{level - 1}
        </ToolButton>
      ))}
      <Divider orientation="vertical" />
      <ToolButton label="粗体" active={state?.bold} disabled={off} onClick={() => run((c) => c.toggleBold())}>
        <BoldOutlined />
      </ToolButton>
      <ToolButton label="斜体" active={state?.italic} disabled={off} onClick={() => run((c) => c.toggleItalic())}>
        <ItalicOutlined />
      </ToolButton>
      <ToolButton
        label="项目符号列表"
        active={state?.bulletList}
        disabled={off}
        onClick={() => run((c) => c.toggleBulletList())}
      >
        <UnorderedListOutlined />
      </ToolButton>
      <ToolButton
        label="编号列表"
        active={state?.orderedList}
        disabled={off}
        onClick={() => run((c) => c.toggleOrderedList())}
      >
        <OrderedListOutlined />
      </ToolButton>
      <Divider orientation="vertical" />
      <LinkButton editor={editor} active={state?.link} disabled={off} />
      <ImageButton editor={editor} disabled={off} />
      <Divider orientation="vertical" />
      <ToolButton label="撤销" disabled={off || !state?.canUndo} onClick={() => run((c) => c.undo())}>
        <UndoOutlined />
      </ToolButton>
      <ToolButton label="重做" disabled={off || !state?.canRedo} onClick={() => run((c) => c.redo())}>
        <RedoOutlined />
      </ToolButton>
      <Divider orientation="vertical" />
      <ToolButton label="HTML 源码" active={source} disabled={!editor} onClick={onSource}>
        <CodeOutlined />
      </ToolButton>
    </div>
  )
}

interface ToolButtonProps {
  label: string
  active?: boolean | undefined
  disabled?: boolean
  onClick: () => void
  children: ReactNode
}

function ToolButton({ label, active = false, disabled = false, onClick, children }: ToolButtonProps) {
  return (
    <Tooltip title={label}>
      <Button
        type={active ? 'primary' : 'text'}
        size="small"
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        // The editor keeps the focus and the cursor: a button that took them would hand them
        // back only at the next frame, and keys pressed before then would be lost.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      >
        {children}
      </Button>
    </Tooltip>
  )
}

/** Asks for the address of the selected text's link; an empty address removes it. */
function LinkButton({ editor, active, disabled }: { editor: Editor | null; active?: boolean; disabled: boolean }) {
  const [open, setOpen] = useState(false)
  const [href, setHref] = useState('')
  const [problem, setProblem] = useState<string>()

  const show = () => {
    setHref(String(editor?.getAttributes('link').href ?? ''))
    setProblem(undefined)
    setOpen(true)
  }
  const apply = () => {
    const checked = LinkSchema.safeParse(href)
    if (!checked.success) return setProblem(checked.error.issues[0]?.message)
    const chain = editor?.chain().focus().extendMarkRange('link')
    if (checked.data) chain?.setLink({ href: checked.data }).run()
    else chain?.unsetLink().run()
    setOpen(false)
  }

  return (
    <>
      <ToolButton label="链接" active={active} disabled={disabled} onClick={show}>
        <LinkOutlined />
      </ToolButton>
      <Modal title="链接" open={open} okText="确定" cancelText="取消" onOk={apply} onCancel={() => setOpen(false)}>
        <Input
          aria-label="链接地址"
          placeholder="以 / 或 https:// 开头，留空则去掉链接"
          value={href}
          status={problem ? 'error' : ''}
          onChange={(event) => setHref(event.target.value)}
          onPressEnter={apply}
        />
        {problem && (
          <div className="ant-form-item-explain-error" role="alert">
            {problem}
          </div>
        )}
      </Modal>
    </>
  )
}

/** Uploads a picture and puts it where the cursor is. */
function ImageButton({ editor, disabled }: { editor: Editor | null; disabled: boolean }) {
  const { message } = App.useApp()
  const input = useRef<HTMLInputElement>(null)
  /** The percent sent of the picture being uploaded; undefined when none is. */
  const [sent, setSent] = useState<number>()
  const uploading = sent !== undefined

  const insert = async (file: File | undefined) => {
    if (!file || !editor) return
    const problem = imageFileProblem(file)
    if (problem) return message.error(problem)
    setSent(0)
    try {
      const { url } = await adminApi.uploadImage(file, setSent)
      editor
        .chain()
        .focus()
        .setImage({ src: url, alt: file.name.replace(/\.[^.]+$/, '') })
        .run()
    } catch (error) {
      message.error((error as Error).message)
    } finally {
      setSent(undefined)
      if (input.current) input.current.value = ''
    }
  }

  return (
    <>
      <ToolButton label="插入图片" disabled={disabled || uploading} onClick={() => input.current?.click()}>
        <PictureOutlined />
      </ToolButton>
      {uploading && (
        <span className="admin-editor__progress" aria-live="polite">
          上传中 {sent}%
        </span>
      )}
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        // Opened by the toolbar's button; inline like antd's Upload, above any input style.
        style={{ display: 'none' }}
        aria-label="选择要插入的图片"
        onChange={(event) => void insert(event.target.files?.[0])}
      />
    </>
  )
}
