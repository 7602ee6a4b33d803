// The rows of a cell line order's detail page: every answer, the hidden ones left out.
import type { DescriptionsProps } from 'antd'
import type { CellLineOrder } from '#common/schemas/orders/cell-line.ts'
import {
  ANSWER,
  ANSWER_LABEL,
  CELL_SERVICE_TYPE,
  CELL_SERVICE_TYPE_LABEL,
  COPY_TYPE,
  COPY_TYPE_LABEL,
  DELIVERABLE_LABEL,
  GENE_INFO,
  GENE_INFO_LABEL,
  GROWTH_LABEL,
  HOST_PROVIDER_LABEL,
  PRIMARY_CELL_LABEL,
} from '#common/schemas/orders/options.ts'
import { CELL_LABEL, YES_NO_LABEL } from './field-labels.ts'
import { ProofLink } from './proof-upload.tsx'
import type { TextOf } from '#web/lib/page-lang.ts'

type Items = NonNullable<DescriptionsProps['items']>

const item = (key: keyof typeof CELL_LABEL, children: React.ReactNode, wide = false): Items[number] => ({
  key,
  label: CELL_LABEL[key],
  children: children === '' ? '—' : children,
  ...(wide ? { span: 'filled' as const } : {}),
})

type ProofField = 'shengzhang_file' | 'cunhuo_file' | 'shuzhu_file'
/** How a proof file is opened: the customer's own link by default; staff read it through the console. */
export type ProofRenderer = (field: ProofField, url: string) => React.ReactNode
const customerProof: ProofRenderer = (_field, url) => <ProofLink url={url} />

/** The record's rows, in the language of `t` (the console, which is Chinese, passes `chinese`). */
export function cellOrderItems(order: CellLineOrder, t: TextOf, renderProof: ProofRenderer = customerProof): Items {
  const proof = (field: ProofField, url: string) => item(field, url ? renderProof(field, url) : t('未上传'))
  const design = order.is_rna === 1
  return [
    item('leixing', t(CELL_SERVICE_TYPE_LABEL[order.leixing] ?? '')),
    item('name', order.name),
    ...(order.leixing === CELL_SERVICE_TYPE.KNOCK_IN
      ? [
          item('is_dingdian', t(YES_NO_LABEL[order.is_dingdian] ?? '')),
          ...(order.is_dingdian === 1
            ? [item('dingdian_info', <span className="detail-sequence">{order.dingdian_info}</span>, true)]
            : []),
        ]
      : []),
    item('is_rna', t(design ? '需要' : '不需要（自带序列）')),
    ...(design
      ? [
          item('jiyin', t(GENE_INFO_LABEL[order.jiyin] ?? '')),
          ...(order.jiyin === GENE_INFO.OTHER ? [item('jiyin_other', order.jiyin_other)] : []),
        ]
      : [item('jiyin_xulie', <span className="detail-sequence">{order.jiyin_xulie}</span>, true)]),
    item('shuzhu', order.shuzhu),
    item('beixuan', order.beixuan),
    item('is_yuandai', t(PRIMARY_CELL_LABEL[order.is_yuandai] ?? '')),
    item('yuandai_other', order.yuandai_other),
    item('shuzhu_tigong', t(HOST_PROVIDER_LABEL[order.shuzhu_tigong] ?? '')),
    item('shuzhu_jiyinshu', t(COPY_TYPE_LABEL[order.shuzhu_jiyinshu] ?? '')),
    ...(order.shuzhu_jiyinshu === COPY_TYPE.MULTI ? [item('shuzhu_copynum', order.shuzhu_copynum)] : []),
    proof('shuzhu_file', order.shuzhu_file),
    item('texing_type', t(GROWTH_LABEL[order.texing_type] ?? '')),
    item('peiyangji_main', order.peiyangji_main),
    item('peiyangji_other', order.peiyangji_other),
    item('chuandai_zhou', order.chuandai_zhou),
    item('chuandai_bi', order.chuandai_bi),
    item('is_wuxianchuan', t(ANSWER_LABEL[order.is_wuxianchuan] ?? '')),
    item('is_tiyingxiang', t(ANSWER_LABEL[order.is_tiyingxiang] ?? '')),
    item('is_dancunhuo', t(ANSWER_LABEL[order.is_dancunhuo] ?? '')),
    item('is_shengzhang', t(ANSWER_LABEL[order.is_shengzhang] ?? '')),
    ...(order.is_shengzhang === ANSWER.UNSURE ? [] : [proof('shengzhang_file', order.shengzhang_file)]),
    item('is_cunhuo', t(ANSWER_LABEL[order.is_cunhuo] ?? '')),
    ...(order.is_cunhuo === ANSWER.UNSURE ? [] : [proof('cunhuo_file', order.cunhuo_file)]),
    item('is_youhai', t(YES_NO_LABEL[order.is_youhai] ?? '')),
    ...(order.is_youhai === 1 ? [item('youhai_info', order.youhai_info, true)] : []),
    item('jiaofu_type', t(DELIVERABLE_LABEL[order.jiaofu_type] ?? '')),
    item('remark', order.remark, true),
  ]
}
