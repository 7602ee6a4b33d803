// `npm run backup -- <new folder>` (`backup.ts create`): the database and the uploaded files
// into a new folder, while the server runs. `npm run restore -- <folder>` (`backup.ts
// restore`): puts such a backup back; stop every server instance first. See README.
import { createBackup, restoreBackup } from '#server/db/backup.ts'
import { parseEnv } from '#server/env.ts'

const [action, folder] = process.argv.slice(2)
if ((action !== 'create' && action !== 'restore') || !folder) {
  console.error('Usage: npm run backup -- <new folder>  |  npm run restore -- <backup folder> (server stopped)')
  process.exit(2)
}
try {
  const env = parseEnv()
  if (env.STORAGE === 's3') {
    console.log(
      `Files are in the bucket ${env.S3_BUCKET ?? ''}, not in this backup: the bucket's versioning and replication keep them (README, "Backup and restore")`,
    )
  }
  if (action === 'create') {
    const manifest = await createBackup(env, folder)
    console.log(
      `Backed up the ${manifest.database} database and ${manifest.folders.join(', ') || 'no files'} into ${folder}`,
    )
  } else {
    const manifest = await restoreBackup(env, folder)
    console.log(
      `Restored the ${manifest.database} database of ${manifest.createdAt} and ${manifest.folders.join(', ') || 'no files'}`,
    )
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
