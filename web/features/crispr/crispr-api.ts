// The CRISPR-Net calls of spec §7, typed with the shared schemas. The result
// CSV is a file, not an envelope: see download-result.ts.
import type {
  AddCrisprJobInput,
  CrisprAvailability,
  CrisprJobList,
  CrisprJobRead,
  CrisprShareLink,
  CrisprSharedResult,
} from '#common/schemas/crispr.ts'
import { api } from '#web/lib/api.client.ts'

export interface PamType {
  id: number
  name: string
  pam: string
}

export interface Genome {
  id: number
  name: string
}

export const fetchPamTypes = () => api.post<PamType[]>('/help/getPamType')

export const fetchGenomes = () => api.post<Genome[]>('/help/getGenome')

export const fetchAvailability = () => api.post<CrisprAvailability>('/crisprNet/availability')

export const addJob = (values: AddCrisprJobInput) => api.submit<{ info: number }>('/crisprNet/addJob', values)

export const readJob = (id: number) => api.post<CrisprJobRead>('/crisprNet/read', { id })

export const listJobs = (page: number, size: number) => api.post<CrisprJobList>('/crisprNet/list', { page, size })

export const shareJob = (id: number) => api.post<CrisprShareLink>('/crisprNet/share', { id })

export const unshareJob = (id: number) => api.post<null>('/crisprNet/unshare', { id })

export const readShared = (token: string) =>
  api.get<CrisprSharedResult>(`/crisprNet/shared/${encodeURIComponent(token)}`)
