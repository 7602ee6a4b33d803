import type { PlasmidMapFeature } from '#common/schemas/plasmid.ts'
import { ScrollRegion } from '#web/components/content/scroll-region.tsx'
import { fillIn, useText } from '#web/lib/page-lang.ts'
import { featureColour, featureLength } from './map-layout.ts'

/** Every annotated feature, in map order, with where it sits and whether it was found automatically. */
export function FeatureTable({ features, size }: { features: readonly PlasmidMapFeature[]; size: number }) {
  const t = useText()
  const sorted = [...features].sort((a, b) => a.start - b.start)
  return (
    <ScrollRegion label={t('特征列表')}>
      <table className="data-table feature-table">
        <caption>{fillIn(t('特征列表（共 {0} 个，* 为自动注释）'), features.length)}</caption>
        <thead>
          <tr>
            <th scope="col">{t('特征')}</th>
            <th scope="col">{t('类型')}</th>
            <th scope="col" className="num">
              {t('位置')}
            </th>
            <th scope="col" className="num">
              {t('长度')}
            </th>
            <th scope="col">{t('方向')}</th>
            <th scope="col">{t('来源')}</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((feature, index) => (
            <tr key={`${feature.name}-${feature.start}-${index}`}>
              <th scope="row">
                <span
                  className="feature-table__swatch"
                  style={{ background: featureColour(feature).fill }}
                  aria-hidden="true"
                />
                {feature.name}
                {feature.auto ? '*' : ''}
              </th>
              <td>{feature.type}</td>
              <td className="num">
                {feature.start}..{feature.end}
              </td>
              <td className="num">{featureLength(feature, size)} bp</td>
              <td>{feature.strand === 1 ? t('正向 →') : t('← 反向')}</td>
              <td>{feature.auto ? t('自动注释') : t('原始注释')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
