// The cost of finding a plasmid's unique and double cutters (55 enzymes, both strands,
// through the origin) for the detail page: once per sequence, then from the service's cache.
// Exits 1 when the longest seed sequence takes longer than the budget.
// Run: tsx bench/restriction-sites.bench.ts
import path from 'node:path'
import { loadGenbankDir } from '#server/modules/plasmids/genbank/index.ts'
import { RESTRICTION_ENZYMES } from '#server/modules/plasmids/restriction/enzymes.ts'
import { createCutterCache, findCutters } from '#server/modules/plasmids/restriction/plasmid-cutters.ts'
import { ROOT, machineLine, recordSection } from './lib.ts'

const GENBANK_DIR = process.env.PLASMID_GENBANK_DIR ?? path.resolve(ROOT, '../shared/plasmids/genbank')
const BUDGET_MS = 20
const WARMUP = 20
const RUNS = 100

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

function timeMs(run: () => unknown): number {
  for (let i = 0; i < WARMUP; i++) run()
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    run()
    times.push(performance.now() - start)
  }
  return median(times)
}

const files = await loadGenbankDir(GENBANK_DIR)
if (files.length === 0) throw new Error(`No GenBank records in ${GENBANK_DIR}.`)
const rows = files
  .map(({ fileName, record }) => {
    const cached = createCutterCache(1)
    cached(record.sequence, record.topology)
    return {
      fileName,
      length: record.sequence.length,
      cutters: findCutters(record.sequence, record.topology).length,
      found: timeMs(() => findCutters(record.sequence, record.topology)),
      cached: timeMs(() => cached(record.sequence, record.topology)),
    }
  })
  .sort((a, b) => a.length - b.length)
const longest = rows.at(-1)!
const within = longest.found <= BUDGET_MS

const markdown = `
## Restriction sites (plasmid detail)

Command: \`npx tsx bench/restriction-sites.bench.ts\` (part of \`npm run bench\`).
${RESTRICTION_ENZYMES.length} enzymes searched on both strands of each seed GenBank record, through the origin;
median of ${RUNS} runs after ${WARMUP} warm-up runs, in one process. The detail service finds them once per
sequence and then answers from its cache (last column); the page cache keeps the rendered page as well. Budget: the longest record under ${BUDGET_MS} ms.
Machine: ${machineLine()}. Run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.
Within budget: ${within ? 'yes' : 'no'}.

| record | bp | unique + double cutters | find ms | from the cache ms |
| --- | ---: | ---: | ---: | ---: |
${rows.map((row) => `| ${row.fileName} | ${row.length.toLocaleString('en')} | ${row.cutters} | ${row.found.toFixed(2)} | ${row.cached.toFixed(4)} |`).join('\n')}
`
console.log(markdown)
recordSection('restriction-sites', markdown)
process.exit(within ? 0 : 1)
