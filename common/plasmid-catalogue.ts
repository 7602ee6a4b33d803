// Limits and addresses of the plasmid catalogue as plain values: the public pages use them
// without the zod schemas of common/schemas/plasmid.ts, which would bring zod into the page.
import { PAGE_MAX } from './pagination.ts'

/** Spec §9: options 10 and 50, default 10 (page sizes up to 100 are accepted from API clients). */
export const PLASMID_PAGE_SIZES = [10, 50] as const
export const PLASMID_PAGE_SIZE_DEFAULT = 10
export const PLASMID_PAGE_SIZE_MAX = 100
/** Deep pages are never useful and cost a large OFFSET. */
export const PLASMID_PAGE_MAX = PAGE_MAX
export const PLASMID_SEARCH_MAX = 50

/**
 * A catalogue entry's status: the public catalogue (list, counts, search, detail, sitemap)
 * shows published entries only; staff see every entry.
 */
export const PLASMID_STATUS = { hidden: 0, published: 1 } as const

/** Longest stored filter value (the admin console's limit too). */
export const PLASMID_FILTER_VALUE_MAX = 100

export const PLASMID_DOWNLOAD_FORMATS = ['genbank', 'fasta'] as const
export type PlasmidDownloadFormat = (typeof PLASMID_DOWNLOAD_FORMATS)[number]

/** The download links of the detail page (GET, an attachment). */
export const plasmidDownloadPath = (id: number, format: PlasmidDownloadFormat) => `/api/v1/plasmid/${id}/${format}`

/** Links in the detail page's related plasmids at most. */
export const PLASMID_RELATED_MAX = 8

/** Rows one export of the filtered list holds at most (the whole catalogue is about as large). */
export const PLASMID_EXPORT_MAX = 10_000
export const PLASMID_EXPORT_FORMATS = ['csv', 'fasta'] as const
export type PlasmidExportFormat = (typeof PLASMID_EXPORT_FORMATS)[number]

/** The list's export (GET, an attachment): `query` holds the list call's filter fields. */
export function plasmidExportPath(format: PlasmidExportFormat, query: Record<string, string>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value)
  const search = params.toString()
  return `/api/v1/plasmid/export.${format}${search ? `?${search}` : ''}`
}

/** A list row's map thumbnail (server-rendered SVG), and the square in px it is drawn in. */
export const PLASMID_THUMB_SIZE = 32
export const plasmidThumbPath = (id: number) => `/api/v1/plasmid/${id}/thumb.svg`
