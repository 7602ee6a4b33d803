// One picture of a form (news cover, carousel image, category picture, the site's logo):
// uploaded through the console's image call, with the percent sent shown while it goes, and
// previewed as a card; or its address typed in.
import { PlusOutlined } from '@ant-design/icons'
import { App, Input, Upload, type UploadProps } from 'antd'
import { useState } from 'react'
import { adminApi } from '#web/admin/lib/admin-api.ts'
import { IMAGE_ACCEPT, imageFileProblem } from '#web/admin/lib/content-image.ts'

interface Props {
  value?: string
  onChange?: (url: string) => void
  label: string
  id?: string
}

export function ImageField({ value = '', onChange, label, id }: Props) {
  const { message } = App.useApp()
  /** The percent sent of the upload under way; undefined when none is. */
  const [sent, setSent] = useState<number>()
  const uploading = sent !== undefined

  const upload: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    setSent(0)
    try {
      const image = await adminApi.uploadImage(file as File, setSent)
      onChange?.(image.url)
      onSuccess?.(image)
    } catch (error) {
      message.error((error as Error).message)
      onError?.(error as Error)
    } finally {
      setSent(undefined)
    }
  }

  return (
    <div className="admin-image-field">
      <Upload
        listType="picture-card"
        accept={IMAGE_ACCEPT}
        maxCount={1}
        fileList={value ? [{ uid: value, name: value.split('/').pop() ?? value, status: 'done', url: value }] : []}
        beforeUpload={(file) => {
          const problem = imageFileProblem(file)
          if (problem) message.error(problem)
          return problem ? Upload.LIST_IGNORE : true
        }}
        customRequest={upload}
        onRemove={() => onChange?.('')}
        showUploadList={{ showPreviewIcon: false }}
      >
        {!value && (
          <button type="button" className="admin-image-field__add" aria-label={`上传${label}`} disabled={uploading}>
            <PlusOutlined />
            <span aria-live="polite">{uploading ? `上传中 ${sent}%` : '上传'}</span>
          </button>
        )}
      </Upload>
      <Input
        id={id}
        aria-label={`${label}地址`}
        placeholder="或填写图片地址，以 / 或 https:// 开头"
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
      />
    </div>
  )
}
