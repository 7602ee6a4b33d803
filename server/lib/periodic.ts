// Housekeeping that runs every so often in the app's own processes (no external cron): each
// round's figures are logged when it did something, a failure as a warning, and the next
// round tries again. The timer never keeps a process alive on its own.
import type { FastifyBaseLogger } from 'fastify'

export interface PeriodicTask<Result> {
  /** What the task does, for the log: 'purging expired CRISPR-Net jobs'. */
  name: string
  intervalMs: number
  /** Also a round right away, not only after the first interval. */
  runAtStart: boolean
  run: () => Promise<Result>
  /** The round's figures worth logging, or undefined when it found nothing to do. */
  figures?: (result: Result) => Record<string, number> | undefined
}

/** Starts the task's rounds; returns the function that stops them. */
export function schedulePeriodic<Result>(
  task: PeriodicTask<Result>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): () => void {
  const round = () =>
    task.run().then(
      (result) => {
        const figures = task.figures?.(result)
        if (figures) log.info(figures, task.name)
      },
      (error: unknown) => log.warn({ err: error }, `${task.name} failed`),
    )
  if (task.runAtStart) void round()
  const timer = setInterval(() => void round(), task.intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
