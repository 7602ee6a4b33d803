// The rows of an order's or a sample's detail page, read from its type's description: every
// answer in the description's order, the ones the other answers hide left out.
import type { DescriptionsProps } from 'antd'
import type { ReactNode } from 'react'
import {
  type Answers,
  type FieldDescription,
  type OrderTypeDescription,
  isOnDetail,
  optionLabel,
} from '#common/schemas/orders/describe.ts'
import type { TextOf } from '#web/lib/page-lang.ts'
import { SequenceAdvice } from './sequence-advice.tsx'

export type DetailItems = NonNullable<DescriptionsProps['items']>

/** How an uploaded file's row links to it: the page knows who opens it and how. */
export type FileRenderer = (key: string, url: string) => ReactNode

function valueOf(field: FieldDescription, value: unknown, record: Answers, t: TextOf): ReactNode {
  if (field.detail && field.detail.format) return field.detail.format(value as never)
  const advice = (sequence: string) => {
    const text = field.advice?.(sequence, record)
    return text === undefined ? null : <SequenceAdvice text={t(text)} />
  }
  switch (field.kind) {
    case 'rows':
      return (
        <ol className="detail-sequence">
          {String(value)
            .split(',')
            .map((row, index) => (
              <li key={index}>
                {row} {advice(row)}
              </li>
            ))}
        </ol>
      )
    case 'sequence':
      return (
        <>
          <span className="detail-sequence">{String(value ?? '') || '—'}</span> {advice(String(value ?? ''))}
        </>
      )
    case 'choice':
    case 'flag':
      return t(optionLabel(field.options, value))
    default:
      return value === '' || value === undefined ? '—' : (value as ReactNode)
  }
}

/** The record's rows, labels and values in the language of `t` (the console passes `chinese`). */
export function describedItems(
  type: OrderTypeDescription,
  record: Answers,
  t: TextOf,
  renderFile?: FileRenderer,
): DetailItems {
  return type.detail.flatMap((key) => {
    const field = type.fields[key]
    if (!field || !isOnDetail(field, record)) return []
    const value = record[key]
    const children =
      field.kind === 'file' && renderFile
        ? typeof value === 'string' && value !== ''
          ? renderFile(key, value)
          : t('未上传')
        : valueOf(field, value, record, t)
    return [
      {
        key,
        label: t(field.label),
        children,
        ...(field.detail && field.detail.wide ? { span: 'filled' as const } : {}),
      },
    ]
  })
}
