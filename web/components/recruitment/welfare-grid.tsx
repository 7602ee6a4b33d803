import type { Welfare } from '#common/schemas/cms.ts'
import { RichText } from '#web/components/content/rich-text.tsx'
import { SectionKicker } from '#web/components/content/section-kicker.tsx'

export function WelfareGrid({ items }: { items: Welfare[] }) {
  if (items.length === 0) return null
  return (
    <section className="section section--soft" aria-labelledby="welfare-title">
      <div className="container">
        <SectionKicker name="benefits" />
        <h2 className="section-title" id="welfare-title">
          福利待遇
        </h2>
        <ul className="welfare-grid">
          {items.map((item) => (
            <li key={item.id} className="welfare-card">
              {item.litpic && <img src={item.litpic} alt="" width="48" height="48" loading="lazy" />}
              <h3>{item.title}</h3>
              <RichText html={item.body} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
