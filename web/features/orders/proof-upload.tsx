// A proof file of a cell line order (spec §5 'Cell order form', §8): png, jpg, jpeg, pdf, doc
// or docx, one at a time. The server checks the content too, so a renamed executable is
// refused there with the same message. The field's value is the file's download URL, which
// only its owner may open, so it is fetched with the session rather than linked.
import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons'
import { App, Button, Upload } from 'antd'
import { useState } from 'react'
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_ACCEPT,
  UPLOAD_SIZE_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
  extensionOf,
  isUploadExtension,
} from '#common/schemas/uploads.ts'
import { apiFetch } from '#web/lib/api.client.ts'
import { pageText, useText } from '#web/lib/page-lang.ts'

interface UploadAnswer {
  code: number
  message: string
  data: { url: string; name: string }[] | null
}

async function uploadProof(file: File): Promise<{ url: string; name: string }> {
  const body = new FormData()
  body.append('file', file)
  const response = await apiFetch('/uploads/index', { method: 'POST', body })
  const answer = (await response.json().catch(() => null)) as UploadAnswer | null
  const uploaded = answer?.code === 200 ? answer.data?.[0] : undefined
  if (!uploaded) throw new Error(answer?.message ?? pageText('上传失败，请稍后再试'))
  return uploaded
}

/** Opens an uploaded file the session may read, from a temporary object URL. */
async function openProof(url: string) {
  const response = await apiFetch(url.replace(/^\/api\/v1/, ''))
  if (!response.ok) throw new Error(pageText('文件不存在或已被删除'))
  const objectUrl = URL.createObjectURL(await response.blob())
  window.open(objectUrl, '_blank', 'noopener')
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000)
}

interface Props {
  /** Set by Form.Item: the uploaded file's URL, '' for none. */
  value?: string
  onChange?: (url: string) => void
  label: string
}

export function ProofUpload({ value, onChange, label }: Props) {
  const t = useText()
  const { message } = App.useApp()
  const [fileName, setFileName] = useState<string>()
  const [uploading, setUploading] = useState(false)
  const action = t(value ? '重新上传' : '上传文件')

  const accept = async (file: File) => {
    if (!isUploadExtension(extensionOf(file.name))) return message.error(pageText(UPLOAD_TYPE_MESSAGE))
    if (file.size > MAX_UPLOAD_BYTES) return message.error(pageText(UPLOAD_SIZE_MESSAGE))
    setUploading(true)
    try {
      const uploaded = await uploadProof(file)
      setFileName(uploaded.name)
      onChange?.(uploaded.url)
      message.success(t('上传成功'))
    } catch (error) {
      message.error((error as Error).message)
    } finally {
      setUploading(false)
    }
  }

  return (
    <div className="proof-upload">
      <Upload
        accept={UPLOAD_ACCEPT}
        maxCount={1}
        showUploadList={false}
        beforeUpload={(file) => {
          void accept(file)
          return Upload.LIST_IGNORE
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading} aria-label={`${action}：${label}`}>
          {action}
        </Button>
      </Upload>
      {value ? (
        <>
          <ProofLink url={value} text={fileName} />
          <Button
            type="text"
            icon={<DeleteOutlined />}
            aria-label={t(`移除${label}`)}
            onClick={() => {
              setFileName(undefined)
              onChange?.('')
            }}
          />
        </>
      ) : (
        <span className="proof-upload__file">{t('支持 png、jpg、jpeg、pdf、doc、docx，不超过 10 MB')}</span>
      )}
    </div>
  )
}

/** A link-like button that opens an uploaded proof with the session. */
export function ProofLink({ url, text }: { url: string; text?: string | undefined }) {
  const t = useText()
  const { message } = App.useApp()
  return (
    <Button
      type="link"
      className="proof-upload__link"
      icon={<PaperClipOutlined />}
      onClick={() => void openProof(url).catch((error: unknown) => message.error((error as Error).message))}
    >
      {text ?? t('查看已上传文件')}
    </Button>
  )
}
