// The customer's fapiao calls (/api/v1/fapiao/*), typed with the shared schemas.
import type { Page } from '#common/schemas/cms.ts'
import type { ApplyFapiaoInput, FapiaoDetails, FapiaoRequest, SavedFapiaoDetails } from '#common/schemas/fapiao.ts'
import { api } from '#web/lib/api.client.ts'
import { downloadPosted } from '#web/lib/download-file.ts'

export const fetchFapiaoDetails = () => api.post<SavedFapiaoDetails>('/fapiao/myInfo')

export const saveFapiaoDetails = (values: FapiaoDetails) => api.submit<SavedFapiaoDetails>('/fapiao/upInfo', values)

export const applyFapiao = (values: ApplyFapiaoInput) => api.submit<FapiaoRequest>('/fapiao/apply', values)

export const fetchMyFapiao = (query: { page?: number; size?: number; orderno?: string }) =>
  api.post<Page<FapiaoRequest>>('/fapiao/myFapiao', query)

/** Saves the PDF of an issued request, named by its invoice number. */
export const downloadFapiaoPdf = (request: Pick<FapiaoRequest, 'id' | 'invoiceNo'>): Promise<void> =>
  downloadPosted('/fapiao/download', { id: request.id }, 'application/pdf', `fapiao-${request.invoiceNo}.pdf`)
