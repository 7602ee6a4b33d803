// /orderImport?kind&oid: a GUIDE-seq or amplicon order's samples from a spreadsheet. The
// customer downloads the template, fills one sample per row and chooses the file; the server
// checks every row as the sample form would and answers a preview: every problem by row and
// column, or the samples it would import. Nothing is saved until the customer confirms a file
// without problems; then all its samples go in at once, into the order or a new one.
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons'
import { Alert, App, Button, Card, Table, Upload } from 'antd'
import { useCallback, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import {
  SAMPLE_IMPORT_MAX_BYTES,
  SAMPLE_IMPORT_MAX_ROWS,
  SAMPLE_IMPORT_MESSAGES,
  type SampleImportIssue,
  type SampleImportResult,
  issuePlace,
} from '#common/schemas/orders/sample-import.ts'
import { canAddSamples } from '#common/schemas/orders/status.ts'
import { SPREADSHEET_ACCEPT, SPREADSHEET_TYPES, extensionOf, isUploadExtension } from '#common/schemas/uploads.ts'
import { PanelSkeleton } from '#web/components/account/panel-skeleton.tsx'
import { pageText, useText } from '#web/lib/page-lang.ts'
import { goBack } from './go-back.ts'
import { type LockedBy, LockedNotice } from './locked-notice.tsx'
import { SAMPLE_ORDER_KINDS, type SampleOrderKindName } from './order-kinds.ts'
import { idParam, orderCentrePath } from './order-paths.ts'
import { OrdersProvider, successAfterLeaving } from './orders-provider.tsx'
import { useLoaded } from './use-loaded.ts'

export default function SampleImportPage({ kind }: { kind: SampleOrderKindName }) {
  return (
    <OrdersProvider>
      <SampleImportLoader kind={kind} />
    </OrdersProvider>
  )
}

/** The order the samples go into (it must still take samples), or none for a new order. */
function SampleImportLoader({ kind }: { kind: SampleOrderKindName }) {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const oid = idParam(params.get('oid'))
  const { calls, pages, type } = SAMPLE_ORDER_KINDS[kind]
  const load = useCallback(async (): Promise<{ orderno?: string } | { locked: LockedBy }> => {
    if (oid === undefined) return {}
    const order = await calls.order(oid)
    return canAddSamples(order.status) ? { orderno: order.orderno } : { locked: { by: 'order', status: order.status } }
  }, [calls, oid])
  const [loaded] = useLoaded(load)
  const back = () => goBack(navigate, oid ? pages.list({ oid, orderno: '' }) : orderCentrePath(type))
  if (loaded.state === 'loading') return <PanelSkeleton rows={6} />
  if (loaded.state === 'failed') return <p className="customer-main__error">{loaded.error}</p>
  if ('locked' in loaded.value) return <LockedNotice locked={loaded.value.locked} onBack={back} />
  return <SampleImport kind={kind} oid={oid} orderno={loaded.value.orderno} />
}

/** What the last file chosen turned out to be. */
type Checked = { file: File; result: SampleImportResult } | { file: File; refused: string }

function SampleImport({ kind, oid, orderno }: { kind: SampleOrderKindName; oid?: number; orderno?: string }) {
  const t = useText()
  const { message } = App.useApp()
  const navigate = useNavigate()
  const { calls, pages } = SAMPLE_ORDER_KINDS[kind]
  const [checked, setChecked] = useState<Checked>()
  const [busy, setBusy] = useState(false)

  const check = async (file: File) => {
    if (!isUploadExtension(extensionOf(file.name), SPREADSHEET_TYPES)) {
      return message.error(pageText(SAMPLE_IMPORT_MESSAGES.type))
    }
    if (file.size > SAMPLE_IMPORT_MAX_BYTES) return message.error(pageText(SAMPLE_IMPORT_MESSAGES.size))
    setBusy(true)
    try {
      const answer = await calls.importSamples(file, { oid, dryRun: true })
      setChecked(answer.result ? { file, result: answer.result } : { file, refused: answer.message })
    } finally {
      setBusy(false)
    }
  }

  const confirm = async (file: File) => {
    setBusy(true)
    try {
      const answer = await calls.importSamples(file, { oid, dryRun: false })
      const saved = answer.result
      if (saved?.oid && saved.orderno) {
        successAfterLeaving(answer.message)
        void navigate(pages.list({ oid: saved.oid, orderno: saved.orderno }), { replace: true })
        return
      }
      // Changed since the preview (or refused now): show what the server found instead.
      const errors = Object.entries(answer.fieldErrors).map(([column, text]) => ({ row: 0, column, message: text }))
      setChecked(
        errors.length > 0
          ? { file, result: { saved: false, samples: [], errors, oid: oid ?? null, orderno: null } }
          : { file, refused: answer.message },
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card className="customer-card sample-import" title={t('批量导入样本')}>
      <p className="sample-import__target">
        {orderno ? t(`样本将添加到订单 ${orderno}。`) : t('导入后将新建一个订单，包含文件中的全部样本。')}
      </p>
      <ol className="sample-import__steps">
        <li>
          <span>{t('下载模板：')}</span>
          <a href={calls.templateUrl('xlsx')} download>
            <DownloadOutlined /> {t('Excel 模板（含填写说明）')}
          </a>
          <a href={calls.templateUrl('csv')} download>
            <DownloadOutlined /> {t('CSV 模板')}
          </a>
        </li>
        <li>{t(`每行填写一个样本，每个文件最多 ${SAMPLE_IMPORT_MAX_ROWS} 个；第 2 行的示例保留不改时不会导入。`)}</li>
        <li>
          <Upload
            accept={SPREADSHEET_ACCEPT}
            showUploadList={false}
            maxCount={1}
            beforeUpload={(file) => {
              void check(file)
              return false
            }}
          >
            <Button icon={<UploadOutlined />} loading={busy && !checked}>
              {t(checked ? '重新选择文件' : '选择文件')}
            </Button>
          </Upload>
          <span className="sample-import__hint">{t('.xlsx 或 .csv，不超过 2 MB')}</span>
        </li>
      </ol>
      {checked && <CheckedFile checked={checked} busy={busy} onConfirm={() => void confirm(checked.file)} />}
    </Card>
  )
}

function CheckedFile({ checked, busy, onConfirm }: { checked: Checked; busy: boolean; onConfirm: () => void }) {
  const t = useText()
  if ('refused' in checked) return <Alert type="error" showIcon title={checked.refused} />
  const { errors, samples } = checked.result
  if (errors.length > 0) {
    return (
      <div className="sample-import__result">
        <Alert
          type="error"
          showIcon
          title={t(`「${checked.file.name}」中有 ${errors.length} 处错误，未导入任何样本`)}
          description={t('请在表格中修改后重新选择文件。')}
        />
        <Table<SampleImportIssue>
          rowKey={(issue) => `${issue.row}-${issue.column}`}
          size="small"
          className="sample-import__errors"
          columns={[
            { title: t('位置'), key: 'place', width: 220, render: (_value, issue) => issuePlace(issue) },
            { title: t('问题'), dataIndex: 'message', key: 'message' },
          ]}
          dataSource={errors}
          pagination={errors.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          scroll={{ x: 480 }}
        />
      </div>
    )
  }
  return (
    <div className="sample-import__result">
      <Alert type="success" showIcon title={t(`「${checked.file.name}」检查无误：共 ${samples.length} 个样本`)} />
      <p className="sample-import__names">{samples.map((sample) => sample.name).join('、')}</p>
      <Button type="primary" loading={busy} onClick={onConfirm}>
        {t(`确认导入 ${samples.length} 个样本`)}
      </Button>
    </div>
  )
}
