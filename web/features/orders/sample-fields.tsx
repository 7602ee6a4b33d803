// The fields every GUIDE-seq and amplicon sample shares (spec §3 'Sample', §4 'Conditional
// sample fields', §5): what each answer shows, with the shared schema's rules.
import { Card, Form, Input, InputNumber, Radio, Select } from 'antd'
import type { Rule } from 'antd/es/form'
import type { ReactNode } from 'react'
import {
  ANALYSIS_GROUP,
  ANALYSIS_GROUP_OPTIONS,
  MEDIUM,
  MEDIUM_OPTIONS,
  NUCLEASE,
  NUCLEASE_OPTIONS,
  SAMPLE_TYPE,
  SAMPLE_TYPE_OPTIONS,
  SPECIES,
  SPECIES_OPTIONS,
} from '#common/schemas/orders/options.ts'
import { SAMPLE_LABEL as LABEL, YES_NO_OPTIONS } from './field-labels.ts'
import { optionsIn, useText } from '#web/lib/page-lang.ts'

export type FieldRules = (name: string | (string | number)[]) => Rule[]

/** Name, type and, for DNA, medium, EDTA, concentration, volume and the computed total; species. */
export function SampleBasicsCard({ rules, extra }: { rules: FieldRules; extra?: ReactNode }) {
  const t = useText()
  const form = Form.useFormInstance()
  const type = Form.useWatch('type', form) as number | undefined
  const jiezhi = Form.useWatch('jiezhi', form) as number | undefined
  const edta = Form.useWatch('is_edta', form) as number | undefined
  const laiyuan = Form.useWatch('laiyuan', form) as number | undefined
  return (
    <Card className="customer-card" title={t('样本信息')}>
      <div className="form-grid">
        <Form.Item name="name" label={t(LABEL.name)} required rules={rules('name')} extra={t('只支持英文、数字和横杠')}>
          <Input maxLength={50} autoComplete="off" />
        </Form.Item>
        {extra}
        <Form.Item name="type" label={t(LABEL.type)} required rules={rules('type')}>
          <Radio.Group options={optionsIn(SAMPLE_TYPE_OPTIONS, t)} />
        </Form.Item>
        {type === SAMPLE_TYPE.OTHER && (
          <Form.Item name="type_other" label={t(LABEL.type_other)} required rules={rules('type_other')}>
            <Input maxLength={100} />
          </Form.Item>
        )}
        {type === SAMPLE_TYPE.DNA && (
          <>
            <Form.Item name="jiezhi" label={t(LABEL.jiezhi)} required rules={rules('jiezhi')}>
              <Select options={optionsIn(MEDIUM_OPTIONS, t)} />
            </Form.Item>
            {jiezhi === MEDIUM.OTHER && (
              <Form.Item name="jiezhi_other" label={t(LABEL.jiezhi_other)} required rules={rules('jiezhi_other')}>
                <Input maxLength={100} />
              </Form.Item>
            )}
            <Form.Item name="is_edta" label={t(LABEL.is_edta)} rules={rules('is_edta')}>
              <Radio.Group options={optionsIn(YES_NO_OPTIONS, t)} />
            </Form.Item>
            {edta === 1 && (
              <Form.Item name="edta_nongdu" label={t(LABEL.edta_nongdu)} required rules={rules('edta_nongdu')}>
                <InputNumber className="number-input" placeholder="1-100" />
              </Form.Item>
            )}
            <Form.Item name="nongdu" label={t(LABEL.nongdu)} required rules={rules('nongdu')}>
              <InputNumber className="number-input" placeholder="10-1000" />
            </Form.Item>
            <Form.Item name="tiji" label={t(LABEL.tiji)} required rules={rules('tiji')}>
              <InputNumber className="number-input" placeholder="1-100" />
            </Form.Item>
            <Form.Item
              name="zongliang"
              label={t(LABEL.zongliang)}
              required
              rules={rules('zongliang')}
              extra={t('自动计算：体积 × 浓度 / 1000')}
            >
              <InputNumber className="number-input" readOnly tabIndex={-1} />
            </Form.Item>
          </>
        )}
        <Form.Item name="laiyuan" label={t(LABEL.laiyuan)} required rules={rules('laiyuan')}>
          <Radio.Group options={optionsIn(SPECIES_OPTIONS, t)} />
        </Form.Item>
        {laiyuan === SPECIES.OTHER && (
          <Form.Item name="laiyuan_other" label={t(LABEL.laiyuan_other)} required rules={rules('laiyuan_other')}>
            <Input maxLength={100} />
          </Form.Item>
        )}
      </div>
    </Card>
  )
}

/**
 * Experimental or control group: a control names its experimental sample; an experimental
 * sample gives its sequences (`sequences`, per order type) and nuclease (`window`: the
 * amplicon's distance and window).
 */
export function AnalysisGroupCard({
  rules,
  sequences,
  window,
}: {
  rules: FieldRules
  sequences: ReactNode
  window?: ReactNode
}) {
  const t = useText()
  const form = Form.useFormInstance()
  const group = Form.useWatch('fenxi_leixing', form) as number | undefined
  const nuclease = Form.useWatch('hexuanmei', form) as number | undefined
  return (
    <Card className="customer-card" title={t('分析类型')}>
      <Form.Item name="fenxi_leixing" label={t(LABEL.fenxi_leixing)} required rules={rules('fenxi_leixing')}>
        <Radio.Group options={optionsIn(ANALYSIS_GROUP_OPTIONS, t)} />
      </Form.Item>
      {group === ANALYSIS_GROUP.CONTROL && (
        <Form.Item name="duizhao" label={t(LABEL.duizhao)} required rules={rules('duizhao')}>
          <Input maxLength={50} />
        </Form.Item>
      )}
      {group === ANALYSIS_GROUP.EXPERIMENTAL && (
        <>
          {sequences}
          <div className="form-grid">
            <Form.Item name="hexuanmei" label={t(LABEL.hexuanmei)} required rules={rules('hexuanmei')}>
              <Radio.Group options={optionsIn(NUCLEASE_OPTIONS, t)} />
            </Form.Item>
            {nuclease === NUCLEASE.OTHER && (
              <Form.Item
                name="hexuanmei_other"
                label={t(LABEL.hexuanmei_other)}
                required
                rules={rules('hexuanmei_other')}
              >
                <Input maxLength={100} />
              </Form.Item>
            )}
          </div>
          {window}
        </>
      )}
    </Card>
  )
}

export function RemarkCard({ rules }: { rules: FieldRules }) {
  const t = useText()
  const form = Form.useFormInstance()
  const remark = Form.useWatch('is_remark', form) as number | undefined
  return (
    <Card className="customer-card" title={t('备注')}>
      <Form.Item name="is_remark" label={t(LABEL.is_remark)} rules={rules('is_remark')}>
        <Radio.Group options={optionsIn(YES_NO_OPTIONS, t)} />
      </Form.Item>
      {remark === 1 && (
        <Form.Item name="remark" label={t(LABEL.remark)} required rules={rules('remark')}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      )}
    </Card>
  )
}
