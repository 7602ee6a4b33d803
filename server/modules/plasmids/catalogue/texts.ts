// The Chinese product texts of a catalogue entry, written from its family and insert so that
// name, alias, introductions and price always describe the same construct.
import type { PlasmidFamily } from './families.ts'
import { geneSymbol, type Gene, type InsertSpecies } from './inserts.ts'
import type { Variant } from './variants.ts'

export interface ProductTexts {
  name: string
  alias: string
  classification: string
  specification: string
  price: number
  introduction: string
  functionIntroduction: string
}

const SPECIES_ORIGIN: Record<InsertSpecies, string> = { 人: '人源', 小鼠: '小鼠源', 大鼠: '大鼠源' }

export function productTexts(family: PlasmidFamily, variant: Variant): ProductTexts {
  if (variant.kind === 'empty') {
    return {
      name: family.name,
      alias: family.alias,
      classification: '空载体',
      specification: '2 μg',
      price: family.price,
      introduction: `${family.description}载体全长 ${family.size} bp。`,
      functionIntroduction: family.application,
    }
  }
  if (variant.kind === 'mirna') {
    const name = `${family.name}-${variant.mirna}`
    return {
      name,
      alias: `${variant.mirna} 过表达质粒`,
      classification: 'miRNA 过表达质粒',
      specification: '5 μg',
      price: 1580,
      introduction: `${name} 以 ${family.name} 为骨架，插入${SPECIES_ORIGIN[variant.species]} ${variant.mirna} 前体及两侧各约 150 bp 的侧翼序列。${family.description}`,
      functionIntroduction: `表达 ${variant.mirna} 前体，经细胞内加工为成熟 miRNA，用于研究其对靶基因的调控。${family.application}`,
    }
  }
  if (variant.kind === 'mutant') {
    const orf = orfLength(variant.gene)
    const name = `${family.name}-${variant.gene.symbol} ${variant.change}(人)`
    return {
      name,
      alias: `${variant.gene.symbol} ${variant.change} 突变体表达质粒`,
      classification: '突变体克隆',
      specification: '5 μg',
      price: orfPrice(orf) + 800,
      introduction: `${name} 以 ${family.name} 为骨架，插入携带 ${variant.change} 点突变的人源 ${variant.gene.symbol}（${variant.gene.label}）完整编码序列，CDS 约 ${orf} bp。${family.description}`,
      functionIntroduction: `表达 ${variant.gene.symbol} ${variant.change} 热点突变体，可与野生型 ${variant.gene.symbol} 对照研究突变的功能影响。${family.application}`,
    }
  }
  const symbol = geneSymbol(variant.gene, variant.species)
  const origin = SPECIES_ORIGIN[variant.species]
  const about = `${origin} ${symbol}（${variant.gene.label}）`
  switch (variant.kind) {
    case 'orf': {
      const orf = orfLength(variant.gene)
      const name = `${family.name}-${symbol}(${variant.species})`
      const fusion = family.orfFragmentType === '融合蛋白'
      return {
        name,
        alias: fusion ? `${symbol}-${family.fluorescentMarker} 融合表达质粒` : `${symbol} 过表达质粒`,
        classification: fusion ? '荧光融合克隆' : 'ORF 克隆',
        specification: '5 μg',
        price: orfPrice(orf),
        introduction: `${name} 以 ${family.name} 为骨架，插入${about}的完整编码序列 (ORF)，CDS 约 ${orf} bp，经测序验证。${family.description}`,
        functionIntroduction: fusion
          ? `表达 ${symbol}-${family.fluorescentMarker} 融合蛋白，用于观察 ${symbol} 的亚细胞定位与动态变化。${family.application}`
          : `用于过表达${about}，研究其生物学功能。${family.application}`,
      }
    }
    case 'sgrna': {
      const name = `${family.name}-sg${symbol}#${variant.index}(${variant.species})`
      return {
        name,
        alias: `${symbol} 敲除质粒 sgRNA#${variant.index}`,
        classification: 'sgRNA 敲除质粒',
        specification: '5 μg',
        price: 1280,
        introduction: `${name} 在 ${family.name} 中插入靶向${about}编码区的第 ${variant.index} 条 sgRNA。${family.description}`,
        functionIntroduction: `sgRNA 引导 SpCas9 切割 ${symbol} 早期外显子，经非同源末端连接产生移码突变，实现 ${symbol} 基因敲除。${family.application}`,
      }
    }
    case 'shrna': {
      const name = `${family.name}-sh${symbol}#${variant.index}(${variant.species})`
      return {
        name,
        alias: `${symbol} 敲低质粒 shRNA#${variant.index}`,
        classification: 'shRNA 敲低质粒',
        specification: '5 μg',
        price: 980,
        introduction: `${name} 在 ${family.name} 中插入靶向${about} mRNA 的第 ${variant.index} 条 shRNA。${family.description}`,
        functionIntroduction: `表达靶向 ${symbol} 的 shRNA，经 RNA 干扰稳定敲低 ${symbol} 表达。${family.application}`,
      }
    }
    case 'promoter': {
      const name = `${family.name}-${symbol}启动子(${variant.species})`
      return {
        name,
        alias: `${symbol} 启动子荧光素酶报告质粒`,
        classification: '启动子报告质粒',
        specification: '5 μg',
        price: 2380,
        introduction: `${name} 在 ${family.name} 报告基因上游插入${about}转录起始位点上游约 2 kb 的启动子区域。${family.description}`,
        functionIntroduction: `用于检测 ${symbol} 启动子的转录活性，筛选和验证调控 ${symbol} 转录的因子。${family.application}`,
      }
    }
    case 'utr3': {
      const name = `${family.name}-${symbol} 3'UTR(${variant.species})`
      return {
        name,
        alias: `${symbol} 3'UTR 报告质粒`,
        classification: "3'UTR 报告质粒",
        specification: '5 μg',
        price: 2180,
        introduction: `${name} 在 ${family.name} 报告基因下游插入${about} mRNA 的完整 3'UTR。${family.description}`,
        functionIntroduction: `用于验证 miRNA 与 ${symbol} 3'UTR 的结合及其对 ${symbol} 表达的抑制。${family.application}`,
      }
    }
  }
}

/** Coding sequence including the stop codon. */
function orfLength(gene: Gene): number {
  return (gene.length + 1) * 3
}

/** Gene synthesis is priced by length; rounded to 10 yuan as price lists are. */
function orfPrice(orf: number): number {
  return 1680 + Math.round((orf * 0.9) / 10) * 10
}
