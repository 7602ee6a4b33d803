import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { CfdTablesError, cfdScore, cfdTablesFromJson, type CfdTables } from './cfd.ts'
import { CFD_MISMATCH_FILE, CFD_PAM_FILE } from './model-files.ts'
import { readCfdReference, referenceModelDir } from './reference-data.ts'

const readJson = (file: string): Record<string, number> =>
  JSON.parse(readFileSync(path.join(referenceModelDir(), file), 'utf8')) as Record<string, number>
const source = { mismatch: CFD_MISMATCH_FILE, pam: CFD_PAM_FILE }

let tables: CfdTables
beforeAll(() => {
  tables = cfdTablesFromJson(readJson(CFD_MISMATCH_FILE), readJson(CFD_PAM_FILE), source)
})

describe('cfdScore (MODEL.md §11)', () => {
  test('reproduces all 200 vectors of cfd-reference.csv (tolerance 1e-12)', () => {
    const reference = readCfdReference()
    expect(reference).toHaveLength(200)
    for (const row of reference) {
      expect(
        Math.abs(cfdScore(tables, row.on_seq, row.off_seq)! - row.cfd),
        `${row.on_seq},${row.off_seq}`,
      ).toBeLessThanOrEqual(1e-12)
    }
  })

  test('the CRISPOR doctest vectors exactly, which pins the key convention', () => {
    const doctests = readCfdReference().filter((row) => row.source === 'crispor-doctest')
    expect(doctests.length).toBeGreaterThanOrEqual(6)
    for (const row of doctests) expect(cfdScore(tables, row.on_seq, row.off_seq)).toBe(row.cfd)
  })

  test('key convention: rG:dT,7 for on G / off A at position 7; PAM from off[21..22]', () => {
    const on = 'GGGGGGGGGGGGGGGGGGGGAGG'
    const off = 'GGGGGGAGGGGGGGGGGGGGTAG'
    expect(cfdScore(tables, on, off)).toBe(tables.mismatch.get('rG:dT,7')! * tables.pam.get('AG')!)
  })

  test('undefined (null) outside its domain: gaps, N in off or protospacer, length ≠ 23', () => {
    expect(cfdScore(tables, 'GGGTGGGGGGAGTTTGCTCCAGG', 'AGGTGGGGTGA_TTTGCTCCAGG')).toBeNull()
    expect(cfdScore(tables, 'GGGTGGGGGGAGTTTGCTCCAGG', 'AGGTGGGGTGA-TTTGCTCCAGG')).toBeNull()
    expect(cfdScore(tables, 'GAGT_CCGAGCAGAAGAAGAATGG', 'GAGTACCAAGTAGAAGAAAAATTT')).toBeNull()
    expect(cfdScore(tables, 'GAGTCCGAGCAGAAGAAGAAAGG', 'GAGTTAGAGCAGAAGAAGAANGG')).toBeNull()
    expect(cfdScore(tables, 'GAGTCCGAGCNGAAGAAGAAAGG', 'GAGTTAGAGCAGAAGAAGAAAGG')).toBeNull()
  })

  test('accepts N in the on-target PAM and lowercase input', () => {
    const expected = cfdScore(tables, 'GAGTCCGAGCAGAAGAAGAAAGG', 'GAGTTAGAGCAGAAGAAGAAAGG')
    expect(expected).toBeGreaterThan(0)
    expect(cfdScore(tables, 'GAGTCCGAGCAGAAGAAGAANGG', 'GAGTTAGAGCAGAAGAAGAAAGG')).toBe(expected)
    expect(cfdScore(tables, 'gagtccgagcagaagaagaaagg', 'gagttagagcagaagaagaaagg')).toBe(expected)
  })
})

describe('cfdTablesFromJson', () => {
  test('refuses a table with a missing key or a value outside [0, 1]', () => {
    const mismatch = readJson(CFD_MISMATCH_FILE)
    const pam = readJson(CFD_PAM_FILE)
    const { 'rG:dT,7': _dropped, ...incomplete } = mismatch
    expect(() => cfdTablesFromJson(incomplete, pam, source)).toThrow(/missing rG:dT,7/)
    expect(() => cfdTablesFromJson(mismatch, { ...pam, GG: 1.5 }, source)).toThrow(CfdTablesError)
  })
})
