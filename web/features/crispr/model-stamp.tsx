// Which model made the scores (name, version, weights checksum, scoring date), under the
// result on the owner's page and the shared one alike: a score is read with its model.
import type { ModelStamp as Stamp } from '#common/schemas/crispr.ts'
import { formatDateTime } from '#common/china-date.ts'
import { fillIn, useText } from '#web/lib/page-lang.ts'

/** Enough of the SHA-256 to compare by eye; the whole of it is in the title. */
const SHORT_SHA = 12

export function ModelStamp({ model }: { model: Stamp | null }) {
  const t = useText()
  if (!model) return null
  return (
    <p className="crispr-stamp">
      {fillIn(
        t('评分模型 {0}，版本 {1}，权重 SHA-256 {2}，评分时间 {3}'),
        <strong>{model.name}</strong>,
        model.version,
        <code title={model.weightsSha256}>{model.weightsSha256.slice(0, SHORT_SHA)}…</code>,
        formatDateTime(model.scoredAt),
      )}
    </p>
  )
}
