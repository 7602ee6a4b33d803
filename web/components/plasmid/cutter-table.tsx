// The unique and double cutters of the detail page: a checkbox that shows or hides them on
// the map (plain CSS, plasmid-detail.css, so it works before the page's script has run) and
// the table that lists them.
import type { PlasmidCutter } from '#common/schemas/plasmid.ts'
import { ScrollRegion } from '#web/components/content/scroll-region.tsx'
import { fillIn, useText } from '#web/lib/page-lang.ts'

export function CutterToggle() {
  const t = useText()
  return (
    <label className="plasmid-map-legend__item cutter-toggle">
      <input type="checkbox" defaultChecked />
      {t('在图谱上显示单切与双切酶')}
    </label>
  )
}

export function CutterTable({ cutters }: { cutters: readonly PlasmidCutter[] }) {
  const t = useText()
  return (
    <ScrollRegion label={t('酶切位点')}>
      <table className="data-table cutter-table">
        <caption>{fillIn(t('单切与双切酶（共 {0} 种，位置为上链切口后的第一个碱基）'), cutters.length)}</caption>
        <thead>
          <tr>
            <th scope="col">{t('酶')}</th>
            <th scope="col">{t('识别序列')}</th>
            <th scope="col" className="num">
              {t('切点位置')}
            </th>
            <th scope="col">{t('切点数')}</th>
          </tr>
        </thead>
        <tbody>
          {cutters.map(({ enzyme, site, cuts }) => (
            <tr key={enzyme} className={cuts.length === 1 ? 'cutter-table__unique' : undefined}>
              <th scope="row">{enzyme}</th>
              <td className="cutter-table__site">{site}</td>
              <td className="num">{cuts.join(', ')}</td>
              <td>{cuts.length === 1 ? t('单切') : t('双切')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
