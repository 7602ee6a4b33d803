import type { Messages } from '#web/lib/i18n.ts'
import { useShell } from '#web/lib/shell.ts'

/** The small heading over a section's title, in the page's language (关于我们 / About Us). */
export function SectionKicker({ name }: { name: keyof Messages['kicker'] }) {
  const { t } = useShell()
  return <p className="section-kicker">{t.kicker[name]}</p>
}
