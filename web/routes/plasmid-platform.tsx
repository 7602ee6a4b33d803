import { Link } from 'react-router'
import {
  PLASMID_FILTER_DIMENSIONS,
  PLASMID_INDEX_GROUPS,
  PLASMID_SEARCH_TYPES,
  type PlasmidIndexGroup,
} from '#common/plasmid-filters.ts'
import type { PlasmidList } from '#common/schemas/plasmid.ts'
import { Breadcrumb } from '#web/components/content/breadcrumb.tsx'
import { PageBanner } from '#web/components/content/page-banner.tsx'
import {
  KEYWORD_PARAM,
  PLASMID_INDEX_PATH,
  PLASMID_LIST_PATH,
  SEARCH_TYPE_PARAM,
  listHref,
} from '#web/features/plasmid/list-query.ts'
import { pageContext } from '#web/lib/load-context.ts'
import { pageMeta } from '#web/lib/shell.ts'
import plasmidCss from '#web/styles/pages/plasmid.css?url'
import type { Route } from './+types/plasmid-platform'
import { PUBLIC_PAGE } from '#web/lib/public-page.ts'

/** The same for every visitor: cached by the server (ADR 014). */
export const handle = PUBLIC_PAGE

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: plasmidCss }]

const tiles = PLASMID_INDEX_GROUPS.flatMap((group) => group.items.map((item) => ({ group, item })))

/** The index tiles (spec §2) with the number of plasmids each one opens. */
export async function loader({ context }: Route.LoaderArgs) {
  const { api } = pageContext(context)
  const fieldOf = new Map(PLASMID_FILTER_DIMENSIONS.map(({ key, field }) => [key, field]))
  const [all, ...counts] = await Promise.all([
    api.post<PlasmidList>('/plasmid/list', { size: 1 }),
    ...tiles.map(({ item }) =>
      api.post<PlasmidList>('/plasmid/list', { size: 1, [fieldOf.get(item.filter)!]: item.value }),
    ),
  ])
  return { total: all.total, counts: counts.map((page) => page.total) }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: '质粒平台',
    description: '澜基生物质粒平台：CRISPR、慢病毒、AAV、蛋白表达与报告基因质粒，附图谱、序列与 GenBank 下载。',
  })

const GROUP_TEXT: Record<PlasmidIndexGroup['key'], string> = {
  host: '按表达或扩增所用的宿主浏览',
  usage: '按实验用途浏览',
  fluorescentMarker: '按携带的荧光报告蛋白浏览',
}

const TILE_TEXT: Record<string, string> = {
  大肠杆菌: '克隆、原核表达与文库载体',
  哺乳动物细胞: '瞬转、慢病毒与稳定表达载体',
  基因编辑: 'Cas9、sgRNA 与碱基编辑工具',
  基因模板: 'ORF、cDNA 与突变体模板',
  绿色荧光: 'EGFP 标记与融合表达',
  红色荧光: 'mCherry 标记与融合表达',
}

export default function PlasmidPlatform({ loaderData: { total, counts } }: Route.ComponentProps) {
  return (
    <>
      <PageBanner
        title="质粒平台"
        subtitle={`${total.toLocaleString('en')} 个现货质粒，覆盖基因编辑、病毒包装、蛋白表达与报告基因研究，每个质粒附图谱、序列与 GenBank 文件。`}
        image="/images/banners/page-header.svg"
      >
        <form method="get" action={PLASMID_LIST_PATH} className="plasmid-hero-search" role="search">
          <select name={SEARCH_TYPE_PARAM} aria-label="搜索方式" defaultValue="name">
            {PLASMID_SEARCH_TYPES.map(({ key, label }) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
          <input
            type="search"
            name={KEYWORD_PARAM}
            placeholder="产品名称或货号，如 lentiCRISPRv2、GE-P10001"
            aria-label="搜索关键词"
          />
          <button type="submit" className="button button--accent">
            搜索质粒
          </button>
        </form>
      </PageBanner>
      <Breadcrumb
        items={[
          { title: '首页', href: '/' },
          { title: '质粒平台', href: PLASMID_INDEX_PATH },
        ]}
      />
      <section className="section">
        <div className="container plasmid-index">
          {PLASMID_INDEX_GROUPS.map((group) => (
            <section key={group.key} className="plasmid-index__group" aria-labelledby={`group-${group.key}`}>
              <h2 id={`group-${group.key}`} className="plasmid-index__title">
                {group.title}
                <small>{GROUP_TEXT[group.key]}</small>
              </h2>
              <ul className="plasmid-index__tiles">
                {group.items.map((item) => {
                  const count = counts[tiles.findIndex((tile) => tile.item === item)] ?? 0
                  return (
                    <li key={item.label}>
                      <Link
                        to={listHref({ [item.filter]: item.value })}
                        className={`plasmid-tile plasmid-tile--${group.key}`}
                      >
                        <span className="plasmid-tile__label">{item.label}</span>
                        <span className="plasmid-tile__text">{TILE_TEXT[item.label]}</span>
                        <span className="plasmid-tile__count">{count.toLocaleString('en')} 个质粒 →</span>
                      </Link>
                    </li>
                  )
                })}
              </ul>
            </section>
          ))}
          <p className="plasmid-index__all">
            <Link to={PLASMID_LIST_PATH} className="button button--primary">
              浏览全部质粒
            </Link>
          </p>
        </div>
      </section>
    </>
  )
}
