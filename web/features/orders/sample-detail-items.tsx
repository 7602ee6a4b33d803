// The rows of a sample's detail page: what the customer answered, the hidden answers left out.
import type { DescriptionsProps } from 'antd'
import type { AmpliconSample } from '#common/schemas/orders/amplicon.ts'
import type { GuideSeqSample } from '#common/schemas/orders/guide-seq.ts'
import {
  ANALYSIS_GROUP,
  CUSTOM_NEED,
  CUSTOM_NEED_LABEL,
  MEDIUM,
  MEDIUM_LABEL,
  NUCLEASE,
  NUCLEASE_LABEL,
  SAMPLE_TYPE,
  SAMPLE_TYPE_LABEL,
  SPECIES,
  SPECIES_LABEL,
} from '#common/schemas/orders/options.ts'
import { SAMPLE_LABEL, YES_NO_LABEL } from './field-labels.ts'
import type { TextOf } from '#web/lib/page-lang.ts'

type Items = NonNullable<DescriptionsProps['items']>
type SharedSample = GuideSeqSample | AmpliconSample

const item = (key: keyof typeof SAMPLE_LABEL, children: React.ReactNode, wide = false): Items[number] => ({
  key,
  label: SAMPLE_LABEL[key],
  children,
  ...(wide ? { span: 'filled' as const } : {}),
})

const sequence = (text: string) => <span className="detail-sequence">{text || '—'}</span>

export function sharedSampleItems(sample: SharedSample, t: TextOf): Items {
  const dna = sample.type === SAMPLE_TYPE.DNA
  const experimental = sample.fenxi_leixing === ANALYSIS_GROUP.EXPERIMENTAL
  return [
    item('name', sample.name),
    item('type', t(SAMPLE_TYPE_LABEL[sample.type] ?? '')),
    ...(sample.type === SAMPLE_TYPE.OTHER ? [item('type_other', sample.type_other)] : []),
    ...(dna
      ? [
          item('jiezhi', t(MEDIUM_LABEL[sample.jiezhi] ?? '')),
          ...(sample.jiezhi === MEDIUM.OTHER ? [item('jiezhi_other', sample.jiezhi_other)] : []),
          item('is_edta', t(YES_NO_LABEL[sample.is_edta] ?? '')),
          ...(sample.is_edta === 1 ? [item('edta_nongdu', sample.edta_nongdu)] : []),
          item('nongdu', sample.nongdu),
          item('tiji', sample.tiji),
          item('zongliang', sample.zongliang),
        ]
      : []),
    item('laiyuan', t(SPECIES_LABEL[sample.laiyuan] ?? '')),
    ...(sample.laiyuan === SPECIES.OTHER ? [item('laiyuan_other', sample.laiyuan_other)] : []),
    item('fenxi_leixing', t(experimental ? '实验组' : '对照组')),
    ...(experimental
      ? [
          item('hexuanmei', t(NUCLEASE_LABEL[sample.hexuanmei] ?? '')),
          ...(sample.hexuanmei === NUCLEASE.OTHER ? [item('hexuanmei_other', sample.hexuanmei_other)] : []),
        ]
      : [item('duizhao', sample.duizhao)]),
    ...(sample.is_remark === 1 ? [item('remark', sample.remark, true)] : []),
  ]
}

export function guideSeqItems(sample: GuideSeqSample, t: TextOf): Items {
  return [
    ...(sample.xulie
      ? [
          item(
            'xulie',
            <ol className="detail-sequence">
              {sample.xulie.split(',').map((row, index) => (
                <li key={index}>{row}</li>
              ))}
            </ol>,
            true,
          ),
        ]
      : []),
    item('cuopei_fazhi', sample.cuopei_fazhi),
    item('tudian_fazhi', sample.tudian_fazhi),
    item('is_odn', t(YES_NO_LABEL[sample.is_odn] ?? '')),
    ...(sample.is_odn === 1 ? [item('odn_xulie', sequence(sample.odn_xulie), true)] : []),
  ]
}

export function ampliconItems(sample: AmpliconSample, t: TextOf): Items {
  const designPrimers = sample.is_yinwu === 1
  const experimental = sample.fenxi_leixing === ANALYSIS_GROUP.EXPERIMENTAL
  return [
    ...(sample.shiyan_name ? [item('shiyan_name', sample.shiyan_name)] : []),
    ...(experimental
      ? [
          item('xulie', sequence(sample.xulie), true),
          item('weidian_juli', sample.weidian_juli),
          item('chuangkou_size', sample.chuangkou_size),
        ]
      : []),
    item('is_yinwu', t(YES_NO_LABEL[sample.is_yinwu] ?? '')),
    ...(designPrimers
      ? [item('yinwu_xulie', sequence(sample.yinwu_xulie), true)]
      : [
          item('zheng_xulie', sequence(sample.zheng_xulie)),
          item('fan_xulie', sequence(sample.fan_xulie)),
          item('tuihuo_wendu', sample.tuihuo_wendu),
        ]),
    item('kuozhan_xulie', sequence(sample.kuozhan_xulie), true),
    item('is_dipin', t(YES_NO_LABEL[sample.is_dipin] ?? '')),
    ...(sample.is_dipin === 1
      ? [item('dipin_zhi', `${sample.dipin_zhi}（${Math.round(sample.dipin_zhi * 100)}%）`)]
      : []),
    item('gexinghua_type', t(CUSTOM_NEED_LABEL[sample.gexinghua_type] ?? '')),
    ...(sample.gexinghua_type === CUSTOM_NEED.OTHER ? [item('gexinghua_other', sample.gexinghua_other)] : []),
  ]
}
