import { Link, useLocation } from 'react-router'
import { PLASMID_FILTER_DIMENSIONS } from '#common/plasmid-filters.ts'
import type { PlasmidFilters, PlasmidList } from '#common/schemas/plasmid.ts'
import { PLASMID_EXPORT_FORMATS, PLASMID_PAGE_SIZES, plasmidExportPath } from '#common/plasmid-catalogue.ts'
import { Breadcrumb } from '#web/components/content/breadcrumb.tsx'
import { Pagination } from '#web/components/content/pagination.tsx'
import { PlasmidFilterForm } from '#web/components/plasmid/plasmid-filter-form.tsx'
import { PlasmidTable } from '#web/components/plasmid/plasmid-table.tsx'
import {
  PLASMID_INDEX_PATH,
  PLASMID_LIST_PATH,
  filterPayload,
  listPayload,
  readListState,
} from '#web/features/plasmid/list-query.ts'
import { useRememberListUrl } from '#web/features/plasmid/remembered-list.ts'
import { pageContext } from '#web/lib/load-context.ts'
import { redirectPastLastPage } from '#web/lib/loader.server.ts'
import { fillIn, useText } from '#web/lib/page-lang.ts'
import { pageMeta } from '#web/lib/shell.ts'
import plasmidCss from '#web/styles/pages/plasmid.css?url'
import type { Route } from './+types/plasmid-list'
import { PUBLIC_PAGE } from '#web/lib/public-page.ts'

/** The same for every visitor: cached by the server (ADR 014). */
export const handle = PUBLIC_PAGE

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: plasmidCss }]

/** /plasmidPlatform/plasmidPlatformList: the whole state is in the query. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { api } = pageContext(context)
  const state = readListState(url.searchParams)
  const [result, { filters }] = await Promise.all([
    api.post<PlasmidList>('/plasmid/list', listPayload(state)),
    api.post<PlasmidFilters>('/plasmid/filters'),
  ])
  redirectPastLastPage(url, { page: state.page, size: state.size, total: result.total })
  return { state, result, filters }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: '质粒列表',
    description: '按宿主、用途、片段类型、物种、抗性和荧光标记筛选质粒，或按产品名称、货号搜索。',
  })

const EXPORT_LABELS = { csv: '下载 CSV', fasta: '下载 FASTA' } as const

export default function PlasmidListPage({ loaderData: { state, result, filters } }: Route.ComponentProps) {
  const t = useText()
  const location = useLocation()
  useRememberListUrl(`${location.pathname}${location.search}`)
  const active = PLASMID_FILTER_DIMENSIONS.filter(({ key }) => state.filters[key])
  const filtered = active.length > 0 || state.keyword !== ''

  return (
    <>
      <Breadcrumb
        items={[
          { title: '首页', href: '/' },
          { title: '质粒平台', href: PLASMID_INDEX_PATH },
          { title: '质粒列表', href: PLASMID_LIST_PATH },
        ]}
      />
      <div className="container plasmid-list">
        <header className="plasmid-list__head">
          <h1>{t('质粒列表')}</h1>
          <p>{t('现货质粒均经测序验证，提供图谱、序列与 GenBank/FASTA 文件下载。')}</p>
        </header>
        {/* Remounted per URL so the dropdowns show the current query after back/forward. */}
        <PlasmidFilterForm key={location.search} state={state} dropdowns={filters} />
        <div className="plasmid-list__summary" role="status">
          <span>
            {fillIn(t('共找到 {0} 个质粒'), <strong>{result.total.toLocaleString('en')}</strong>)}
            {active.length > 0 && (
              <span className="plasmid-list__active">
                {active.map(({ key, label }) => (
                  <span key={key} className="chip">
                    {fillIn(t('{0}：{1}'), t(label), state.filters[key])}
                  </span>
                ))}
              </span>
            )}
          </span>
          <span className="plasmid-list__tools">
            {filtered && (
              <Link to={PLASMID_LIST_PATH} className="plasmid-list__reset">
                {t('清除筛选')}
              </Link>
            )}
            {result.total > 0 && (
              <span className="plasmid-list__exports" title={t('按当前筛选条件导出，最多 1 万条')}>
                {PLASMID_EXPORT_FORMATS.map((format) => (
                  <a key={format} href={plasmidExportPath(format, filterPayload(state.filters))} download>
                    {t(EXPORT_LABELS[format])}
                  </a>
                ))}
              </span>
            )}
          </span>
        </div>
        {result.data.length > 0 ? (
          <PlasmidTable rows={result.data} />
        ) : (
          <p className="plasmid-list__empty">{t('没有符合条件的质粒，请调整筛选条件或搜索词。')}</p>
        )}
        <Pagination
          page={state.page}
          size={state.size}
          total={result.total}
          sizes={PLASMID_PAGE_SIZES}
          showTotal={false}
        />
      </div>
    </>
  )
}
