import type { ArticleBrief, ContentBlock } from '#common/schemas/cms.ts'
import { RichText } from '#web/components/content/rich-text.tsx'
import { SectionKicker } from '#web/components/content/section-kicker.tsx'

interface BlockProps {
  block: ContentBlock
  kicker: string
  /** Fallback heading when the CMS block has no title. */
  title: string
  soft?: boolean
}

/** A text block with its illustration beside it (company profile, postdoc workstation). */
export function AboutTextBlock({ block, kicker, title, soft }: BlockProps) {
  return (
    <section className={soft ? 'section section--soft' : 'section'}>
      <div className={block.litpic ? 'container about-text about-text--with-image' : 'container about-text'}>
        <div>
          <p className="section-kicker">{kicker}</p>
          <h2 className="section-title">{block.title || title}</h2>
          <RichText html={block.body} />
        </div>
        {block.litpic && (
          <img className="about-text__image" src={block.litpic} alt="" width="560" height="400" loading="lazy" />
        )}
      </div>
    </section>
  )
}

/** Advantages: the CMS sends a list of items (icon, heading, text), shown as a card grid. */
export function AboutFeatures({ block, kicker, title, soft }: BlockProps) {
  return (
    <section className={soft ? 'section section--soft' : 'section'}>
      <div className="container">
        <header className="about-heading">
          <p className="section-kicker">{kicker}</p>
          <h2 className="section-title">{block.title || title}</h2>
        </header>
        <RichText html={block.body} className="about-features" />
      </div>
    </section>
  )
}

export function Certifications({ items }: { items: ArticleBrief[] }) {
  if (items.length === 0) return null
  return (
    <section className="section section--soft">
      <div className="container">
        <header className="about-heading">
          <SectionKicker name="qualifications" />
          <h2 className="section-title">资质荣誉</h2>
        </header>
        <ul className="about-certs">
          {items.map((item) => (
            <li key={item.id} className="about-cert">
              {item.litpic && <img src={item.litpic} alt="" width="200" height="200" loading="lazy" />}
              <h3>{item.title}</h3>
              {item.description && <p>{item.description}</p>}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
