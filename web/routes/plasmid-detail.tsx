import { Link } from 'react-router'
import type { PlasmidDetail, PlasmidRelated } from '#common/schemas/plasmid.ts'
import { plasmidDownloadPath } from '#common/plasmid-catalogue.ts'
import { InquiryButton } from '#web/features/inquiry/inquiry-button.tsx'
import { Breadcrumb } from '#web/components/content/breadcrumb.tsx'
import { CutterTable, CutterToggle } from '#web/components/plasmid/cutter-table.tsx'
import { DetailSection, FieldList, NO_INFO, Paragraph } from '#web/components/plasmid/detail-fields.tsx'
import { FeatureTable } from '#web/components/plasmid/feature-table.tsx'
import { PlasmidMap } from '#web/components/plasmid/plasmid-map.tsx'
import { RelatedPlasmids } from '#web/components/plasmid/related-plasmids.tsx'
import { SequenceViewer } from '#web/components/plasmid/sequence-viewer.tsx'
import { PLASMID_INDEX_PATH, PLASMID_LIST_PATH, plasmidDetailPath } from '#web/features/plasmid/list-query.ts'
import { forgetListUrl, useRememberedListUrl } from '#web/features/plasmid/remembered-list.ts'
import { pageContext } from '#web/lib/load-context.ts'
import { orNotFound, requireIntParam } from '#web/lib/loader.server.ts'
import { fillIn, useText } from '#web/lib/page-lang.ts'
import { pageMeta, shellOf } from '#web/lib/shell.ts'
import { plasmidProductData } from '#web/lib/structured-data.ts'
import plasmidDetailCss from '#web/styles/pages/plasmid-detail.css?url'
import type { Route } from './+types/plasmid-detail'
import { PUBLIC_PAGE } from '#web/lib/public-page.ts'

/** The same for every visitor: cached by the server (ADR 014). */
export const handle = PUBLIC_PAGE

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: plasmidDetailCss }]

/** /plasmidPlatformDetail?listId={plasmid id} (spec §2). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { api } = pageContext(context)
  const id = requireIntParam(url, 'listId')
  const [plasmid, related] = await Promise.all([
    orNotFound(api.post<PlasmidDetail>('/plasmid/read', { id })),
    orNotFound(api.post<PlasmidRelated>('/plasmid/related', { id })),
  ])
  return { plasmid, related }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const shell = shellOf(matches)
  return pageMeta(matches, {
    title: loaderData ? `${loaderData.plasmid.name}（${loaderData.plasmid.item_no}）` : '质粒详情',
    description: loaderData?.plasmid.functionIntroduction,
    keywords: loaderData
      ? `${loaderData.plasmid.name},${loaderData.plasmid.alias},${loaderData.plasmid.backbone}`
      : undefined,
    structuredData:
      loaderData && shell?.canonical
        ? plasmidProductData(loaderData.plasmid, shell.canonical, shell.settings?.xxl_title ?? '')
        : undefined,
  })
}

const TOPOLOGY = { circular: '环状', linear: '线状' } as const

/** 1,280 or 12.50: a price with fen shows both decimals. */
const priceText = (price: number) =>
  price.toLocaleString('en', { minimumFractionDigits: Number.isInteger(price) ? 0 : 2, maximumFractionDigits: 2 })

