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

type Items = NonNullable<DescriptionsProps['items']>

const item = (key: keyof typeof CELL_LABEL, children: React.ReactNode, wide = false): Items[number] => ({
  key,
  label: CELL_LABEL[key],
  children: children === '' ? '—' : children,
  ...(wide ? { span: 'filled' as const } : {}),
})

const proof = (key: 'shengzhang_file' | 'cunhuo_file' | 'shuzhu_file', url: string) =>
  item(key, url ? <ProofLink url={url} /> : '未上传')

export function cellOrderItems(order: CellLineOrder): Items {
  const design = order.is_rna === 1
  return [
    item('leixing', CELL_SERVICE_TYPE_LABEL[order.leixing]),
    item('name', order.name),
    ...(order.leixing === CELL_SERVICE_TYPE.KNOCK_IN
      ? [
          item('is_dingdian', YES_NO_LABEL[order.is_dingdian]),
          ...(order.is_dingdian === 1
            ? [item('dingdian_info', <span className="detail-sequence">{order.dingdian_info}</span>, true)]
            : []),
        ]
      : []),
    item('is_rna', design ? '需要' : '不需要（自带序列）'),
    ...(design
      ? [
          item('jiyin', GENE_INFO_LABEL[order.jiyin]),
          ...(order.jiyin === GENE_INFO.OTHER ? [item('jiyin_other', order.jiyin_other)] : []),
        ]
      : [item('jiyin_xulie', <span className="detail-sequence">{order.jiyin_xulie}</span>, true)]),
    item('shuzhu', order.shuzhu),
    item('beixuan', order.beixuan),
    item('is_yuandai', PRIMARY_CELL_LABEL[order.is_yuandai]),
    item('yuandai_other', order.yuandai_other),
    item('shuzhu_tigong', HOST_PROVIDER_LABEL[order.shuzhu_tigong]),
    item('shuzhu_jiyinshu', COPY_TYPE_LABEL[order.shuzhu_jiyinshu]),
    ...(order.shuzhu_jiyinshu === COPY_TYPE.MULTI ? [item('shuzhu_copynum', order.shuzhu_copynum)] : []),
    proof('shuzhu_file', order.shuzhu_file),
    item('texing_type', GROWTH_LABEL[order.texing_type]),
    item('peiyangji_main', order.peiyangji_main),
    item('peiyangji_other', order.peiyangji_other),
    item('chuandai_zhou', order.chuandai_zhou),
    item('chuandai_bi', order.chuandai_bi),
    item('is_wuxianchuan', ANSWER_LABEL[order.is_wuxianchuan]),
    item('is_tiyingxiang', ANSWER_LABEL[order.is_tiyingxiang]),
    item('is_dancunhuo', ANSWER_LABEL[order.is_dancunhuo]),
    item('is_shengzhang', ANSWER_LABEL[order.is_shengzhang]),
    ...(order.is_shengzhang === ANSWER.UNSURE ? [] : [proof('shengzhang_file', order.shengzhang_file)]),
    item('is_cunhuo', ANSWER_LABEL[order.is_cunhuo]),
    ...(order.is_cunhuo === ANSWER.UNSURE ? [] : [proof('cunhuo_file', order.cunhuo_file)]),
    item('is_youhai', YES_NO_LABEL[order.is_youhai]),
    ...(order.is_youhai === 1 ? [item('youhai_info', order.youhai_info, true)] : []),
    item('jiaofu_type', DELIVERABLE_LABEL[order.jiaofu_type]),
    item('remark', order.remark, true),
  ]
}
