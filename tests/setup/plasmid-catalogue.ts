// The seeded app and the catalogue the seed put in it, for the public plasmid calls' tests.
import { afterAll, beforeAll } from 'vitest'
import { parseEnv } from '#server/env.ts'
import type { PlasmidCatalogueEntry } from '#server/modules/plasmids/catalogue/generate.ts'
import { loadPlasmidCatalogue } from '#server/modules/plasmids/plasmid.seed.ts'
import { type TestApp, createTestApp } from './test-app.ts'

export interface SeededCatalogue {
  t: TestApp
  /** In item-number order, as the seed inserted it. */
  catalogue: PlasmidCatalogueEntry[]
}

/** Registers the file's setup and teardown; the fields are filled before the first test. */
export function seededCatalogueSuite(): SeededCatalogue {
  const seeded = {} as SeededCatalogue
  beforeAll(async () => {
    seeded.t = await createTestApp()
    seeded.catalogue = await loadPlasmidCatalogue({ genbankDir: parseEnv({}).PLASMID_GENBANK_DIR })
  })
  afterAll(() => seeded.t.close())
  return seeded
}
