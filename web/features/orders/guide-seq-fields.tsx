// The GUIDE-seq additions (spec §3, §5, §9): 1 to 10 sgRNA+PAM rows, the first one fixed,
// mismatch and bulge thresholds, and the ODN insertion question.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { App, Button, Card, Form, Input, Radio } from 'antd'
import { BULGE_THRESHOLDS, MISMATCH_THRESHOLDS } from '#common/schemas/orders/options.ts'
import { GUIDE_SEQ_MESSAGES, MAX_SGRNA_ROWS } from '#common/schemas/orders/guide-seq.ts'
import { SAMPLE_LABEL as LABEL, YES_NO_OPTIONS } from './field-labels.ts'
import type { FieldRules } from './sample-fields.tsx'
import { optionsIn, pageText, useText } from '#web/lib/page-lang.ts'

const thresholdOptions = (values: readonly number[]) => values.map((value) => ({ value, label: String(value) }))

export function SgRnaRows({ rules }: { rules: FieldRules }) {
  const t = useText()
  const { message } = App.useApp()
  return (
    <Form.List name="xulie">
      {(rows, { add, remove }) => (
        <Form.Item label={t(`${LABEL.xulie}（${rows.length}/${MAX_SGRNA_ROWS}）`)} required>
          <div className="order-form__rows">
            {rows.map((row, index) => (
              <div key={row.key} className="order-form__row">
                <Form.Item name={row.name} rules={rules(['xulie', index])}>
                  <Input
                    className="sequence"
                    aria-label={t(`sgRNA+PAM 序列 ${index + 1}`)}
                    placeholder={t('如 GAGTCCGAGCAGAAGAAGAAGGG')}
                    maxLength={100}
                  />
                </Form.Item>
                {index > 0 && (
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t(`删除第 ${index + 1} 条序列`)}
                    onClick={() => remove(row.name)}
                  />
                )}
              </div>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() =>
                rows.length >= MAX_SGRNA_ROWS ? message.warning(pageText(GUIDE_SEQ_MESSAGES.tooManyRows)) : add('')
              }
            >
              {t('添加sgRNA序列')}
            </Button>
          </div>
        </Form.Item>
      )}
    </Form.List>
  )
}

export function GuideSeqParamsCard({ rules }: { rules: FieldRules }) {
  const t = useText()
  const form = Form.useFormInstance()
  const odn = Form.useWatch('is_odn', form) as number | undefined
  return (
    <Card className="customer-card" title={t('分析参数')}>
      <div className="form-grid">
        <Form.Item name="cuopei_fazhi" label={t(LABEL.cuopei_fazhi)} required rules={rules('cuopei_fazhi')}>
          <Radio.Group options={thresholdOptions(MISMATCH_THRESHOLDS)} />
        </Form.Item>
        <Form.Item name="tudian_fazhi" label={t(LABEL.tudian_fazhi)} required rules={rules('tudian_fazhi')}>
          <Radio.Group options={thresholdOptions(BULGE_THRESHOLDS)} />
        </Form.Item>
        <Form.Item name="is_odn" label={t(LABEL.is_odn)} rules={rules('is_odn')}>
          <Radio.Group options={optionsIn(YES_NO_OPTIONS, t)} />
        </Form.Item>
        {odn === 1 && (
          <Form.Item name="odn_xulie" label={t(LABEL.odn_xulie)} required rules={rules('odn_xulie')}>
            <Input className="sequence" maxLength={200} />
          </Form.Item>
        )}
      </div>
    </Card>
  )
}
