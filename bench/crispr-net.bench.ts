// CRISPR-Net forward-pass speed, with each kernel (JavaScript and WebAssembly SIMD), as a
// multiple of this machine's scalar JavaScript multiply-add rate, all measured in the
// same run (the machine is shared, so absolute times alone mean little). Exits 1 when a
// kernel misses its target.
// Run: tsx bench/crispr-net.bench.ts
import path from 'node:path'
import {
  CrisprNet,
  ScorePool,
  createLayers,
  loadModelFiles,
  type PairInput,
} from '#server/modules/crispr/scoring/index.ts'
import { readReferenceScores } from '#server/modules/crispr/scoring/reference-data.ts'
import { ROOT, machineLine, recordSection } from './lib.ts'

process.env.CRISPR_NET_MODEL_DIR ??= path.resolve(ROOT, '../shared/crispr-net')
const MODEL_DIR = process.env.CRISPR_NET_MODEL_DIR

const TARGET = { js: 0.6, wasm: 3 }
const PAIRS = 1000
const WARMUP = 5
const RUNS = 15
/** MODEL.md §10, from the layer sizes: convs 18,480 + LSTM input 135,360 + recurrence 43,200 + dense 59,220. */
const MACS_PER_PAIR = 24 * 7 * 10 * (1 + 2 + 3 + 5) + 2 * 24 * 47 * 60 + 2 * 24 * 15 * 60 + 720 * 80 + 80 * 20 + 20

// Deterministic pseudo-random numbers (mulberry32), so every run scores the same pairs.
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * Off-target lists as a search tool returns them: each guide with sites of 1–6
 * mismatches, a fifth of them with a DNA or RNA bulge. All pairs distinct.
 */
function offTargetSet(guides: number, sitesPerGuide: number, seed: number): PairInput[] {
  const next = random(seed)
  const base = () => 'ACGT'.charAt(Math.floor(next() * 4))
  const seen = new Set<string>()
  const pairs: PairInput[] = []
  for (let g = 0; g < guides; g++) {
    const guide = Array.from({ length: 20 }, base).join('')
    while (pairs.length < (g + 1) * sitesPerGuide) {
      const site = guide.split('')
      const mismatches = 1 + Math.floor(next() * 6)
      for (let m = 0; m < mismatches; m++) {
        const at = Math.floor(next() * 20)
        site[at] = 'ACGT'.replace(site[at]!, '').charAt(Math.floor(next() * 3))
      }
      let on = `${guide}NGG`
      let off = `${site.join('')}${base()}GG`
      const bulge = next()
      const at = 1 + Math.floor(next() * 18)
      if (bulge < 0.1) {
        on = `${on.slice(0, at)}_${on.slice(at)}`
        off = `${off.slice(0, at)}${base()}${off.slice(at)}`
      } else if (bulge < 0.2) {
        off = `${off.slice(0, at)}_${off.slice(at + 1)}`
      }
      const key = `${on},${off}`
      if (!seen.has(key)) {
        seen.add(key)
        pairs.push({ on_seq: on, off_seq: off })
      }
    }
  }
  return pairs
}

// Calibration: the plain dot product, the loop a scalar JS kernel is usually written as.
const CAL_N = 4096
const CAL_REPEATS = 4096
const calA = Float32Array.from({ length: CAL_N }, (_, i) => Math.sin(i))
const calB = Float32Array.from({ length: CAL_N }, (_, i) => Math.cos(i))

function dotLoop(): number {
  let sum = 0
  for (let r = 0; r < CAL_REPEATS; r++) {
    for (let i = 0; i < CAL_N; i++) sum += calA[i]! * calB[i]!
  }
  return sum
}

