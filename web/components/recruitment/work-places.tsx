import type { WorkPlace } from '#common/schemas/cms.ts'
import { SectionKicker } from '#web/components/content/section-kicker.tsx'

/** Offices as a list beside the company map. */
export function WorkPlaces({ places, map }: { places: WorkPlace[]; map: string | undefined }) {
  if (places.length === 0) return null
  return (
    <section className="section" aria-labelledby="work-places-title">
      <div className="container">
        <SectionKicker name="locations" />
        <h2 className="section-title" id="work-places-title">
          工作地点
        </h2>
        <div className={map ? 'work-places work-places--with-map' : 'work-places'}>
          {map && (
            <img className="work-places__map" src={map} alt="公司位置地图" width="800" height="500" loading="lazy" />
          )}
          <ul className="work-places__list">
            {places.map((place) => (
              <li key={place.id}>
                <h3>{place.title}</h3>
                <p>{place.keywords}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
