// The detail page's related plasmids: the companions an experiment needs and other entries on
// the same backbone, as links (server-rendered, no script of its own).
import { Link } from 'react-router'
import type { PlasmidRelated } from '#common/schemas/plasmid.ts'
import { plasmidDetailPath } from '#web/features/plasmid/list-query.ts'
import { useText } from '#web/lib/page-lang.ts'

export function RelatedPlasmids({ related }: { related: PlasmidRelated }) {
  const t = useText()
  return (
    <ul className="related-plasmids">
      {related.map((plasmid) => (
        <li key={plasmid.id} className="related-plasmids__item">
          <Link to={plasmidDetailPath(plasmid.id)} className="related-plasmids__name">
            {plasmid.name}
          </Link>
          <span className="related-plasmids__item-no">{plasmid.item_no}</span>
          <span className="related-plasmids__relation">{t(plasmid.relation)}</span>
        </li>
      ))}
    </ul>
  )
}
