import { useText } from '#web/lib/page-lang.ts'

/**
 * What the server renders where a client-only antd panel will appear: grey blocks of the
 * panel's size, so the page does not jump or flash when it arrives.
 */
export function PanelSkeleton({ rows, label = '加载中' }: { rows: number; label?: string }) {
  const t = useText()
  return (
    <div className="panel-skeleton" aria-busy="true" aria-label={t(label)}>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="panel-skeleton__row">
          <span className="panel-skeleton__label" />
          <span className="panel-skeleton__field" />
        </div>
      ))}
      <span className="panel-skeleton__button" />
    </div>
  )
}
