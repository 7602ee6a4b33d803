// Backup and restore on the configured database (SQLite, and PostgreSQL in the postgres
// project): a backup taken while the database is open, then a loss (a customer deleted, an
// uploaded file removed, a change made after the backup), then a restore that brings back
// exactly the state of the backup, database and files together.
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBackup, restoreBackup } from '#server/db/backup.ts'
import { type Database, createDatabase } from '#server/db/database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { PNG } from '#tests/factories/orders.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const onPostgres = process.env.TEST_DIALECT === 'postgres'
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'))
const dataDir = path.join(work, 'data')
const pgDatabase = `backup_${randomBytes(5).toString('hex')}`
const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: onPostgres ? withDatabase(process.env.TEST_DATABASE_URL!, pgDatabase) : undefined,
}
const UPLOAD = 'uploads/2026/11/5f0c6a2e-8d7b-4c55-9a37-2f6f1d0f7a11.png'

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

async function onServer(text: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

const open = (): Database =>
  createDatabase({ url: env.DATABASE_URL, sqliteFile: path.join(dataDir, 'app.db'), poolSize: 2 })

async function addCustomer(database: Database, email: string) {
  const now = new Date().toISOString()
  await database.db
    .insertInto('member')
    .values({ email, passwordHash: 'x', createTime: now, updateTime: now })
    .execute()
}

const customers = async (database: Database) =>
  (await database.db.selectFrom('member').select('email').orderBy('email').execute()).map((row) => row.email)

beforeAll(async () => {
  if (onPostgres) await onServer(`create database ${pgDatabase}`)
  const database = open()
  await migrateToLatest(database.db)
  await addCustomer(database, 'kept@lab.example.cn')
  await database.db.destroy()
  fs.mkdirSync(path.dirname(path.join(dataDir, UPLOAD)), { recursive: true })
  fs.writeFileSync(path.join(dataDir, UPLOAD), PNG)
}, 60_000)

afterAll(async () => {
  if (onPostgres) await onServer(`drop database if exists ${pgDatabase} with (force)`)
  fs.rmSync(work, { recursive: true, force: true })
})

describe('备份与恢复', () => {
  it('在数据库打开时备份；删除与之后的改动在恢复后回到备份时的状态，文件一并恢复', async () => {
    const database = open()
    const backupDir = path.join(work, 'backup-1')
    const manifest = await createBackup(env, backupDir)
    expect(manifest).toMatchObject({ database: onPostgres ? 'postgres' : 'sqlite', folders: ['uploads'] })

    await database.db.deleteFrom('member').where('email', '=', 'kept@lab.example.cn').execute()
    await addCustomer(database, 'after-backup@lab.example.cn')
    fs.rmSync(path.join(dataDir, 'uploads'), { recursive: true })
    fs.mkdirSync(path.join(dataDir, 'uploads'))
    fs.writeFileSync(path.join(dataDir, 'uploads', 'after-backup.png'), PNG)
    expect(await customers(database)).toEqual(['after-backup@lab.example.cn'])
    // Stopped before the restore, as the README says.
    await database.db.destroy()

    await restoreBackup(env, backupDir)
    const restored = open()
    try {
      expect(await customers(restored)).toEqual(['kept@lab.example.cn'])
      // The restored database is whole: migrations know they ran, new rows get new ids.
      expect(await migrateToLatest(restored.db)).toEqual([])
      await addCustomer(restored, 'new@lab.example.cn')
      expect(await customers(restored)).toEqual(['kept@lab.example.cn', 'new@lab.example.cn'])
    } finally {
      await restored.db.destroy()
    }
    expect(fs.readFileSync(path.join(dataDir, UPLOAD))).toEqual(PNG)
    expect(fs.existsSync(path.join(dataDir, 'uploads', 'after-backup.png'))).toBe(false)
  }, 60_000)

  it('不覆盖已有的备份，不从不是备份的文件夹恢复', async () => {
    const existing = fs.mkdtempSync(path.join(work, 'existing-'))
    await expect(createBackup(env, existing)).rejects.toThrow('already exists')
    await expect(restoreBackup(env, existing)).rejects.toThrow('backup.json is missing')
  })

  it('不把一种数据库的备份恢复到另一种', async () => {
    const backupDir = path.join(work, 'backup-other')
    await createBackup(env, backupDir)
    const other = onPostgres
      ? { DATA_DIR: dataDir, DATABASE_URL: undefined }
      : { DATA_DIR: dataDir, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/none' }
    await expect(restoreBackup(other, backupDir)).rejects.toThrow(/the backup holds a \w+ database/)
  }, 30_000)

  it('npm run backup 写出备份并说明内容；没有文件夹参数时说明用法', async () => {
    const run = promisify(execFile)
    const processEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }
    if (env.DATABASE_URL) processEnv.DATABASE_URL = env.DATABASE_URL
    else delete processEnv.DATABASE_URL
    const backupDir = path.join(work, 'backup-cli')
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', 'create', backupDir], {
      cwd: ROOT,
      env: processEnv,
    })
    expect(stdout).toContain(`into ${backupDir}`)
    expect(JSON.parse(fs.readFileSync(path.join(backupDir, 'backup.json'), 'utf8')).folders).toEqual(['uploads'])
    await expect(
      run(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', 'create'], { cwd: ROOT, env: processEnv }),
    ).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run backup') })
  }, 60_000)
})
