// The plasmid catalogue on the wire (spec §3 'Plasmid list item', 'Plasmid detail', §7 'Plasmid
// list', §9). List items are camelCase as the spec names them; the detail keeps the
// spec's snake_case names.
import { PLASMID_FILTER_ALL, PLASMID_FILTER_DIMENSIONS, type PlasmidFilterDimension } from '../plasmid-filters.ts'
import { IdSchema } from './primitives.ts'
import {
  PLASMID_FILTER_VALUE_MAX,
  PLASMID_PAGE_MAX,
  PLASMID_PAGE_SIZE_DEFAULT,
  PLASMID_PAGE_SIZE_MAX,
  PLASMID_SEARCH_MAX,
} from '../plasmid-catalogue.ts'
import { z } from '../zod.ts'

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

const boundedInt = (min: number, max: number, fallback: number, message: string) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback),
  )

/**
 * '全部', '' and absent all mean "no filter" (spec §7). The values are edited in the admin
 * console, so the list does not check them against a fixed set: a value no entry has (one
 * renamed since a link was made) finds nothing.
 */
const filterField = ({ label }: PlasmidFilterDimension) =>
  z
    .preprocess(
      (value) => (value === null || value === undefined || value === PLASMID_FILTER_ALL ? '' : value),
      z
        .string({ error: `${label}筛选值无效` })
        .trim()
        .max(PLASMID_FILTER_VALUE_MAX, `${label}筛选值无效`),
    )
    .transform((value) => value || undefined)
    .describe(`${label}；“${PLASMID_FILTER_ALL}”或空表示不筛选`)

const searchField = (label: string) =>
  z
    .preprocess(
      (value) => value ?? '',
      z
        .string({ error: `${label}无效` })
        .trim()
        .max(PLASMID_SEARCH_MAX, `${label}不能超过 ${PLASMID_SEARCH_MAX} 个字符`),
    )
    .transform((value) => value || undefined)

const dimension = (field: PlasmidFilterDimension['field']) => {
  const found = PLASMID_FILTER_DIMENSIONS.find((candidate) => candidate.field === field)
  if (!found) throw new Error(`Unknown plasmid filter ${field}`)
  return filterField(found)
}

export const PlasmidListQuerySchema = z.object({
  page: boundedInt(1, PLASMID_PAGE_MAX, 1, `页码必须是 1 到 ${PLASMID_PAGE_MAX} 之间的整数`).describe(
    '页码，从 1 开始',
  ),
  size: boundedInt(
    1,
    PLASMID_PAGE_SIZE_MAX,
    PLASMID_PAGE_SIZE_DEFAULT,
    `每页条数必须是 1 到 ${PLASMID_PAGE_SIZE_MAX} 之间的整数`,
  ).describe('每页条数'),
  plasmidHost: dimension('plasmidHost'),
  plasmidUsage: dimension('plasmidUsage'),
  plasmidFragmentType: dimension('plasmidFragmentType'),
  plasmidFragmentSpecies: dimension('plasmidFragmentSpecies'),
  plasmidNuclearResistance: dimension('plasmidNuclearResistance'),
  plasmidEukaryoticResistance: dimension('plasmidEukaryoticResistance'),
  plasmidFluorescentMarker: dimension('plasmidFluorescentMarker'),
  name: searchField('产品名称').describe('产品名称，包含即匹配，不区分大小写'),
  itemNo: searchField('货号').describe('货号，前缀匹配，不区分大小写（GE-P1023 匹配 GE-P10230–GE-P10239）'),
})
export type PlasmidListQuery = z.infer<typeof PlasmidListQuerySchema>

/** The list's export: the same filters as the list, as a GET query, without paging. */
export const PlasmidExportQuerySchema = PlasmidListQuerySchema.omit({ page: true, size: true })
export type PlasmidExportQuery = z.infer<typeof PlasmidExportQuerySchema>

export const PlasmidListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  itemNo: z.string(),
  plasmidHost: z.string(),
  plasmidUsage: z.string(),
  plasmidFragmentType: z.string(),
  plasmidSpecies: z.string(),
  plasmidNuclearResistance: z.string(),
  plasmidEukaryoticResistance: z.string(),
  plasmidFluorescentMarker: z.string(),
})
export type PlasmidListItem = z.infer<typeof PlasmidListItemSchema>

