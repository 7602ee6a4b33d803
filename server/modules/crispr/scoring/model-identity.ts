// Which model scores the jobs: the released model's name and version, read from the weights
// file's `source` (MODEL.md §7), and the SHA-256 of the file itself, so a stored score can be
// traced to the exact weights. The scoring thread loads the same file (model-files.ts).
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from '#common/zod.ts'
import { ModelNotInstalledError, WEIGHTS_FILE } from './model-files.ts'
import { ModelFormatError } from './weights.ts'

export interface ModelIdentity {
  name: string
  version: string
  weightsSha256: string
}

/** MODEL.md §1 calls the scoring model of April 2020 "v2"; the v1 model was never released with weights. */
const VERSION_OF: Record<string, string> = { CRISPR_Net_CIRCLE_elevation_SITE: 'v2' }

const SourceSchema = z.object({ source: z.object({ model_name: z.string().min(1), commit: z.string().min(7) }) })

/** The identity of `dir`'s weights file; ModelNotInstalledError without one, ModelFormatError if unreadable. */
export async function readModelIdentity(dir: string): Promise<ModelIdentity> {
  const file = path.join(path.resolve(dir), WEIGHTS_FILE)
  const bytes = await readFile(file).catch(() => {
    throw new ModelNotInstalledError(path.resolve(dir), [WEIGHTS_FILE])
  })
  let parsed: z.infer<typeof SourceSchema>
  try {
    parsed = SourceSchema.parse(JSON.parse(bytes.toString('utf8')))
  } catch (error) {
    throw new ModelFormatError(`${file}: no source.model_name and source.commit (MODEL.md §7)`, { cause: error })
  }
  const { model_name: name, commit } = parsed.source
  const release = commit.slice(0, 7)
  const known = VERSION_OF[name]
  return {
    name,
    version: known ? `${known} (${release})` : release,
    weightsSha256: createHash('sha256').update(bytes).digest('hex'),
  }
}

/**
 * The identity, read once and kept: the scoring thread also loads the weights once and
 * keeps them. A failed read is not kept, so installing the model later is enough.
 */
export function modelIdentityOnce(dir: string): () => Promise<ModelIdentity> {
  let identity: Promise<ModelIdentity> | undefined
  return () =>
    (identity ??= readModelIdentity(dir).catch((error: unknown) => {
      identity = undefined
      throw error
    }))
}
