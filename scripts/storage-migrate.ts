// `npm run storage:migrate`: copies this install's files (below DATA_DIR) into the bucket the
// S3_* settings name, checking each copy's SHA-256; files already there with the same checksum
// are passed over, so it is safe to run again. Run it with the database migrated
// (npm run db:migrate), then set STORAGE=s3. See README, "Object storage".
import { openDatabase } from '#server/db/open-database.ts'
import { parseEnv } from '#server/env.ts'
import { copyFiles } from '#server/lib/storage/copy-files.ts'
import { s3SettingsOf } from '#server/lib/storage/create-storage.ts'
import { createLocalStorage } from '#server/lib/storage/local-storage.ts'
import { createS3Storage } from '#server/lib/storage/s3-storage.ts'

const env = parseEnv()
const database = openDatabase(env)
const from = createLocalStorage(env.DATA_DIR)
let to: ReturnType<typeof createS3Storage> | undefined
try {
  to = createS3Storage(s3SettingsOf(env))
  const report = await copyFiles({
    from,
    to,
    db: database.db,
    onFile: (key, outcome, detail) => {
      if (outcome === 'failed') console.error(`failed  ${key}: ${detail}`)
      else console.log(`${outcome.padEnd(7)} ${key}`)
    },
  })
  console.log(
    `${report.copied.length} copied, ${report.skipped.length} already in the bucket, ${report.failed.size} failed`,
  )
  if (report.failed.size > 0) process.exitCode = 1
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await to?.close()
  await database.db.destroy()
}
