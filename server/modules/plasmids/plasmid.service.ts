// The plasmid catalogue's rules: list filters, the detail payload, and the GenBank and FASTA
// exports generated from the stored data, the list's exports, map thumbnails and related plasmids.
import { PLASMID_FILTER_ALL, PLASMID_FILTER_DIMENSIONS, PLASMID_SEARCH_TYPES } from '#common/plasmid-filters.ts'
import type {
  PlasmidDetail,
  PlasmidFilters,
  PlasmidListQuery,
  PlasmidMapFeature,
  PlasmidRelated,
} from '#common/schemas/plasmid.ts'
import {
  PLASMID_PAGE_SIZES,
  PLASMID_RELATED_MAX,
  type PlasmidDownloadFormat,
  type PlasmidExportFormat,
} from '#common/plasmid-catalogue.ts'
import { notFound } from '#server/errors.ts'
import { createCountCache } from './count-cache.ts'
import { FASTA_CONTENT_TYPE, writeFasta } from './genbank/fasta.ts'
import type { PlasmidFeature } from './genbank/index.ts'
import { writeGenbank } from './genbank/write.ts'
import { type PlasmidExportFile, fastaRecordName, plasmidExport } from './plasmid-export.ts'
import { asciiName, downloadFileName } from './plasmid-names.ts'
import { createCutterCache } from './restriction/plasmid-cutters.ts'
import { renderThumb } from './plasmid-thumb.ts'
import { companionsOf } from './related-rules.ts'
import type { PlasmidListFilters, PlasmidRepo, PlasmidRow } from './plasmid.repo.ts'

const NOT_FOUND = '质粒不存在'
const NO_SEQUENCE = '该质粒暂无序列信息'
const SAME_BACKBONE = '相同骨架'

/** Features that describe the whole record rather than a part worth drawing. */
const UNDRAWN_TYPES = new Set(['source'])

export interface PlasmidListPage {
  /** A JSON array of PlasmidListItem, in UTF-8. */
  rowsJson: Uint8Array
  total: number
}

export interface PlasmidThumb {
  svg: string
  /** Changes with the entry (its update time) and its sequence. */
  etag: string
}

export interface PlasmidDownload {
  fileName: string
  contentType: string
  body: string
}

const parseFeatures = (json: string | null): PlasmidFeature[] => (json ? (JSON.parse(json) as PlasmidFeature[]) : [])

const toMapFeature = (feature: PlasmidFeature): PlasmidMapFeature => ({
  name: feature.name,
  type: feature.type,
  start: feature.start,
  end: feature.end,
  strand: feature.strand,
  auto: feature.auto === true,
})

function toDetail(row: PlasmidRow, cutters: PlasmidDetail['cutters']): PlasmidDetail {
  return {
    id: row.id,
    item_no: row.itemNo,
    name: row.name,
    specification: row.specification,
    price: row.price,
    alias: row.alias,
    promoter: row.promoter,
    replicon: row.replicon,
    terminator: row.terminator,
    classification: row.classification,
    size: row.size,
    tag: row.tag,
    nuclear_resistance: row.nuclearResistance,
    eukaryotic_resistance: row.eukaryoticResistance,
    clone_strain: row.cloneStrain,
    culture_condition: row.cultureCondition,
    expression_host: row.expressionHost,
    selection_marker: row.selectionMarker,
    induced_way: row.inducedWay,
    three_sequence_primer: row.threeSequencePrimer,
    five_sequence_primer: row.fiveSequencePrimer,
    remark: row.remark,
    plasmid_host: row.plasmidHost,
    plasmid_usage: row.plasmidUsage,
    plasmid_type: row.plasmidType,
    plasmid_species: row.plasmidSpecies,
    plasmid_fragment_species: row.plasmidFragmentSpecies,
    plasmid_fragment_type: row.plasmidFragmentType,
    plasmid_nuclear_resistance: row.plasmidNuclearResistance,
    plasmid_eukaryotic_resistance: row.plasmidEukaryoticResistance,
    plasmid_selection_marker: row.plasmidSelectionMarker,
    plasmid_fluorescent_marker: row.plasmidFluorescentMarker,
    functionIntroduction: row.functionIntroduction,
    introduction: row.introduction,
    profile: row.profile,
    backbone: row.backbone,
    sequence: row.sequence ?? '',
    topology: row.topology ?? 'circular',
    features: parseFeatures(row.features)
      .filter((feature) => !UNDRAWN_TYPES.has(feature.type))
      .map(toMapFeature),
    cutters,
  }
}

/** Totals may lag a catalogue change by this much; pages are always read fresh. */
const COUNT_TTL_MS = 60_000
const COUNT_CACHE_SIZE = 2_000
/** Distinct sequences whose cutters are kept: the seed has 13 backbones, imports add a few. */
const CUTTER_CACHE_SIZE = 100
/** Thumbnails are about 1 KB: the whole catalogue's fit. */
const THUMB_CACHE_SIZE = 20_000

