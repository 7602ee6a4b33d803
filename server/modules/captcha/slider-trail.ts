import type { SliderTrail } from '#common/schemas/captcha.ts'

const MIN_POINTS = 5
const MIN_DURATION_MS = 300

/**
 * A rough check that the piece was dragged rather than set by a script in one step:
 * at least 5 samples, times that never go backwards, and at least 300 ms from the
 * first sample to the last. The x values are not compared with the answer, because a
 * widget scaled to a narrow screen samples them in its own pixels. This is a speed bump
 * for naive bots, not proof of a human (a script can fake a trail), which is why the
 * slider is one layer next to the per-IP rate limits.
 */
export function isPlausibleTrail(trail: SliderTrail): boolean {
  if (trail.length < MIN_POINTS) return false
  for (let i = 1; i < trail.length; i++) {
    if (trail[i]![0] < trail[i - 1]![0]) return false
  }
  return trail[trail.length - 1]![0] - trail[0]![0] >= MIN_DURATION_MS
}
