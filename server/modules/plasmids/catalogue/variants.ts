// Every product the families can yield: the empty vector plus the clones its insert kinds allow.
import type { PlasmidFamily } from './families.ts'
import { GENES, INSERT_SPECIES, MIRNAS, MUTANTS, type Gene, type InsertSpecies } from './inserts.ts'

/** Guides per gene, as genome-wide libraries (Brunello) design them. */
const SGRNAS_PER_GENE = 4
/** Hairpins per gene, as the TRC library offers them. */
const SHRNAS_PER_GENE = 5

export type Variant =
  | { kind: 'empty' }
  | { kind: 'orf' | 'promoter' | 'utr3'; gene: Gene; species: InsertSpecies }
  | { kind: 'sgrna' | 'shrna'; gene: Gene; species: InsertSpecies; index: number }
  | { kind: 'mutant'; gene: Gene; change: string }
  | { kind: 'mirna'; mirna: string; species: Extract<InsertSpecies, '人' | '小鼠'> }

export interface Product {
  family: PlasmidFamily
  variant: Variant
}

export function emptyVectors(families: readonly PlasmidFamily[]): Product[] {
  return families.map((family) => ({ family, variant: { kind: 'empty' } }))
}

/** All clones, in a fixed order (family, kind, gene, species, number). */
export function clones(families: readonly PlasmidFamily[]): Product[] {
  const products: Product[] = []
  const add = (family: PlasmidFamily, variant: Variant) => products.push({ family, variant })
  for (const family of families) {
    for (const kind of family.inserts) {
      if (kind === 'mutant') {
        for (const { symbol, change } of MUTANTS) add(family, { kind, gene: geneBySymbol(symbol), change })
      } else if (kind === 'mirna') {
        for (const { human, mouse } of MIRNAS) {
          add(family, { kind, mirna: human, species: '人' })
          add(family, { kind, mirna: mouse, species: '小鼠' })
        }
      } else {
        for (const gene of GENES) {
          for (const species of INSERT_SPECIES) {
            if (kind === 'sgrna' || kind === 'shrna') {
              const count = kind === 'sgrna' ? SGRNAS_PER_GENE : SHRNAS_PER_GENE
              for (let index = 1; index <= count; index++) add(family, { kind, gene, species, index })
            } else {
              add(family, { kind, gene, species })
            }
          }
        }
      }
    }
  }
  return products
}

function geneBySymbol(symbol: string): Gene {
  const gene = GENES.find((candidate) => candidate.symbol === symbol)
  if (!gene) throw new Error(`mutant of unknown gene ${symbol}`)
  return gene
}
