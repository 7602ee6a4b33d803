import type { ReactNode } from 'react'

interface Props {
  title: string
  subtitle?: string | undefined
  /** Background illustration (the category's header image). */
  image?: string | undefined
  children?: ReactNode
}

/** The header band of an inner page: title over the section's illustration. */
export function PageBanner({ title, subtitle, image, children }: Props) {
  return (
    <section className="page-banner">
      {image && <img className="page-banner__image" src={image} alt="" width="1920" height="360" />}
      <div className="container page-banner__inner">
        <h1 className="page-banner__title">{title}</h1>
        {subtitle && <p className="page-banner__subtitle">{subtitle}</p>}
        {children}
      </div>
    </section>
  )
}
