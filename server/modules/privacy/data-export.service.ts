// A copy of a customer's own data (PIPL Art. 45): a ZIP with data.json (each part filled by
// its step of PERSONAL_DATA_STEPS, only rows of the caller's account) and a README in
// Chinese that says what each part is.
import JSZip from 'jszip'
import type { Kysely } from 'kysely'
import type { DB } from '#server/db/schema.ts'
import { readme } from './data-export-readme.ts'
import { PERSONAL_DATA_STEPS } from './personal-data.ts'

export async function exportMemberData(db: Kysely<DB>, memberId: number, now = new Date()): Promise<Buffer> {
  const exportedAt = now.toISOString()
  const data: Record<string, unknown> = { exportedAt }
  for (const step of PERSONAL_DATA_STEPS) {
    if (step.exportAs && step.export) data[step.exportAs] = await step.export(db, memberId)
  }
  const zip = new JSZip()
  zip.file('data.json', JSON.stringify(data, null, 2))
  zip.file('README.txt', readme(exportedAt, Object.keys(data).slice(1)))
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' })
}
