import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from 'vitest'
import { referenceModelDir } from '#server/modules/crispr/scoring/reference-data.ts'

const run = promisify(execFile)
const SCRIPT = path.join(import.meta.dirname, 'crispr-net-convert.ts')
const cli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', SCRIPT, ...args], { cwd: path.dirname(import.meta.dirname) })

test('converts the released model into an out-dir and says what else the directory needs', async () => {
  const outDir = await mkdtemp(path.join(tmpdir(), 'crispr-cli-'))
  try {
    const original = path.join(referenceModelDir(), 'original')
    const { stdout } = await cli(
      path.join(original, 'CRISPR_Net_CIRCLE_elevation_SITE_structure.json'),
      path.join(original, 'CRISPR_Net_CIRCLE_elevation_SITE_weights.h5'),
      outDir,
    )
    expect(stdout).toContain('17 layers, 67691 parameters')
    expect(stdout).toContain('cfd-mismatch.json, cfd-pam.json')
    expect(stdout).toContain(`CRISPR_NET_MODEL_DIR=${outDir}`)
    const written = JSON.parse(await readFile(path.join(outDir, 'crispr-net-weights.json'), 'utf8')) as {
      total_params: number
    }
    expect(written.total_params).toBe(67691)
  } finally {
    await rm(outDir, { recursive: true, force: true })
  }
  // Reading the 0.3 MB HDF5 file in a child process takes seconds on a busy machine.
}, 60_000)

test('usage error without three arguments', async () => {
  await expect(cli('only-one')).rejects.toMatchObject({
    code: 2,
    stderr: expect.stringContaining('Usage: npm run crispr-net:convert'),
  })
})

test('a missing input file fails with exit code 1 and the reason', async () => {
  await expect(cli('/nonexistent/structure.json', '/nonexistent/weights.h5', tmpdir())).rejects.toMatchObject({
    code: 1,
    stderr: expect.stringContaining('/nonexistent/structure.json'),
  })
})
