// Every table that holds a customer's personal data, with how it is copied into the data
// export and how it is erased when the account is deleted. A new table of personal data
// adds its step to PERSONAL_DATA_STEPS, and both rights then cover it.
import type { Kysely } from 'kysely'
import type { DB } from '#server/db/schema.ts'
import { accountSteps, memberRowStep } from './account-data.steps.ts'
import { orderSteps } from './order-data.steps.ts'

/** The account being erased, as it was before: its identifiers find rows not keyed by its id. */
export interface ErasedAccount {
  id: number
  email: string
  tel: string
  /** 1 when the owner confirmed `tel` by a code: only then is the number known to be theirs. */
  telVerified: number
}

export interface PersonalDataStep {
  /** The key of data.json this step fills; a step without it has nothing to show (sessions, codes). */
  readonly exportAs?: string
  export?(db: Kysely<DB>, memberId: number): Promise<unknown>
  /**
   * Deletes or anonymises the account's rows, inside the deletion's transaction. Returns the
   * storage keys of files to delete once the transaction has committed.
   */
  erase(trx: Kysely<DB>, account: ErasedAccount): Promise<readonly string[]>
}

/** In erasing order: the member row last, since the other steps find rows by its e-mail and phone. */
export const PERSONAL_DATA_STEPS: readonly PersonalDataStep[] = [...accountSteps, ...orderSteps, memberRowStep]
