import { useText } from '#web/lib/page-lang.ts'

/** Placeholder of the same height as a lazily loaded form, so nothing jumps when it arrives. */
export function FormSkeleton({ rows }: { rows: number }) {
  const t = useText()
  return (
    <div className="form-skeleton" role="status" aria-busy="true" aria-label={t('表单加载中')}>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="form-skeleton__row">
          <span className="form-skeleton__label" />
          <span className="form-skeleton__input" />
        </div>
      ))}
      <span className="form-skeleton__button" />
    </div>
  )
}
