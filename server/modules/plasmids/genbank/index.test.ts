import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadGenbankDir } from './index.ts'

const seedDir = process.env.PLASMID_GENBANK_DIR ?? ''

describe('loadGenbankDir', () => {
  let scratch: string
  beforeEach(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'genbank-'))
  })
  afterEach(async () => {
    await rm(scratch, { recursive: true, force: true })
  })

  it('loads every seed file, sorted by file name', async () => {
    const files = await loadGenbankDir(seedDir)
    expect(files.map((f) => f.fileName)).toEqual([
      'lentiCRISPRv2.gb',
      'lentiCas9-Blast.gb',
      'pACYC184.gb',
      'pBR322.gb',
      'pBluescriptII-KS+.gb',
      'pDONR223.gb',
      'pEGFP-N1.gb',
      'pET-28.gb',
      'pGEX-4T-1.gb',
      'pGEX-6P-1.gb',
      'pGL3-Basic.gb',
      'pUC19.gb',
      'pX330.gb',
    ])
    expect(files.find((f) => f.fileName === 'pX330.gb')?.record).toMatchObject({ name: 'pX330', length: 8506 })
  })

  it('returns [] for a missing folder, a file path and an empty folder', async () => {
    await expect(loadGenbankDir(path.join(scratch, 'absent'))).resolves.toEqual([])
    await writeFile(path.join(scratch, 'notes.txt'), 'not GenBank')
    await expect(loadGenbankDir(path.join(scratch, 'notes.txt'))).resolves.toEqual([])
    await expect(loadGenbankDir(scratch)).resolves.toEqual([])
  })

  it('names the file that fails to parse', async () => {
    await writeFile(
      path.join(scratch, 'broken.gb'),
      'LOCUS       broken 10 bp DNA linear\nORIGIN\n        1 acgt\n//\n',
    )
    await expect(loadGenbankDir(scratch)).rejects.toThrow(/^broken\.gb: sequence has 4 bases but LOCUS declares 10 bp/)
  })
})