// The same work with four accumulators: how far plain scalar JS gets with unrolling.
function dotLoop4(): number {
  let s0 = 0
  let s1 = 0
  let s2 = 0
  let s3 = 0
  for (let r = 0; r < CAL_REPEATS; r++) {
    for (let i = 0; i < CAL_N; i += 4) {
      s0 += calA[i]! * calB[i]!
      s1 += calA[i + 1]! * calB[i + 1]!
      s2 += calA[i + 2]! * calB[i + 2]!
      s3 += calA[i + 3]! * calB[i + 3]!
    }
  }
  return s0 + s1 + s2 + s3
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

/** Median milliseconds of `fn`, after warm-up. The tasks are interleaved by the caller. */
function timeOnce(fn: () => unknown, sink: { value: number }): number {
  const start = performance.now()
  const result = fn()
  const elapsed = performance.now() - start
  sink.value += typeof result === 'number' ? result : ((result as Float64Array)[0] ?? 0)
  return elapsed
}

const files = await loadModelFiles(MODEL_DIR)
const nets = {
  js: new CrisprNet(files.weights, await createLayers(files.weights, 'js')),
  wasm: new CrisprNet(files.weights, await createLayers(files.weights, 'wasm')),
}
type Kernel = keyof typeof nets
const KERNEL_LABEL: Record<Kernel, string> = { js: 'JavaScript kernel', wasm: 'WebAssembly SIMD kernel' }

const reference = readReferenceScores()
const maxError = (kernel: Kernel) => {
  const scores = nets[kernel].score(reference)
  return Math.max(...reference.map((pair, i) => Math.abs(scores[i]! - pair.score)))
}

const typical = offTargetSet(50, 20, 1)
const unrelated = offTargetSet(PAIRS, 1, 2)
const forward = (kernel: Kernel, pairs: PairInput[], label: string) => ({
  label: `forward pass, ${KERNEL_LABEL[kernel]}, ${PAIRS} pairs: ${label}`,
  run: () => nets[kernel].score(pairs),
})
const tasks = {
  typical: forward('js', typical, '50 guides × 20 sites'),
  unrelated: forward('js', unrelated, `${PAIRS} unrelated guides`),
  wasmTypical: forward('wasm', typical, '50 guides × 20 sites'),
  wasmUnrelated: forward('wasm', unrelated, `${PAIRS} unrelated guides`),
  dot: { label: 'calibration: dot product over Float32Array, 1 accumulator', run: dotLoop },
  dot4: { label: 'calibration: same, 4 accumulators', run: dotLoop4 },
}
type Task = keyof typeof tasks
const times = Object.fromEntries(Object.keys(tasks).map((task) => [task, [] as number[]])) as Record<Task, number[]>
const sink = { value: 0 }
for (let round = 0; round < WARMUP + RUNS; round++) {
  // Interleaved, so that a noisy neighbour slows every measure alike.
  for (const task of Object.keys(tasks) as Task[]) {
    const ms = timeOnce(tasks[task].run, sink)
    if (round >= WARMUP) times[task].push(ms)
  }
}

// The pool picks its kernel as production does: WebAssembly SIMD where the runtime has it.
const pool = new ScorePool({ modelDir: MODEL_DIR })
const jobPairs = offTargetSet(50, 20, 3).slice(0, 999)
await pool.score(jobPairs)
const jobTimes: number[] = []
for (let i = 0; i < 5; i++) {
  const start = performance.now()
  await pool.score(jobPairs)
  jobTimes.push(performance.now() - start)
}
await pool.close()

const calMacs = CAL_N * CAL_REPEATS
const dotRate = calMacs / median(times.dot) / 1e6
const dot4Rate = calMacs / median(times.dot4) / 1e6
const modelRate = (task: Task) => (PAIRS * MACS_PER_PAIR) / median(times[task]) / 1e6
const pairsPerSecond = (task: Task) => Math.round((PAIRS / median(times[task])) * 1000)
const g = (rate: number) => `${rate.toFixed(2)} G/s`
const ratio = (rate: number) => (rate / dotRate).toFixed(2)

const worst = (kernel: Kernel) =>
  kernel === 'js'
    ? Math.min(modelRate('typical'), modelRate('unrelated')) / dotRate
    : Math.min(modelRate('wasmTypical'), modelRate('wasmUnrelated')) / dotRate
const met = (kernel: Kernel) => worst(kernel) >= TARGET[kernel]
const row = (task: Task, name: string) =>
  `| ${name} ${tasks[task].label} | ${median(times[task]).toFixed(1)} ms | ${pairsPerSecond(task).toLocaleString('en')} pairs/s, ${g(modelRate(task))} effective | **${ratio(modelRate(task))}** |`
const target = (kernel: Kernel) =>
  `${KERNEL_LABEL[kernel]}: effective multiply-adds per second ≥ ${TARGET[kernel]} × (b). ${met(kernel) ? 'Met' : '**Missed**'} (worst case ${worst(kernel).toFixed(2)}).`
const speedUp = (js: Task, wasm: Task) => `${(median(times[js]) / median(times[wasm])).toFixed(2)}×`
const table = `
### CRISPR-Net scoring

${machineLine()}. Median of ${RUNS} runs after ${WARMUP} warm-up runs, all measures interleaved.
Multiply-adds per pair (MODEL.md §10): ${MACS_PER_PAIR.toLocaleString('en')}. Max |score − reference| over
reference-scores.csv: ${maxError('js').toExponential(1)} (JavaScript), ${maxError('wasm').toExponential(1)} (WebAssembly SIMD).

| measure | median | rate | ratio to (b) |
|---|---|---|---|
${row('typical', '(a)')}
${row('unrelated', '(a′)')}
${row('wasmTypical', '(c)')}
${row('wasmUnrelated', '(c′)')}
| (b) ${tasks.dot.label} | ${median(times.dot).toFixed(1)} ms | ${g(dotRate)} | 1.00 |
| ${tasks.dot4.label} | ${median(times.dot4).toFixed(1)} ms | ${g(dot4Rate)} | ${ratio(dot4Rate)} |
| 999-pair job through ScorePool (worker round trip, with CFD; ${KERNEL_LABEL.wasm}) | ${median(jobTimes).toFixed(1)} ms | | |

Targets: ${target('js')} ${target('wasm')}
On the same pairs the WebAssembly SIMD kernel runs ${speedUp('typical', 'wasmTypical')} and ${speedUp('unrelated', 'wasmUnrelated')} as fast as the JavaScript one
(time of (a) over (c), of (a′) over (c′)), a comparison that holds even when other work shares the cores.
`
console.log(table)
console.log(`(checksum ${sink.value.toExponential(3)})`)
recordSection('crispr-net', table)
process.exit(met('js') && met('wasm') ? 0 : 1)
