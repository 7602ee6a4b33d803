// The steps of the account's own tables: the member row, consents and login records,
// addresses, sessions and codes, the mails and SMS sent to it, the public forms sent with its e-mail or phone, its uploads and
// CRISPR-Net jobs, its invoice details, and the audit entries that name it.
import { sql } from 'kysely'
import { DELETED_CUSTOMER } from '#common/schemas/privacy.ts'
import { nowIso } from '#server/db/dialect.ts'
import { PROFILE_COLUMNS } from '#server/modules/account/member.repo.ts'
import { createConsentRepo } from '#server/modules/consents/consent.repo.ts'
import { createFapiaoRepo } from '#server/modules/fapiao/fapiao.repo.ts'
import { resultKey } from '#server/modules/crispr/jobs/job-worker.ts'
import { uploadKey } from '#server/modules/uploads/send-upload.ts'
import type { PersonalDataStep } from './personal-data.ts'

const NO_FILES: readonly string[] = []

/** Every column of the member row but the password hash and the deletion mark. */
const EXPORTED_MEMBER_COLUMNS = [
  ...PROFILE_COLUMNS,
  'country',
  'provinceId',
  'cityId',
  'address',
  'zip',
  'createTime',
  'updateTime',
] as const

/** What the member row keeps of its profile: nothing. */
const CLEARED_PROFILE = {
  username: '',
  fname: '',
  lname: '',
  company: '',
  department: '',
  fapiaoTitle: '',
  tel: '',
  telVerified: 0,
  tel2: '',
  phone1: '',
  phone: '',
  piEmail: '',
  piFname: '',
  piLname: '',
  isSendup: 0,
  comCode: '',
  country: 0,
  provinceId: 0,
  cityId: 0,
  address: '',
  zip: '',
} as const

/**
 * The member row stays as the anchor of the orders kept for the company's records, emptied:
 * its e-mail becomes a placeholder no one can register or log in with (it is no address),
 * which the console shows wherever it shows the customer.
 */
export const memberRowStep: PersonalDataStep = {
  exportAs: 'profile',
  export: (db, memberId) =>
    db.selectFrom('member').select(EXPORTED_MEMBER_COLUMNS).where('id', '=', memberId).executeTakeFirstOrThrow(),
  async erase(trx, { id }) {
    await trx
      .updateTable('member')
      .set({
        ...CLEARED_PROFILE,
        email: `${DELETED_CUSTOMER}#${id}`,
        passwordHash: '',
        isActive: 0,
        deletedTime: nowIso(),
        updateTime: nowIso(),
      })
      .where('id', '=', id)
      .execute()
    return NO_FILES
  },
}

const addresses: PersonalDataStep = {
  exportAs: 'addresses',
  export: (db, memberId) =>
    db
      .selectFrom('address')
      .select(['name', 'company', 'country', 'provinceId', 'cityId', 'address', 'zip', 'tel', 'tel2', 'isDefault'])
      .where('uid', '=', memberId)
      .orderBy('id')
      .execute(),
  async erase(trx, { id }) {
    await trx.deleteFrom('address').where('uid', '=', id).execute()
    return NO_FILES
  },
}

/** Sessions, activation links, one-time codes and the mails and SMS sent to the account. */
const credentialsAndMessages: PersonalDataStep = {
  async erase(trx, { id, email, tel }) {
    const targets = [email, tel].filter(Boolean)
    await trx.deleteFrom('memberSession').where('memberId', '=', id).execute()
    await trx.deleteFrom('activationToken').where('memberId', '=', id).execute()
    await trx.deleteFrom('verificationCode').where('target', 'in', targets).execute()
    await trx.deleteFrom('mailOutbox').where('toAddress', '=', email).execute()
    if (tel) await trx.deleteFrom('smsOutbox').where('phone', '=', tel).execute()
    return NO_FILES
  },
}

/**
 * Bookings, contact messages and buy inquiries sent with the account's e-mail or confirmed
 * phone: not keyed to the account, but the same person's. They are erased, not exported,
 * since a form proves no one's identity.
 */