export default function PlasmidDetailPage({ loaderData: { plasmid, related } }: Route.ComponentProps) {
  const t = useText()
  const hasSequence = plasmid.sequence !== ''
  return (
    <>
      <Breadcrumb
        items={[
          { title: '首页', href: '/' },
          { title: '质粒平台', href: PLASMID_INDEX_PATH },
          { title: '质粒列表', href: PLASMID_LIST_PATH },
          { title: plasmid.name, href: plasmidDetailPath(plasmid.id) },
        ]}
      />
      <div className="container plasmid-detail">
        <BackToList />
        <header className="plasmid-head">
          <div className="plasmid-head__main">
            <p className="plasmid-head__kicker">
              {plasmid.classification} · {plasmid.plasmid_type}
            </p>
            <h1 className="plasmid-head__title">{plasmid.name}</h1>
            <p className="plasmid-head__facts">
              <span>{fillIn(t('货号 {0}'), plasmid.item_no)}</span>
              <span>{plasmid.size.toLocaleString('en')} bp</span>
              <span>{t(TOPOLOGY[plasmid.topology])}</span>
              <span>{fillIn(t('{0} 骨架'), plasmid.backbone)}</span>
            </p>
            <p className="plasmid-head__profile">{plasmid.functionIntroduction || t(NO_INFO)}</p>
          </div>
          <aside className="plasmid-buy" aria-label={t('购买与下载')}>
            <p className="plasmid-buy__price">
              ¥{priceText(plasmid.price)}
              <small> / {plasmid.specification}</small>
            </p>
            <InquiryButton productName={`${plasmid.name}（${plasmid.item_no}）`} className="plasmid-buy__button" />
            {hasSequence ? (
              <div className="plasmid-buy__downloads">
                <a className="button" href={plasmidDownloadPath(plasmid.id, 'genbank')} download>
                  {t('下载 GenBank')}
                </a>
                <a className="button" href={plasmidDownloadPath(plasmid.id, 'fasta')} download>
                  {t('下载 FASTA')}
                </a>
              </div>
            ) : (
              <p className="plasmid-buy__note">{t('暂无序列文件')}</p>
            )}
          </aside>
        </header>

        <nav className="detail-tabs" aria-label={t('页面目录')}>
          {SECTIONS.map(({ id, title }) => (
            <a key={id} href={`#${id}`}>
              {t(title)}
            </a>
          ))}
        </nav>

        <div className={hasSequence ? 'plasmid-detail__grid' : 'plasmid-detail__grid plasmid-detail__grid--no-map'}>
          <div className="plasmid-detail__info">
            <DetailSection id="product" title="产品信息">
              <FieldList
                fields={[
                  { label: '产品名称', value: plasmid.name },
                  { label: '货号', value: plasmid.item_no },
                  { label: '规格', value: plasmid.specification },
                  { label: '价格', value: `¥${priceText(plasmid.price)}` },
                  { label: '别名', value: plasmid.alias },
                  { label: '分类', value: plasmid.classification },
                ]}
              />
            </DetailSection>
            <DetailSection id="basic" title="基本信息">
              <FieldList
                fields={[
                  { label: '启动子', value: plasmid.promoter },
                  { label: '复制子', value: plasmid.replicon },
                  { label: '终止子', value: plasmid.terminator },
                  { label: '载体大小', value: `${plasmid.size.toLocaleString('en')} bp` },
                  { label: '标签', value: plasmid.tag },
                  { label: '原核抗性', value: plasmid.nuclear_resistance },
                  { label: '真核抗性', value: plasmid.eukaryotic_resistance },
                  { label: '克隆菌株', value: plasmid.clone_strain },
                  { label: '培养条件', value: plasmid.culture_condition },
                  { label: '表达宿主', value: plasmid.expression_host },
                  { label: '筛选标记', value: plasmid.selection_marker },
                  { label: '诱导方式', value: plasmid.induced_way },
                  { label: "5' 测序引物", value: plasmid.five_sequence_primer },
                  { label: "3' 测序引物", value: plasmid.three_sequence_primer },
                  { label: '备注', value: plasmid.remark },
                ]}
              />
            </DetailSection>
            <DetailSection id="properties" title="质粒性质">
              <FieldList
                fields={[
                  { label: '宿主', value: plasmid.plasmid_host },
                  { label: '用途', value: plasmid.plasmid_usage },
                  { label: '质粒类型', value: plasmid.plasmid_type },
                  { label: '物种', value: plasmid.plasmid_species },
                  { label: '片段物种', value: plasmid.plasmid_fragment_species },
                  { label: '片段类型', value: plasmid.plasmid_fragment_type },
                  { label: '原核抗性', value: plasmid.plasmid_nuclear_resistance },
                  { label: '真核抗性', value: plasmid.plasmid_eukaryotic_resistance },
                  { label: '筛选标记', value: plasmid.plasmid_selection_marker },
                  { label: '荧光标记', value: plasmid.plasmid_fluorescent_marker },
                ]}
              />
            </DetailSection>
            <DetailSection id="function" title="功能介绍">
              <Paragraph text={plasmid.functionIntroduction} />
            </DetailSection>
            <DetailSection id="introduction" title="质粒介绍">
              <Paragraph text={plasmid.introduction} />
            </DetailSection>
          </div>

          <div className="plasmid-detail__map">
            <DetailSection id="map" title="质粒图谱">
              {hasSequence ? (
                <>
                  <figure className="plasmid-map-figure">
                    <PlasmidMap
                      name={plasmid.name}
                      size={plasmid.size}
                      topology={plasmid.topology}
                      features={plasmid.features}
                      cutters={plasmid.cutters}
                      t={t}
                    />
                    <figcaption className="plasmid-map-legend">
                      <span className="plasmid-map-legend__item">
                        <i className="plasmid-map-legend__solid" aria-hidden="true" />
                        {t('原始注释')}
                      </span>
                      <span className="plasmid-map-legend__item">
                        <i className="plasmid-map-legend__dashed" aria-hidden="true" />
                        {t('自动注释（*，按序列比对识别的常见元件）')}
                      </span>
                      {plasmid.cutters.length > 0 ? <CutterToggle /> : null}
                    </figcaption>
                  </figure>
                  <FeatureTable features={plasmid.features} size={plasmid.size} />
                  {plasmid.cutters.length > 0 ? <CutterTable cutters={plasmid.cutters} /> : null}
                </>
              ) : (
                <p className="detail-section__text is-empty">{t(NO_INFO)}</p>
              )}
            </DetailSection>
          </div>
        </div>

        <DetailSection id="sequence" title="质粒序列">
          {hasSequence ? (
            <SequenceViewer sequence={plasmid.sequence} />
          ) : (
            <p className="detail-section__text is-empty">{t(NO_INFO)}</p>
          )}
        </DetailSection>

        {related.length > 0 && (
          <DetailSection id="related" title="相关质粒">
            <RelatedPlasmids related={related} />
          </DetailSection>
        )}
      </div>
    </>
  )
}

const SECTIONS = [
  { id: 'product', title: '产品信息' },
  { id: 'basic', title: '基本信息' },
  { id: 'properties', title: '质粒性质' },
  { id: 'function', title: '功能介绍' },
  { id: 'introduction', title: '质粒介绍' },
  { id: 'map', title: '质粒图谱' },
  { id: 'sequence', title: '质粒序列' },
] as const

/** Back to the list the visitor came from (spec §2); following it clears the remembered list. */
function BackToList() {
  const t = useText()
  const href = useRememberedListUrl()
  return (
    <Link to={href} className="back-link" onClick={forgetListUrl}>
      <span aria-hidden="true">←</span> {t('返回质粒列表')}
    </Link>
  )
}
