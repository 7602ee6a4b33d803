// `npm run admin:create -- --email … --password … [--name …] [--role admin|editor|operator]`:
// creates a staff account of the admin console (the first admin of a new installation).
import { parseArgs } from 'node:util'
import { CreateStaffSchema } from '#common/schemas/admin-staff.ts'
import { openDatabase } from '#server/db/open-database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { parseEnv } from '#server/env.ts'
import { AppError } from '#server/errors.ts'
import { createStaffAccount } from '#server/modules/staff/create-staff.ts'

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string', default: 'admin' },
  },
})

const input = CreateStaffSchema.safeParse(values)
if (!input.success) {
  for (const issue of input.error.issues) console.error(`--${issue.path.join('.')}: ${issue.message}`)
  process.exit(1)
}

const env = parseEnv()
const database = openDatabase(env)
try {
  await migrateToLatest(database.db)
  const id = await createStaffAccount(database.db, input.data)
  console.log(`Staff account ${input.data.email} (${input.data.role}) created with id ${id}.`)
} catch (error) {
  console.error(error instanceof AppError ? error.message : error)
  process.exitCode = 1
} finally {
  await database.db.destroy()
}
