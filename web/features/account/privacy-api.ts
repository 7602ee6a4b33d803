// The customer's rights over their data: a copy of it, and the deletion of the account.
import type { DeleteAccount } from '#common/schemas/privacy.ts'
import { api } from '#web/lib/api.client.ts'
import { downloadPosted } from '#web/lib/download-file.ts'

export const downloadMyData = () => downloadPosted('/user/exportMyData', {}, 'application/zip', 'my-data.zip')

export const deleteMyAccount = (confirmation: DeleteAccount) =>
  api.submit<null>('/user/deleteAccount', { ...confirmation })
