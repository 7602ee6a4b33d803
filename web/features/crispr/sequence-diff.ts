// Where an off-target site differs from the sgRNA: the result table marks those
// positions, so a researcher sees the mismatches and bulges at a glance.

export interface SequenceRun {
  text: string
  differs: boolean
}

/**
 * `off` cut into runs of positions that match `on` or not. N in the sgRNA matches any
 * base; a gap (`_` or `-`) on either side is a difference.
 */
export function diffRuns(on: string, off: string): SequenceRun[] {
  const runs: SequenceRun[] = []
  for (const [index, base] of [...off].entries()) {
    const expected = on[index]
    const differs = expected !== 'N' && expected !== base
    const last = runs.at(-1)
    if (last && last.differs === differs) last.text += base
    else runs.push({ text: base, differs })
  }
  return runs
}
