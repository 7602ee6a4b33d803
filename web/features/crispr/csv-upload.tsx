import { FileTextOutlined, UploadOutlined } from '@ant-design/icons'
import { Button, Upload } from 'antd'
import { CRISPR_MESSAGES, isCsvFileName } from '#common/schemas/crispr.ts'
import { pageText, useText } from '#web/lib/page-lang.ts'

/** Far above 999 pairs (about 50 KB); a bigger file is not a pairs file and would stall the page. */
const MAX_BYTES = 1024 * 1024

interface Props {
  /** The chosen file's name (the form's `csvfile`), set through antd's Form.Item. */
  value?: string | undefined
  onChange?: (fileName: string | undefined) => void
  /** The accepted file's text: it is what gets submitted (`xulie`). */
  onRead: (text: string) => void
  /** Why a file was refused, for the field's error. */
  onRefuse: (reason: string) => void
}

/**
 * Picks a CSV of pairs and reads it in the browser: nothing is uploaded on its own, the
 * text joins the form (spec §5: 'Upload accepts only csv').
 */
export function CsvUpload({ value, onChange, onRead, onRefuse }: Props) {
  const t = useText()
  const accept = async (file: File) => {
    if (!isCsvFileName(file.name)) return onRefuse(pageText(CRISPR_MESSAGES.csvRequired))
    if (file.size > MAX_BYTES) return onRefuse(pageText('文件过大：CSV 文件不能超过 1 MB'))
    try {
      onRead(await file.text())
      onChange?.(file.name)
    } catch {
      onRefuse(pageText('无法读取该文件，请重新选择'))
    }
  }

  return (
    <div className="csv-upload">
      <Upload
        accept=".csv,text/csv"
        showUploadList={false}
        beforeUpload={(file) => {
          void accept(file)
          return Upload.LIST_IGNORE
        }}
      >
        <Button icon={<UploadOutlined />}>{t('选择 CSV 文件')}</Button>
      </Upload>
      {value ? (
        <span className="csv-upload__file">
          <FileTextOutlined /> {value}
        </span>
      ) : (
        <span className="csv-upload__hint">{t('文件内容将填入上方序列框')}</span>
      )}
    </div>
  )
}
