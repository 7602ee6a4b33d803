// Speed budget of the sample import: a 500-row amplicon spreadsheet (the most one file may
// hold), checked (dryRun) and imported through POST /api/v1/amplicon/importYangben in under
// 2 s each, as .xlsx and as .csv, on SQLite and on PostgreSQL (TEST_DATABASE_URL). The API
// runs in its own process without the web build. The generator (the request sent to a
// trivial server that drops it) is timed first, so a slow client would show.
import { AMPLICON_TYPE } from '#common/schemas/orders/amplicon.ts'
import { SAMPLE_IMPORT_MAX_ROWS, importColumnsOf } from '#common/schemas/orders/sample-import.ts'
import { importCsv, importGrid, namedSamples } from '#tests/factories/sample-import.ts'
import { benchTargets } from './list-load.ts'
import { machineLine, recordSection, startDiscardingServer, startServer } from './lib.ts'

const BUDGET_MS = 2000
const RUNS = 5
const DEMO = { email: 'demo1@example.com', password: 'Demo@12345' }
const ROWS = namedSamples(SAMPLE_IMPORT_MAX_ROWS)

async function xlsxFile(): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('样本')
  for (const row of importGrid(ROWS)) sheet.addRow(row)
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

const FILES = { xlsx: await xlsxFile(), csv: importCsv(ROWS) }
type Format = keyof typeof FILES

function importBody(format: Format, dryRun: boolean) {
  const form = new FormData()
  form.append('dryRun', dryRun ? '1' : '0')
  form.append('file', new Blob([new Uint8Array(FILES[format])]), `samples.${format}`)
  return form
}

/** Milliseconds of each of RUNS calls, after one unmeasured call. */
async function timed(call: () => Promise<void>): Promise<number[]> {
  await call()
  const times: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now()
    await call()
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)
}

/** The client alone: the same requests to a server that reads and drops them. */
async function generatorMs(): Promise<number[]> {
  const sink = await startDiscardingServer()
  const times = await timed(async () => {
    await (await fetch(`http://127.0.0.1:${sink.port}/`, { method: 'POST', body: importBody('xlsx', false) })).text()
  })
  sink.close()
  return times
}

interface Figures {
  name: string
  times: number[]
}

async function measure(env: Record<string, string>): Promise<Figures[]> {
  const server = await startServer({ ...env, SEED_DEMO_ACCOUNTS: 'true' }, 'tests/fixtures/api-server.ts')
  try {
    const login = await fetch(`${server.url}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    })
    const { data } = (await login.json()) as { data: { info: { token: string } } }
    const send = (format: Format, dryRun: boolean) => async () => {
      const answer = await fetch(`${server.url}/api/v1/amplicon/importYangben`, {
        method: 'POST',
        headers: { authorization: `Bearer ${data.info.token}` },
        body: importBody(format, dryRun),
      })
      const body = (await answer.json()) as { code: number; message: string; data: { samples: unknown[] } }
      if (body.code !== 200 || body.data.samples.length !== SAMPLE_IMPORT_MAX_ROWS) throw new Error(body.message)
    }
    const figures: Figures[] = []
    for (const format of ['xlsx', 'csv'] as const) {
      figures.push({ name: `${format}: check (dryRun=1)`, times: await timed(send(format, true)) })
      figures.push({ name: `${format}: import into a new order`, times: await timed(send(format, false)) })
    }
    return figures
  } finally {
    await server.stop()
  }
}

const row = ({ name, times }: Figures) =>
  `| ${name} | ${times[Math.floor(times.length / 2)]!.toFixed(0)} | ${times.at(-1)!.toFixed(0)} |`

const generator = await generatorMs()
const sections: string[] = []
let within = true
for (const target of await benchTargets('sample-import')) {
  try {
    const figures = await measure(target.env)
    within &&= figures.every(({ times }) => times.at(-1)! < BUDGET_MS)
    sections.push(
      `### ${target.dialect}\n\n| call | median ms | slowest ms |\n| --- | ---: | ---: |\n${figures.map(row).join('\n')}`,
    )
  } finally {
    await target.drop()
  }
}

const markdown = `
## Sample import (500 rows)

Command: \`npx tsx bench/sample-import.bench.ts\` (part of \`npm run bench\`).
An amplicon spreadsheet of ${SAMPLE_IMPORT_MAX_ROWS} samples × ${importColumnsOf(AMPLICON_TYPE).length} columns
(.xlsx ${Math.round(FILES.xlsx.length / 1024)} KB, .csv ${Math.round(FILES.csv.length / 1024)} KB) sent to
\`POST /api/v1/amplicon/importYangben\` of the API in its own process, one call at a time, ${RUNS} measured
calls after one warm-up. Budget: every call under ${BUDGET_MS} ms.
Machine: ${machineLine()}. Run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.
Within budget: ${within ? 'yes' : 'NO'}.

Generator alone (the .xlsx request to a server that drops it): median ${generator[Math.floor(RUNS / 2)]!.toFixed(0)} ms.

${sections.join('\n\n')}
`
console.log(markdown)
recordSection('sample-import', markdown)
if (!within) process.exitCode = 1
