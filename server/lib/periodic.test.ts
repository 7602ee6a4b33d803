import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { schedulePeriodic } from './periodic.ts'

const log = () => ({ info: vi.fn(), warn: vi.fn() })

describe('schedulePeriodic', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('runs at start when asked, then every interval until stopped; logs only rounds that did something', async () => {
    const found = [0, 3, 0]
    const run = vi.fn(async () => found.shift() ?? 0)
    const logger = log()
    const stop = schedulePeriodic(
      { name: 'tidying', intervalMs: 1000, runAtStart: true, run, figures: (n) => (n > 0 ? { n } : undefined) },
      logger,
    )
    await vi.advanceTimersByTimeAsync(0)
    expect(run).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(2000)
    expect(run).toHaveBeenCalledTimes(3)
    expect(logger.info.mock.calls).toEqual([[{ n: 3 }, 'tidying']])
    stop()
    await vi.advanceTimersByTimeAsync(5000)
    expect(run).toHaveBeenCalledTimes(3)
  })

  it('waits for the first interval otherwise; a failed round is a warning and the next one still runs', async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error('database busy')).mockResolvedValue(undefined)
    const logger = log()
    const stop = schedulePeriodic({ name: 'tidying', intervalMs: 1000, runAtStart: false, run }, logger)
    await vi.advanceTimersByTimeAsync(999)
    expect(run).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1001)
    expect(run).toHaveBeenCalledTimes(2)
    expect(logger.warn).toHaveBeenCalledWith({ err: expect.any(Error) }, 'tidying failed')
    stop()
  })
})
