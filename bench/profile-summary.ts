// `npx tsx bench/profile-summary.ts <file.cpuprofile> [count]`: the functions that took the most
// self time in a V8 CPU profile (as BENCH_CPU_PROFILE_DIR makes startServer write), as a
// markdown table for docs/benchmarks.md.
import fs from 'node:fs'
import path from 'node:path'
import { ROOT } from './lib.ts'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
}

interface CpuProfile {
  nodes: ProfileNode[]
  startTime: number
  endTime: number
  samples: number[]
  /** Microseconds from the previous sample (the first: from startTime). */
  timeDeltas: number[]
}

const [file, countArgument] = process.argv.slice(2)
if (!file) throw new Error('usage: npx tsx bench/profile-summary.ts <file.cpuprofile> [count]')
const count = Number(countArgument ?? 25)
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile

/** Project files relative to the repository, packages from node_modules on, Node's own as they are. */
function location({ url, lineNumber }: ProfileNode['callFrame']): string {
  if (!url) return ''
  const filePath = url.startsWith('file://') ? new URL(url).pathname : url
  const packageAt = filePath.lastIndexOf('/node_modules/')
  const shown =
    packageAt >= 0
      ? filePath.slice(packageAt + 1)
      : filePath.startsWith(ROOT)
        ? path.relative(ROOT, filePath)
        : filePath
  // V8 counts lines from 0.
  return `${shown}:${lineNumber + 1}`
}

const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]))
// A sample stands for the time until the next one, as Chrome DevTools counts it.
const selfUs = new Map<string, { name: string; where: string; us: number }>()
let totalUs = 0
profile.samples.forEach((nodeId, index) => {
  const until = index + 1 < profile.samples.length ? profile.timeDeltas[index + 1]! : 0
  const frame = frames.get(nodeId)!
  const where = location(frame)
  const key = `${frame.functionName}\u0000${where}`
  const entry = selfUs.get(key) ?? { name: frame.functionName || '(anonymous)', where, us: 0 }
  entry.us += until
  selfUs.set(key, entry)
  totalUs += until
})

// A server under load waits for the network part of the time: shares are of the busy time.
const IDLE = '(idle)'
const idleUs = selfUs.get(`${IDLE}\u0000`)?.us ?? 0
const busyUs = totalUs - idleUs
const top = [...selfUs.values()]
  .filter(({ name }) => name !== IDLE)
  .sort((a, b) => b.us - a.us)
  .slice(0, count)
const milliseconds = (us: number) => (us / 1000).toFixed(1)
console.log(
  `${path.basename(file)}: ${milliseconds(totalUs)} ms sampled, ${milliseconds(idleUs)} ms of it idle; % of the ${milliseconds(busyUs)} ms busy.\n`,
)
console.log('| function | where | self ms | % |')
console.log('| --- | --- | ---: | ---: |')
for (const { name, where, us } of top) {
  console.log(
    `| ${name} | ${where ? `\`${where}\`` : ''} | ${milliseconds(us)} | ${((us / busyUs) * 100).toFixed(1)} |`,
  )
}
