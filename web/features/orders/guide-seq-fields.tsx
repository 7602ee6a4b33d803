// The GUIDE-seq sgRNA+PAM rows (spec §3, §5, §9): 1 to 10, the first one fixed.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { App, Button, Form, Input } from 'antd'
import { GUIDE_SEQ_MESSAGES, MAX_SGRNA_ROWS } from '#common/schemas/orders/guide-seq.ts'
import type { FieldRules } from './described-form.tsx'
import { SequenceAdvice } from './sequence-advice.tsx'
import { pageText, useText } from '#web/lib/page-lang.ts'

export function SgRnaRows({
  label,
  placeholder,
  rules,
  advise,
}: {
  label: string
  placeholder?: string | undefined
  rules: FieldRules
  /** The caution a row's guide calls for, if any (a missing PAM, TTTT). */
  advise?: ((row: unknown) => string | undefined) | undefined
}) {
  const t = useText()
  const { message } = App.useApp()
  const values = Form.useWatch('xulie') as unknown[] | undefined
  return (
    <Form.List name="xulie">
      {(rows, { add, remove }) => (
        <Form.Item label={t(`${label}（${rows.length}/${MAX_SGRNA_ROWS}）`)} required>
          <div className="order-form__rows">
            {rows.map((row, index) => {
              const advice = advise?.(values?.[row.name])
              return (
                <div key={row.key} className="order-form__row">
                  <Form.Item
                    name={row.name}
                    rules={rules(['xulie', index])}
                    extra={advice === undefined ? undefined : <SequenceAdvice text={t(advice)} />}
                  >
                    <Input
                      className="sequence"
                      aria-label={t(`sgRNA+PAM 序列 ${index + 1}`)}
                      placeholder={placeholder === undefined ? undefined : t(placeholder)}
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
              )
            })}
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
