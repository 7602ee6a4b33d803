import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import fixture from '#tests/fixtures/restriction-sites.json' with { type: 'json' }
import { parseGenbank } from '../genbank/parse.ts'
import { cutSites, cutsOf, fewCutters } from './cut-sites.ts'
import { RESTRICTION_ENZYMES, type RestrictionEnzyme } from './enzymes.ts'

const genbankDir = process.env.PLASMID_GENBANK_DIR ?? ''

const enzyme = (name: string): RestrictionEnzyme => RESTRICTION_ENZYMES.find((entry) => entry.name === name)!

/** A made-up enzyme, for the cases the table's enzymes do not isolate. */
const made = (site: string, cut: number, cutComplement: number): RestrictionEnzyme => ({
  name: 'Test',
  site,
  cut,
  cutComplement,
})

const readPlasmid = async (file: string) => parseGenbank(await readFile(path.join(genbankDir, file), 'utf8'))

const filler = (length: number) => 'A'.repeat(length)

describe('the enzyme table', () => {
  it('holds at least 30 enzymes, each once, with the sites and cuts of REBASE (Biopython 1.80)', () => {
    expect(RESTRICTION_ENZYMES.length).toBeGreaterThanOrEqual(30)
    const table = Object.fromEntries(
      RESTRICTION_ENZYMES.map(({ name, site, cut, cutComplement }) => [name, { site, cut, cutComplement }]),
    )
    const rebase = Object.fromEntries(
      Object.entries(fixture.enzymes).map(([name, { site, cut, cutComplement }]) => [
        name,
        { site, cut, cutComplement },
      ]),
    )
    expect(table).toEqual(rebase)
  })
})

describe.each(fixture.plasmids)('cut positions in $file against Bio.Restriction', ({ file, length, sha256, cuts }) => {
  it('every enzyme cuts where Biopython says', async () => {
    const { sequence, topology } = await readPlasmid(file)
    expect(sequence.length).toBe(length)
    expect(createHash('sha256').update(sequence).digest('hex')).toBe(sha256)
    expect(topology).toBe('circular')
    const found = Object.fromEntries(cutSites(sequence, topology).map(({ enzyme, cuts }) => [enzyme.name, cuts]))
    expect(found).toEqual(cuts)
  })
})

describe('cutsOf', () => {
  it('pBR322: the EcoRI site runs through the origin (GAA…TTC), a unique cutter at 4360', async () => {
    const { sequence } = await readPlasmid('pBR322.gb')
    expect(`${sequence.slice(-3)}${sequence.slice(0, 3)}`).toBe('GAATTC')
    expect(cutsOf(enzyme('EcoRI'), sequence, 'circular')).toEqual([4360])
    expect(cutsOf(enzyme('EcoRI'), sequence, 'linear')).toEqual([])
  })

  it('finds a site through the origin of a circular sequence, not of a linear one', () => {
    // G at the last base, AATTC at the start: the cut falls between base 20 and base 1.
    const sequence = `AATTC${filler(14)}G`
    expect(cutsOf(enzyme('EcoRI'), sequence, 'circular')).toEqual([1])
    expect(cutsOf(enzyme('EcoRI'), sequence, 'linear')).toEqual([])
    // GA | ATTC: the cut after the G at base 19.
    expect(cutsOf(enzyme('EcoRI'), `ATTC${filler(14)}GA`, 'circular')).toEqual([20])
  })

  it('a non-palindromic site is found on the complementary strand too, its cut counted from there', () => {
    // BsaI GGTCTC(1/5): forward, the top strand is cut 1 base after the site.
    expect(cutsOf(enzyme('BsaI'), `AAAA${'GGTCTC'}${filler(30)}`, 'circular')).toEqual([12])
    // GAGACC on the top strand is BsaI on the other one: the top strand is cut 5 bases before it.
    expect(cutsOf(enzyme('BsaI'), `${filler(17)}GAGACC${filler(17)}`, 'circular')).toEqual([13])
  })

  it('a type IIS cut past the end of a circular sequence wraps round to its start', () => {
    expect(cutsOf(enzyme('BsaI'), `TC${filler(32)}GGTCTC`, 'circular')).toEqual([2])
    expect(cutsOf(enzyme('BsaI'), `TC${filler(32)}GGTCTC`, 'linear')).toEqual([])
  })

  it('a palindromic site is counted once, not once per strand', () => {
    expect(cutsOf(enzyme('EcoRI'), `${filler(10)}GAATTC${filler(10)}`, 'linear')).toEqual([12])
  })

  it('reads IUPAC letters in the site: SfiI GGCCNNNNNGGCC, HincII GTYRAC', () => {
    expect(cutsOf(enzyme('SfiI'), `${filler(5)}GGCCACGTAGGCC${filler(5)}`, 'linear')).toEqual([14])
    expect(cutsOf(enzyme('HincII'), `${filler(5)}GTCGAC${filler(5)}GTTAAC${filler(5)}GTCAAC`, 'linear')).toEqual([
      9, 20, 31,
    ])
    expect(cutsOf(enzyme('HincII'), `${filler(5)}GTAGAC${filler(5)}`, 'linear')).toEqual([])
  })

  it('finds overlapping sites', () => {
    expect(cutsOf(made('AA', 1, 1), 'CAAAC', 'linear')).toEqual([3, 4])
  })
})

describe('fewCutters', () => {
  it('keeps the unique cutters, then the double cutters, each group by position; lower case is read too', () => {
    const sequence = `${filler(10)}GGATCC${filler(10)}GAATTC${filler(10)}GGATCC${filler(10)}AAGCTT${filler(10)}AAGCTT${filler(10)}AAGCTT`
    const found = fewCutters(sequence.toLowerCase(), 'circular').map(({ enzyme, cuts }) => [enzyme.name, cuts])
    expect(found).toEqual([
      ['EcoRI', [28]],
      ['BamHI', [12, 44]],
    ])
  })
})
