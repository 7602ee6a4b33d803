// One service (a type-1 category) is described once, as data; the category row and
// its article (the service page HTML) are both derived from that description.

export interface HtmlTable {
  caption?: string
  head: string[]
  rows: string[][]
}

export interface ServiceDef {
  /** Category id of the service page (type 1). */
  id: number
  pid: number
  catname: string
  encatname: string
  /** Icon file name under /images/icons/ (without extension). */
  icon: string
  /** Article title shown on the service page. */
  title: string
  /** One or two sentences: category description, article description, SEO description. */
  summary: string
  keywords: string
  /** 1 = on the home page's recommended-services grid. */
  recommended?: boolean
  /** Order centre type this service feeds (1 GUIDE-seq, 2 amplicon, 3 cell line); 0 none. */
  orderType?: number
  /** Absolute URL for services that live elsewhere (opens in a new window). */
  gourl?: string
  createTime: string
  page: ServicePage
}

export interface ServicePage {
  /** Introductory paragraphs (inline markup allowed). */
  intro: string[]
  /** Advantages as [headline, explanation]. */
  highlights: Array<[string, string]>
  /** Workflow steps as [step, detail]. */
  steps: Array<[string, string]>
  /** Specification / turnaround tables. */
  tables: HtmlTable[]
  deliverables: string[]
  samples: string[]
  faq: Array<[string, string]>
  /** Closing note, e.g. research-use-only statement. */
  note?: string
}

const li = (items: string[]): string => items.map((item) => `<li>${item}</li>`).join('')

export function renderTable(table: HtmlTable): string {
  const caption = table.caption ? `<caption>${table.caption}</caption>` : ''
  const head = `<thead><tr>${table.head.map((h) => `<th>${h}</th>`).join('')}</tr></thead>`
  const body = `<tbody>${table.rows.map((row) => `<tr>${row.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody>`
  return `<table>${caption}${head}${body}</table>`
}

export function renderHighlights(highlights: Array<[string, string]>): string {
  return `<ul>${li(highlights.map(([h, d]) => `<strong>${h}</strong>：${d}`))}</ul>`
}

/** The service page body: summary, advantages, workflow, specs, deliverables, samples, FAQ. */
export function renderServicePage(def: ServiceDef): string {
  const p = def.page
  const parts = [
    `<h2>服务简介</h2>`,
    ...p.intro.map((para) => `<p>${para}</p>`),
    `<h2>服务优势</h2>`,
    renderHighlights(p.highlights),
    `<h2>服务流程</h2>`,
    `<ol>${li(p.steps.map(([s, d]) => `<strong>${s}</strong>：${d}`))}</ol>`,
  ]
  if (p.tables.length > 0) {
    parts.push(`<h2>服务规格与周期</h2>`, ...p.tables.map(renderTable))
  }
  parts.push(`<h2>交付内容</h2>`, `<ul>${li(p.deliverables)}</ul>`)
  parts.push(`<h2>样本要求</h2>`, `<ul>${li(p.samples)}</ul>`)
  parts.push(`<h2>常见问题</h2>`, ...p.faq.map(([q, a]) => `<h3>${q}</h3><p>${a}</p>`))
  if (p.note) parts.push(`<p><em>${p.note}</em></p>`)
  return parts.join('\n')
}
