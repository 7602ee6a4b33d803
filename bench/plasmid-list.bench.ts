// Speed budget of the plasmid list call: with 10,000 plasmids, POST
// /api/v1/plasmid/list answers every filter combination and name search with p99 under
// 30 ms at 20 concurrent connections, on SQLite and on PostgreSQL (TEST_DATABASE_URL).
import { sql } from 'kysely'
import { seedDatabase } from '#server/db/seed.ts'
import { parseEnv } from '#server/env.ts'
import {
  BUDGET_P99_MS,
  CONNECTIONS,
  HEADERS,
  SECONDS,
  type Scenario,
  WARM_UP_SECONDS,
  runListBench,
} from './list-load.ts'

const PLASMIDS = 10_000

const SCENARIOS: Scenario[] = [
  { name: 'no filter, page 1', payload: { page: 1, size: 10 } },
  { name: 'host', payload: { plasmidHost: '哺乳动物细胞' } },
  { name: 'host + usage', payload: { plasmidHost: '哺乳动物细胞', plasmidUsage: 'CRISPR' } },
  {
    name: 'usage + eukaryotic resistance + marker, 50 per page',
    payload: {
      plasmidUsage: 'shRNA',
      plasmidEukaryoticResistance: '嘌呤霉素 (Puromycin)',
      plasmidFluorescentMarker: '无',
      size: 50,
    },
  },
  {
    name: 'all seven filters',
    payload: {
      plasmidHost: '哺乳动物细胞',
      plasmidUsage: 'CRISPR',
      plasmidFragmentType: 'sgRNA',
      plasmidFragmentSpecies: '人',
      plasmidNuclearResistance: '氨苄青霉素 (Amp)',
      plasmidEukaryoticResistance: '嘌呤霉素 (Puromycin)',
      plasmidFluorescentMarker: '无',
    },
  },
  { name: 'rare value (no match)', payload: { plasmidHost: '非洲爪蟾', plasmidUsage: 'AAV' } },
  {
    name: "'全部' everywhere",
    payload: { plasmidHost: '全部', plasmidUsage: '全部', plasmidFluorescentMarker: '全部' },
  },
  { name: 'name search "EGFP"', payload: { name: 'EGFP' } },
  { name: 'name search "pX" (2 characters)', payload: { name: 'pX' } },
  {
    name: 'name search + host + usage',
    payload: { name: 'lenti', plasmidHost: '哺乳动物细胞', plasmidUsage: 'CRISPR' },
  },
  { name: 'item number search', payload: { itemNo: 'GE-P2' } },
]

await runListBench({
  section: 'plasmid-list',
  title: 'Plasmid list API',
  scenarios: SCENARIOS,
  seed: async (db, target) => {
    await seedDatabase(db, {
      demoAccounts: false,
      plasmids: { genbankDir: parseEnv({}).PLASMID_GENBANK_DIR, count: PLASMIDS },
    })
    // Autovacuum does this by itself shortly after a bulk load (the visibility map lets
    // PostgreSQL answer from the narrow list index); done here so each run measures that state.
    if (target.dialect === 'PostgreSQL') await sql`vacuum analyze plasmid`.execute(db)
  },
  request: async () => ({ path: '/api/v1/plasmid/list', headers: HEADERS }),
  describe: (
    dialects,
  ) => `Command: \`npm run build && TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/plasmid-list.bench.ts\`
(part of \`npm run bench\`; without TEST_DATABASE_URL only SQLite is measured).
${PLASMIDS.toLocaleString('en')} generated plasmids on the real GenBank backbones, production server in its own process,
autocannon 8 in the benchmark process: ${CONNECTIONS} connections, ${SECONDS} s per scenario after a ${WARM_UP_SECONDS} s warm-up, JSON
bodies and \`accept-encoding\` as the list page sends them (so the answers are brotli-compressed, as a browser
gets them, at brotli quality 1; a page of 50 rows is 16 KB, 1.3 KB compressed); each scenario repeats one combination, so its total comes from the service's
count cache (60 s) after the first request while every page is read from the database, which joins the rows' stored
list entries into the page's JSON (\`202611231800_plasmid_list_json.ts\`, with the indexes of \`202611222000_create_plasmid.ts\`
with the status added by \`202611280100_plasmid_status.ts\`; every plasmid is published). Budget: p99 < ${BUDGET_P99_MS} ms in every scenario, no errors.
${dialects}; PostgreSQL is the local server in a fresh schema (vacuumed after the load).`,
})
