// A backup is a folder with everything the site cannot recreate: the database (an online
// SQLite backup, or a pg_dump archive) and the files below DATA_DIR that customers and staff
// uploaded, with a manifest. Restoring puts both back; the server must be stopped for it.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import SQLite from 'better-sqlite3'
import type { Env } from '#server/env.ts'
import { STORED_FOLDERS } from '#server/lib/storage/copy-files.ts'

const run = promisify(execFile)

/**
 * Folders below DATA_DIR that hold what people uploaded and the results still offered for
 * download: the local storage's folders (with STORAGE=s3 they are in the bucket instead).
 */
const BACKED_UP_FOLDERS = STORED_FOLDERS
const MANIFEST = 'backup.json'
const SQLITE_FILE = 'app.db'
const PG_ARCHIVE = 'database.pgdump'

export interface BackupManifest {
  createdAt: string
  database: 'sqlite' | 'postgres'
  file: string
  folders: string[]
}

type DataEnv = Pick<Env, 'DATA_DIR' | 'DATABASE_URL'>

const sqlitePath = (env: DataEnv) => path.join(env.DATA_DIR, SQLITE_FILE)

/** Writes a backup into `folder`, which must not exist yet (a backup never overwrites another). */
export async function createBackup(env: DataEnv, folder: string): Promise<BackupManifest> {
  if (fs.existsSync(folder)) throw new Error(`${folder} already exists: choose a new folder for the backup`)
  fs.mkdirSync(folder, { recursive: true })
  const database = env.DATABASE_URL ? await dumpPostgres(env.DATABASE_URL, folder) : await copySqlite(env, folder)
  const folders = BACKED_UP_FOLDERS.filter((name) => fs.existsSync(path.join(env.DATA_DIR, name)))
  for (const name of folders) fs.cpSync(path.join(env.DATA_DIR, name), path.join(folder, name), { recursive: true })
  const manifest: BackupManifest = { createdAt: new Date().toISOString(), ...database, folders }
  fs.writeFileSync(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}

async function dumpPostgres(url: string, folder: string): Promise<Pick<BackupManifest, 'database' | 'file'>> {
  await run('pg_dump', ['--format=custom', '--no-owner', `--file=${path.join(folder, PG_ARCHIVE)}`, url])
  return { database: 'postgres', file: PG_ARCHIVE }
}

async function copySqlite(env: DataEnv, folder: string): Promise<Pick<BackupManifest, 'database' | 'file'>> {
  if (!fs.existsSync(sqlitePath(env))) throw new Error(`no database at ${sqlitePath(env)}`)
  // The online backup API copies a consistent state while the server keeps writing.
  const source = new SQLite(sqlitePath(env), { readonly: true, fileMustExist: true })
  try {
    await source.backup(path.join(folder, SQLITE_FILE))
  } finally {
    source.close()
  }
  return { database: 'sqlite', file: SQLITE_FILE }
}

/**
 * Puts a backup back: the database replaced by the backup's (PostgreSQL: its tables dropped
 * and restored in one transaction) and each backed-up folder replaced by its copy.
 */
export async function restoreBackup(env: DataEnv, folder: string): Promise<BackupManifest> {
  const manifestFile = path.join(folder, MANIFEST)
  if (!fs.existsSync(manifestFile)) throw new Error(`${folder} is not a backup: ${MANIFEST} is missing`)
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest
  const wanted = env.DATABASE_URL ? 'postgres' : 'sqlite'
  if (manifest.database !== wanted) {
    throw new Error(`the backup holds a ${manifest.database} database, the configuration a ${wanted} one`)
  }
  if (env.DATABASE_URL) {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${env.DATABASE_URL}`,
      path.join(folder, manifest.file),
    ])
  } else {
    fs.mkdirSync(env.DATA_DIR, { recursive: true })
    for (const suffix of ['-wal', '-shm']) fs.rmSync(`${sqlitePath(env)}${suffix}`, { force: true })
    fs.copyFileSync(path.join(folder, manifest.file), sqlitePath(env))
  }
  for (const name of manifest.folders) {
    const target = path.join(env.DATA_DIR, name)
    fs.rmSync(target, { recursive: true, force: true })
    fs.cpSync(path.join(folder, name), target, { recursive: true })
  }
  return manifest
}