export function createPlasmidService(repo: PlasmidRepo) {
  const totals = createCountCache({ ttlMs: COUNT_TTL_MS, maxEntries: COUNT_CACHE_SIZE })
  const cuttersOf = createCutterCache(CUTTER_CACHE_SIZE)

  async function findOrFail(id: number): Promise<PlasmidRow> {
    const row = await repo.find(id)
    if (!row) throw notFound(NOT_FOUND)
    return row
  }

  /** Rendered thumbnails by plasmid id, each valid while its ETag is the entry's current one. */
  const thumbs = new Map<number, PlasmidThumb>()
  const totalOf = (filters: PlasmidListFilters) => totals.get(JSON.stringify(filters), () => repo.count(filters))

  return {
    /** A page of the list (PlasmidList) with its rows as the JSON the database wrote. */
    async list({ page, size, ...filters }: PlasmidListQuery): Promise<PlasmidListPage> {
      const [rowsJson, total] = await Promise.all([
        repo.pageJson(filters, { offset: (page - 1) * size, limit: size }),
        totalOf(filters),
      ])
      return { rowsJson, total }
    },

    /** The filtered list as a file whose body is written as it is read; the total is the list's. */
    async export(filters: PlasmidListFilters, format: PlasmidExportFormat): Promise<PlasmidExportFile> {
      return plasmidExport(repo, { filters, format, total: await totalOf(filters) })
    },

    async read(id: number): Promise<PlasmidDetail> {
      const row = await findOrFail(id)
      return toDetail(row, cuttersOf(row.sequence ?? '', row.topology ?? 'circular'))
    },

    /**
     * Up to PLASMID_RELATED_MAX published entries to show beside a plasmid: the companions its
     * rules name (related-rules.ts), then other entries on its backbone.
     */
    async related(id: number): Promise<PlasmidRelated> {
      const entry = await repo.outline(id)
      if (!entry) throw notFound(NOT_FOUND)
      const wanted = companionsOf(entry)
      const named = wanted.length > 0 ? await repo.namedEntries(wanted.map((companion) => companion.name)) : []
      const companions = wanted.flatMap(({ name, role }) => {
        const found = named.find((row) => row.name === name && row.id !== id)
        return found ? [{ id: found.id, name: found.name, item_no: found.itemNo, relation: role }] : []
      })
      const room = PLASMID_RELATED_MAX - companions.length
      const except = [id, ...companions.map((companion) => companion.id)]
      const sameBackbone =
        entry.backbone && room > 0 ? await repo.onBackbone(entry.backbone, { except, limit: room }) : []
      return [
        ...companions.slice(0, PLASMID_RELATED_MAX),
        ...sameBackbone.map((row) => ({ id: row.id, name: row.name, item_no: row.itemNo, relation: SAME_BACKBONE })),
      ]
    },

    /**
     * A published entry's map thumbnail. Checking that it is still published and unchanged is
     * one indexed lookup; the features are read and drawn only when that changed.
     */
    async thumb(id: number): Promise<PlasmidThumb> {
      const version = await repo.outline(id)
      if (!version) throw notFound(NOT_FOUND)
      const etag = `"${id}-${version.updateTime.replace(/\D/g, '')}-${version.sequenceId ?? 0}"`
      const cached = thumbs.get(id)
      if (cached?.etag === etag) return cached
      const outline = version.sequenceId === null ? undefined : await repo.sequenceOutline(version.sequenceId)
      const svg = renderThumb(
        outline
          ? {
              size: Number(outline.length),
              topology: outline.topology,
              features: parseFeatures(outline.features).map(toMapFeature),
            }
          : { size: 0, topology: 'circular', features: [] },
      )
      if (!cached && thumbs.size >= THUMB_CACHE_SIZE) thumbs.delete(thumbs.keys().next().value as number)
      const thumb = { svg, etag }
      thumbs.set(id, thumb)
      return thumb
    },

    /** After a catalogue write: the next list counts afresh instead of serving a cached total. */
    catalogueChanged(): void {
      totals.clear()
    },

    /** The dropdowns with the values stored now, so an edit in the console shows at the next request. */
    async filters(): Promise<PlasmidFilters> {
      const options = await repo.filterOptions()
      return {
        filters: PLASMID_FILTER_DIMENSIONS.map(({ key, field, label }) => ({
          key,
          field,
          label,
          options: [PLASMID_FILTER_ALL, ...options[field]],
        })),
        searchTypes: PLASMID_SEARCH_TYPES.map(({ key, label }) => ({ key, label })),
        pageSizes: [...PLASMID_PAGE_SIZES],
      }
    },

    /** The record as a file; the LOCUS name is the item number (GenBank names are ASCII, ≤ 16 characters). */
    async download(id: number, format: PlasmidDownloadFormat): Promise<PlasmidDownload> {
      const row = await findOrFail(id)
      if (!row.sequence) throw notFound(NO_SEQUENCE)
      const topology = row.topology ?? 'circular'
      if (format === 'fasta') {
        return {
          fileName: downloadFileName(row.itemNo, row.name, 'fasta'),
          contentType: FASTA_CONTENT_TYPE,
          body: writeFasta({ name: fastaRecordName(row.itemNo, row.name), topology, sequence: row.sequence }),
        }
      }
      const title = asciiName(row.name)
      return {
        fileName: downloadFileName(row.itemNo, row.name, 'gb'),
        contentType: 'chemical/x-genbank; charset=utf-8',
        body: writeGenbank({
          name: row.itemNo,
          topology,
          sequence: row.sequence,
          features: parseFeatures(row.features),
          definition: `${title}, ${asciiName(row.backbone)} backbone, catalogue number ${row.itemNo}.`,
          keywords: row.itemNo,
        }),
      }
    },
  }
}

export type PlasmidService = ReturnType<typeof createPlasmidService>
