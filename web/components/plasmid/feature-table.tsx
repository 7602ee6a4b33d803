import type { PlasmidMapFeature } from '#common/schemas/plasmid.ts'
import { ScrollRegion } from '#web/components/content/scroll-region.tsx'
import { featureColour, featureLength } from './map-layout.ts'

/** Every annotated feature, in map order, with where it sits and whether it was found automatically. */
export function FeatureTable({ features, size }: { features: readonly PlasmidMapFeature[]; size: number }) {
  const sorted = [...features].sort((a, b) => a.start - b.start)
  return (
    <ScrollRegion label="特征列表">
      <table className="data-table feature-table">
        <caption>特征列表（共 {features.length} 个，* 为自动注释）</caption>
        <thead>
          <tr>
            <th scope="col">特征</th>
            <th scope="col">类型</th>
            <th scope="col" className="num">
              位置
            </th>
            <th scope="col" className="num">
              长度
            </th>
            <th scope="col">方向</th>
            <th scope="col">来源</th>
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
              <td>{feature.strand === 1 ? '正向 →' : '← 反向'}</td>
              <td>{feature.auto ? '自动注释' : '原始注释'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
