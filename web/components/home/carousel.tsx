import { useEffect, useState } from 'react'
import type { CarouselAd } from '#common/schemas/cms.ts'
import { useShell } from '#web/lib/shell.ts'
import { ScriptButton } from '../content/script-button.tsx'
import { CategoryLink } from '../layout/category-link.tsx'

const AUTOPLAY_MS = 5_000
/** Spec §2: the desktop carousel does not autoplay, the mobile one does. */
const MOBILE_QUERY = '(max-width: 767px)'

export function Carousel({ ads }: { ads: CarouselAd[] }) {
  const { t } = useShell()
  const [active, setActive] = useState(0)
  const count = ads.length

  useEffect(() => {
    const mobile = window.matchMedia(MOBILE_QUERY)
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)')
    if (count < 2 || !mobile.matches || reducedMotion.matches) return
    const timer = window.setInterval(() => setActive((index) => (index + 1) % count), AUTOPLAY_MS)
    return () => window.clearInterval(timer)
  }, [count])

  if (count === 0) return null
  const go = (index: number) => setActive((index + count) % count)

  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={t.home}>
      {ads.map((ad, index) => (
        <div
          key={ad.id}
          className={index === active ? 'carousel__slide is-active' : 'carousel__slide'}
          aria-hidden={index !== active}
          role="group"
          aria-roledescription="slide"
          aria-label={t.slide.replace('{n}', String(index + 1))}
        >
          {/* A banner saved without an image shows its caption on the carousel's colour. */}
          {ad.adfile && (
            <img
              src={ad.adfile}
              alt=""
              width="1920"
              height="600"
              className="carousel__image"
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
            />
          )}
          <div className="container carousel__caption">
            <h2 className="carousel__title">{ad.name}</h2>
            {ad.is_showbody === 1 && <div className="carousel__body" dangerouslySetInnerHTML={{ __html: ad.body }} />}
            <CategoryLink item={{ gourl: ad.gourl }} className="button button--accent carousel__cta">
              {t.more}
            </CategoryLink>
          </div>
        </div>
      ))}
      {count > 1 && (
        <>
          <ScriptButton
            className="carousel__arrow carousel__arrow--prev"
            aria-label={t.previous}
            onClick={() => go(active - 1)}
          >
            ‹
          </ScriptButton>
          <ScriptButton
            className="carousel__arrow carousel__arrow--next"
            aria-label={t.next}
            onClick={() => go(active + 1)}
          >
            ›
          </ScriptButton>
          <div className="carousel__dots">
            {ads.map((ad, index) => (
              <ScriptButton
                key={ad.id}
                className={index === active ? 'carousel__dot is-active' : 'carousel__dot'}
                aria-label={t.slide.replace('{n}', String(index + 1))}
                aria-current={index === active}
                onClick={() => go(index)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  )
}