export const PlasmidListSchema = z.object({ data: z.array(PlasmidListItemSchema), total: z.number().int() })
export type PlasmidList = z.infer<typeof PlasmidListSchema>

export const PlasmidReadQuerySchema = z.object({ id: IdSchema })

export const PlasmidMapFeatureSchema = z.object({
  name: z.string(),
  /** INSDC feature key (CDS, promoter, rep_origin …). */
  type: z.string(),
  /** 1-based, inclusive; start > end for a feature running through the origin. */
  start: z.number().int(),
  end: z.number().int(),
  strand: z.union([z.literal(1), z.literal(-1)]),
  /** Found by automatic annotation rather than curated. */
  auto: z.boolean(),
})
export type PlasmidMapFeature = z.infer<typeof PlasmidMapFeatureSchema>

export const PlasmidCutterSchema = z.object({
  /** Enzyme name as REBASE writes it (EcoRI, BsaI …). */
  enzyme: z.string(),
  /** Recognition site 5'→3', with IUPAC letters where the enzyme accepts several bases. */
  site: z.string(),
  /**
   * Where it cuts, ascending: one position for a unique cutter, two for a double cutter. 1-based,
   * the first base after the cut in the top strand, as Biopython's Restriction search() counts.
   */
  cuts: z.array(z.number().int()),
})
export type PlasmidCutter = z.infer<typeof PlasmidCutterSchema>

export const PlasmidDetailSchema = z.object({
  id: z.number().int(),
  item_no: z.string(),
  name: z.string(),
  specification: z.string(),
  /** CNY. */
  price: z.number(),
  alias: z.string(),
  promoter: z.string(),
  replicon: z.string(),
  terminator: z.string(),
  classification: z.string(),
  /** bp. */
  size: z.number().int(),
  tag: z.string(),
  nuclear_resistance: z.string(),
  eukaryotic_resistance: z.string(),
  clone_strain: z.string(),
  culture_condition: z.string(),
  expression_host: z.string(),
  selection_marker: z.string(),
  induced_way: z.string(),
  three_sequence_primer: z.string(),
  five_sequence_primer: z.string(),
  remark: z.string(),
  plasmid_host: z.string(),
  plasmid_usage: z.string(),
  plasmid_type: z.string(),
  plasmid_species: z.string(),
  plasmid_fragment_species: z.string(),
  plasmid_fragment_type: z.string(),
  plasmid_nuclear_resistance: z.string(),
  plasmid_eukaryotic_resistance: z.string(),
  plasmid_selection_marker: z.string(),
  plasmid_fluorescent_marker: z.string(),
  functionIntroduction: z.string(),
  introduction: z.string(),
  profile: z.string(),
  /** Vector the entry is built on. */
  backbone: z.string(),
  /** Upper-case bases; '' when the catalogue holds no sequence for this plasmid. */
  sequence: z.string(),
  topology: z.enum(['circular', 'linear']),
  /** Map features (curated and automatic), empty without a sequence. */
  features: z.array(PlasmidMapFeatureSchema),
  /** Enzymes of a common set that cut the sequence once or twice, unique cutters first; empty without a sequence. */
  cutters: z.array(PlasmidCutterSchema),
})
export type PlasmidDetail = z.infer<typeof PlasmidDetailSchema>

export const PlasmidRelatedSchema = z.array(
  z.object({
    id: z.number().int(),
    name: z.string(),
    item_no: z.string(),
    /** Why it is listed: a companion's role (慢病毒包装质粒 …) or 相同骨架. */
    relation: z.string(),
  }),
)
export type PlasmidRelated = z.infer<typeof PlasmidRelatedSchema>

export const PlasmidFiltersSchema = z.object({
  filters: z.array(z.object({ key: z.string(), field: z.string(), label: z.string(), options: z.array(z.string()) })),
  searchTypes: z.array(z.object({ key: z.string(), label: z.string() })),
  pageSizes: z.array(z.number().int()),
})
export type PlasmidFilters = z.infer<typeof PlasmidFiltersSchema>
