// The customer's consents (POST /user/consents), typed with the shared schema.
import type { Consents } from '#common/schemas/consent.ts'
import { api } from '#web/lib/api.client.ts'

export const fetchConsents = () => api.post<Consents>('/user/consents')

export const changeConsents = (change: { marketing?: 0 | 1; privacy?: number }) =>
  api.submit<Consents>('/user/consents', change)
