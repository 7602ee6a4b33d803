import { useEffect, useState } from 'react'
import { CRISPR_JOB_STATUS, type CrisprJobRead } from '#common/schemas/crispr.ts'
import { useText } from '#web/lib/page-lang.ts'
import { readJob } from './crispr-api.ts'

/** How often a running job is read again. */
const POLL_MS = 2000

export type JobState = { job: CrisprJobRead; error?: undefined } | { job?: undefined; error: string } | undefined

/**
 * Job `id` as the server reports it, read again every 2 s while it runs and no more once
 * it has finished or failed, or the page is left. A failed read empties the result
 * (spec §8) and says why.
 */
export function useJob(id: number | undefined): JobState {
  const t = useText()
  const [state, setState] = useState<JobState>()

  useEffect(() => {
    if (id === undefined) return
    let active = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const load = () =>
      readJob(id).then(
        (job) => {
          if (!active) return
          setState({ job })
          if (job.status === CRISPR_JOB_STATUS.running) timer = setTimeout(() => void load(), POLL_MS)
        },
        (error: unknown) => active && setState({ error: (error as Error).message }),
      )
    void load()
    return () => {
      active = false
      clearTimeout(timer)
    }
  }, [id])

  return id === undefined ? { error: t('链接中缺少任务编号') } : state
}
