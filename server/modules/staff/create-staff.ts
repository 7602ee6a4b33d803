import type { Kysely } from 'kysely'
import type { CreateStaff } from '#common/schemas/admin-staff.ts'
import { nowIso } from '#server/db/dialect.ts'
import type { DB } from '#server/db/schema.ts'
import { conflict } from '#server/errors.ts'
import { hashPassword } from '#server/lib/password.ts'
import { createStaffRepo } from './staff.repo.ts'

export const STAFF_EMAIL_TAKEN = '该邮箱已有工作人员账号'

/** Creates an active staff account; returns its id. */
export async function createStaffAccount(db: Kysely<DB>, input: CreateStaff): Promise<number> {
  const repo = createStaffRepo(db)
  if (await repo.findCredentials(input.email)) throw conflict(STAFF_EMAIL_TAKEN)
  return repo.insert({
    email: input.email,
    name: input.name,
    role: input.role,
    passwordHash: await hashPassword(input.password),
    now: nowIso(),
  })
}
