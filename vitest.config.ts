import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { TEST_RUN_ENV, newRunId } from './tests/setup/test-schemas.ts'

const sharedDir = path.resolve(import.meta.dirname, '../shared')

// Data folders from ../shared are read by configuration, never copied into the repo.
process.env.CRISPR_NET_MODEL_DIR ??= path.join(sharedDir, 'crispr-net')
process.env.PLASMID_GENBANK_DIR ??= path.join(sharedDir, 'plasmids/genbank')
// Names this run's PostgreSQL schemas, which its global teardown drops.
process.env[TEST_RUN_ENV] ??= newRunId()

const ALL_TESTS = '{common,server,web,scripts,tests}/**/*.test.{ts,tsx}'
/** Suites that touch the database run once per dialect. */
const DATABASE_TESTS = ['server/**/*.{routes,repo,db}.test.ts', 'tests/api/**/*.test.ts']
/** Suites about PostgreSQL itself (its connections and outages): the postgres project only. */
const POSTGRES_ONLY_TESTS = '**/*.pg.test.ts'
/** Suites about connections and processes, whose behaviour is the same on either database. */
const ANY_DATABASE_TESTS = [
  'tests/api/redis-faults.test.ts',
  'tests/api/shutdown.test.ts',
  'tests/api/slow-clients.test.ts',
]

export default defineConfig({
  test: {
    // Vitest's default on two cores is one file at a time; the files wait on the databases and
    // on child processes often enough that two at a time keep both cores busy.
    maxWorkers: 2,
    // Each worker loads the app's modules once for all its files instead of once per file,
    // which took most of the run's time. Files still share nothing else: each makes its own
    // app, database and mail server, and module-level state is only static data.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'sqlite',
          include: [ALL_TESTS],
          exclude: ['tests/e2e/**', 'node_modules/**', POSTGRES_ONLY_TESTS],
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: DATABASE_TESTS,
                exclude: ['node_modules/**', ...ANY_DATABASE_TESTS],
                env: { TEST_DIALECT: 'postgres' },
                globalSetup: ['tests/setup/global-database.ts'],
              },
            },
          ]
        : []),
    ],
  },
})
