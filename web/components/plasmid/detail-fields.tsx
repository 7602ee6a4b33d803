// The detail page's labelled fields (spec §2 sections); empty values read 暂无信息.
import type { ReactNode } from 'react'
import { useText } from '#web/lib/page-lang.ts'

export const NO_INFO = '暂无信息'

export interface Field {
  label: string
  value: string | number | null | undefined
}

const present = (value: Field['value']) => value !== null && value !== undefined && String(value).trim() !== ''

export function FieldList({ fields }: { fields: readonly Field[] }) {
  const t = useText()
  return (
    <dl className="field-list">
      {fields.map(({ label, value }) => (
        <div key={label} className="field-list__row">
          <dt>{t(label)}</dt>
          <dd className={present(value) ? undefined : 'is-empty'}>{present(value) ? value : t(NO_INFO)}</dd>
        </div>
      ))}
    </dl>
  )
}

export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const t = useText()
  return (
    <section className="detail-section" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="detail-section__title">
        {t(title)}
      </h2>
      {children}
    </section>
  )
}

export function Paragraph({ text }: { text: string }) {
  const t = useText()
  return text.trim() ? (
    <p className="detail-section__text">{text}</p>
  ) : (
    <p className="detail-section__text is-empty">{t(NO_INFO)}</p>
  )
}
