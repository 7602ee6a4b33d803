// The detail page's labelled fields (spec §2 sections); empty values read 暂无信息.
import type { ReactNode } from 'react'

export const NO_INFO = '暂无信息'

export interface Field {
  label: string
  value: string | number | null | undefined
}

const present = (value: Field['value']) => value !== null && value !== undefined && String(value).trim() !== ''

export function FieldList({ fields }: { fields: readonly Field[] }) {
  return (
    <dl className="field-list">
      {fields.map(({ label, value }) => (
        <div key={label} className="field-list__row">
          <dt>{label}</dt>
          <dd className={present(value) ? undefined : 'is-empty'}>{present(value) ? value : NO_INFO}</dd>
        </div>
      ))}
    </dl>
  )
}

export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="detail-section" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="detail-section__title">
        {title}
      </h2>
      {children}
    </section>
  )
}

export function Paragraph({ text }: { text: string }) {
  return text.trim() ? (
    <p className="detail-section__text">{text}</p>
  ) : (
    <p className="detail-section__text is-empty">{NO_INFO}</p>
  )
}