const visitorMessages: PersonalDataStep = {
  async erase(trx, { email, tel, telVerified }) {
    const contacts = telVerified && tel ? [email, tel] : [email]
    await trx
      .deleteFrom('booking')
      .where((eb) => eb.or([eb('email', '=', email), eb('phone', 'in', contacts)]))
      .execute()
    await trx.deleteFrom('contactMessage').where('email', '=', email).execute()
    await trx
      .deleteFrom('inquiry')
      .where((eb) => eb.or([eb('email', '=', email), eb('phone', 'in', contacts)]))
      .execute()
    return NO_FILES
  },
}

/** Only the names and sizes of uploads are exported; the files are deleted with the account. */
const uploads: PersonalDataStep = {
  exportAs: 'uploads',
  export: (db, memberId) =>
    db
      .selectFrom('uploadedFile')
      .select(['originalName', 'mimeType', 'size', 'createTime'])
      .where('memberId', '=', memberId)
      .orderBy('id')
      .execute(),
  async erase(trx, { id }) {
    const files = await trx.selectFrom('uploadedFile').select('storedName').where('memberId', '=', id).execute()
    await trx.deleteFrom('uploadedFile').where('memberId', '=', id).execute()
    return files.map((file) => uploadKey(file.storedName))
  },
}

const crisprJobs: PersonalDataStep = {
  exportAs: 'crisprJobs',
  export: (db, memberId) =>
    db
      .selectFrom('crisprJob')
      .select([
        'id',
        'title',
        'email',
        'pamType',
        'genome',
        'csvfile',
        'pairCount',
        'status',
        'createTime',
        'finishTime',
      ])
      .where('memberId', '=', memberId)
      .orderBy('id')
      .execute(),
  async erase(trx, { id }) {
    const jobs = await trx.selectFrom('crisprJob').select('id').where('memberId', '=', id).execute()
    await trx.deleteFrom('crisprJob').where('memberId', '=', id).execute()
    return jobs.map((job) => resultKey(job.id))
  },
}

const fapiaoProfile: PersonalDataStep = {
  exportAs: 'fapiaoProfile',
  export: (db, memberId) => createFapiaoRepo(db).details(memberId),
  async erase(trx, { id }) {
    await trx.deleteFrom('fapiaoProfile').where('memberId', '=', id).execute()
    return NO_FILES
  },
}

/**
 * The audit log keeps what staff did to the account, without naming whom: the entries about
 * the customer lose their before/after copies of the row, and the e-mail and phone give way
 * to the placeholder wherever an entry mentions them. The log is otherwise never rewritten.
 */
const auditMentions: PersonalDataStep = {
  async erase(trx, { id, email, tel }) {
    await sql`update audit_log set before_json = null, after_json = null
      where target_type = 'customers' and target_id = ${String(id)}`.execute(trx)
    for (const identifier of [email, tel].filter(Boolean)) {
      const pattern = `%${identifier}%`
      await sql`update audit_log set
          summary = replace(summary, ${identifier}, ${DELETED_CUSTOMER}),
          before_json = replace(before_json, ${identifier}, ${DELETED_CUSTOMER}),
          after_json = replace(after_json, ${identifier}, ${DELETED_CUSTOMER})
        where summary like ${pattern} or before_json like ${pattern} or after_json like ${pattern}`.execute(trx)
    }
    return NO_FILES
  },
}

/** Each consent given or withdrawn, with its time and address. */
const consents: PersonalDataStep = {
  exportAs: 'consents',
  export: (db, memberId) => createConsentRepo(db).history(memberId),
  async erase(trx, { id }) {
    await trx.deleteFrom('memberConsent').where('memberId', '=', id).execute()
    return NO_FILES
  },
}

/** The logins of the retention period: time, address and method. */
const logins: PersonalDataStep = {
  exportAs: 'logins',
  export: (db, memberId) =>
    db
      .selectFrom('memberLogin')
      .select(['method', 'ip', 'createTime'])
      .where('memberId', '=', memberId)
      .orderBy('id', 'desc')
      .execute(),
  async erase(trx, { id }) {
    await trx.deleteFrom('memberLogin').where('memberId', '=', id).execute()
    return NO_FILES
  },
}

export const accountSteps: readonly PersonalDataStep[] = [
  consents,
  logins,
  addresses,
  credentialsAndMessages,
  visitorMessages,
  uploads,
  crisprJobs,
  fapiaoProfile,
  auditMentions,
]
