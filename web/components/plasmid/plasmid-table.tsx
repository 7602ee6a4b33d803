import { Link } from 'react-router'
import { PLASMID_THUMB_SIZE, plasmidThumbPath } from '#common/plasmid-catalogue.ts'
import type { PlasmidListItem } from '#common/schemas/plasmid.ts'
import { plasmidDetailPath } from '#web/features/plasmid/list-query.ts'
import { ScrollRegion } from '#web/components/content/scroll-region.tsx'
import { useText } from '#web/lib/page-lang.ts'

const COLUMNS = [
  ['itemNo', '货号'],
  ['plasmidHost', '宿主'],
  ['plasmidUsage', '用途'],
  ['plasmidFragmentType', '片段类型'],
  ['plasmidSpecies', '物种'],
  ['plasmidNuclearResistance', '原核抗性'],
  ['plasmidEukaryoticResistance', '真核抗性'],
  ['plasmidFluorescentMarker', '荧光标记'],
] as const satisfies readonly (readonly [keyof PlasmidListItem, string])[]

/** The spec's columns; the name comes first and stays fixed while the table scrolls on phones. */
export function PlasmidTable({ rows }: { rows: readonly PlasmidListItem[] }) {
  const t = useText()
  return (
    <ScrollRegion label={t('质粒列表')} className="plasmid-table-scroll">
      <table className="data-table plasmid-table">
        <thead>
          <tr>
            <th scope="col" className="plasmid-table__name">
              {t('产品名称')}
            </th>
            {COLUMNS.map(([key, label]) => (
              <th key={key} scope="col">
                {t(label)}
              </th>
            ))}
            <th scope="col">{t('操作')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className="plasmid-table__name">
                <Link to={plasmidDetailPath(row.id)} prefetch="intent">
                  {/* The link names the plasmid already: the map is decoration. */}
                  <img
                    className="plasmid-table__thumb"
                    src={plasmidThumbPath(row.id)}
                    width={PLASMID_THUMB_SIZE}
                    height={PLASMID_THUMB_SIZE}
                    loading="lazy"
                    decoding="async"
                    alt=""
                  />
                  {row.name}
                </Link>
              </th>
              {COLUMNS.map(([key]) => (
                <td key={key} className={key === 'itemNo' ? 'plasmid-table__item' : undefined}>
                  {row[key]}
                </td>
              ))}
              <td>
                <Link
                  to={plasmidDetailPath(row.id)}
                  className="plasmid-table__action"
                  aria-label={t('查看详情：{0}').replace('{0}', row.name)}
                >
                  {t('查看详情')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
