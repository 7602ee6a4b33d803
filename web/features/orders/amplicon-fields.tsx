// The amplicon additions (spec §3, §5; decisions 7-9): sequences in uppercase ATCG, the edit
// window a nuclease may lock, primers or their design, the product with its counter, the
// low-frequency filter and personalisation.
import { Card, Form, Input, InputNumber, Radio, Select } from 'antd'
import { AMPLICON_PRODUCT_LENGTH, lockedWindowOf } from '#common/schemas/orders/amplicon.ts'
import { CUSTOM_NEED, CUSTOM_NEED_OPTIONS } from '#common/schemas/orders/options.ts'
import { SAMPLE_LABEL as LABEL, YES_NO_OPTIONS } from './field-labels.ts'
import type { FieldRules } from './sample-fields.tsx'
import { optionsIn, useText } from '#web/lib/page-lang.ts'

/** Uppercase as the customer types: the rule (只可输入ATCG四种大写字母) still names anything else. */
const upper = (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => event.target.value.toUpperCase()

export function AmpliconSequence({ rules }: { rules: FieldRules }) {
  const t = useText()
  return (
    <Form.Item name="xulie" label={t(LABEL.xulie)} required rules={rules('xulie')} getValueFromEvent={upper}>
      <Input className="sequence" maxLength={100} placeholder={t('如 GAGTCCGAGCAGAAGAAGAAGGG')} />
    </Form.Item>
  )
}

/** Edit-site distance and window: fixed by SpCas9 and AsCpf1, editable for another nuclease. */
export function EditWindowFields({ rules }: { rules: FieldRules }) {
  const t = useText()
  const form = Form.useFormInstance()
  const locked = lockedWindowOf(Form.useWatch('hexuanmei', form) as number | undefined) !== undefined
  const note = locked ? t('由所选核酸酶确定') : undefined
  return (
    <div className="form-grid">
      <Form.Item name="weidian_juli" label={t(LABEL.weidian_juli)} required rules={rules('weidian_juli')} extra={note}>
        <InputNumber className="number-input" disabled={locked} placeholder="-30~30" />
      </Form.Item>
      <Form.Item
        name="chuangkou_size"
        label={t(LABEL.chuangkou_size)}
        required
        rules={rules('chuangkou_size')}
        extra={note}
      >
        <InputNumber className="number-input" disabled={locked} placeholder="1-100" />
      </Form.Item>
    </div>
  )
}

export function PrimerCard({ rules }: { rules: FieldRules }) {
  const t = useText()
  const form = Form.useFormInstance()
  const design = Form.useWatch('is_yinwu', form) as number | undefined
  return (
    <Card className="customer-card" title={t('引物与扩增子')}>
      <Form.Item
        name="is_yinwu"
        label={t(LABEL.is_yinwu)}
        rules={rules('is_yinwu')}
        extra={design === 1 ? t('由我们根据 sgRNA 上下游序列设计引物') : undefined}
      >
        <Radio.Group options={optionsIn(YES_NO_OPTIONS, t)} />
      </Form.Item>
      {design === 1 ? (
        <Form.Item
          name="yinwu_xulie"
          label={t(LABEL.yinwu_xulie)}
          required
          rules={rules('yinwu_xulie')}
          getValueFromEvent={upper}
        >
          <Input.TextArea className="sequence" rows={4} maxLength={2000} />
        </Form.Item>
      ) : (
        <div className="form-grid">
          <Form.Item
            name="zheng_xulie"
            label={t(LABEL.zheng_xulie)}
            required
            rules={rules('zheng_xulie')}
            getValueFromEvent={upper}
          >
            <Input className="sequence" maxLength={100} />
          </Form.Item>
          <Form.Item
            name="fan_xulie"
            label={t(LABEL.fan_xulie)}
            required
            rules={rules('fan_xulie')}
            getValueFromEvent={upper}
          >
            <Input className="sequence" maxLength={100} />
          </Form.Item>
          <Form.Item name="tuihuo_wendu" label={t(LABEL.tuihuo_wendu)} required rules={rules('tuihuo_wendu')}>
            <InputNumber className="number-input" placeholder="30-80" />
          </Form.Item>
        </div>
      )}
      <Form.Item
        name="kuozhan_xulie"
        label={t(LABEL.kuozhan_xulie)}
        required
        rules={rules('kuozhan_xulie')}
        getValueFromEvent={upper}
        extra={`${AMPLICON_PRODUCT_LENGTH.min}-${AMPLICON_PRODUCT_LENGTH.max} bp`}
      >
        <Input.TextArea className="sequence" rows={4} maxLength={AMPLICON_PRODUCT_LENGTH.max} showCount />
      </Form.Item>
    </Card>
  )
}

export function AmpliconAnalysisCard({ rules }: { rules: FieldRules }) {
  const t = useText()
  const form = Form.useFormInstance()
  const filter = Form.useWatch('is_dipin', form) as number | undefined
  const threshold = Form.useWatch('dipin_zhi', form) as number | null | undefined
  const need = Form.useWatch('gexinghua_type', form) as number | undefined
  return (
    <Card className="customer-card" title={t('分析参数')}>
      <div className="form-grid">
        <Form.Item name="is_dipin" label={t(LABEL.is_dipin)} rules={rules('is_dipin')}>
          <Radio.Group options={optionsIn(YES_NO_OPTIONS, t)} />
        </Form.Item>
        {filter === 1 && (
          <Form.Item
            name="dipin_zhi"
            label={t(LABEL.dipin_zhi)}
            required
            rules={rules('dipin_zhi')}
            extra={t(typeof threshold === 'number' ? `即 ${Math.round(threshold * 100)}%` : '0-1，步长 0.1')}
          >
            <InputNumber className="number-input" min={0} max={1} step={0.1} />
          </Form.Item>
        )}
        <Form.Item name="gexinghua_type" label={t(LABEL.gexinghua_type)} rules={rules('gexinghua_type')}>
          <Select options={optionsIn(CUSTOM_NEED_OPTIONS, t)} />
        </Form.Item>
        {need === CUSTOM_NEED.OTHER && (
          <Form.Item name="gexinghua_other" label={t(LABEL.gexinghua_other)} required rules={rules('gexinghua_other')}>
            <Input maxLength={200} />
          </Form.Item>
        )}
      </div>
    </Card>
  )
}
