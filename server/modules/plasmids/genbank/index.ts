// The GenBank model (see model.ts) and loading a folder of seed files.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { GenbankRecord } from './model.ts'
import { parseGenbank } from './parse.ts'

export * from './model.ts'

export interface GenbankFile {
  /** File name without the directory, e.g. 'pUC19.gb'. */
  fileName: string
  record: GenbankRecord
}

/**
 * Reads every *.gb / *.gbk / *.genbank file of a folder, sorted by file name so callers get a
 * stable order. A missing folder or one without such files yields [] so a deployment without
 * seed data still starts; a file that is present but broken throws, naming the file.
 */
export async function loadGenbankDir(dir: string): Promise<GenbankFile[]> {
  let names: string[]
  try {
    names = await readdir(dir)
  } catch (error) {
    if (isMissing(error)) return []
    throw error
  }
  const files = names.filter((name) => /\.(gb|gbk|genbank)$/i.test(name)).sort()
  return Promise.all(
    files.map(async (fileName) => {
      const text = await readFile(path.join(dir, fileName), 'utf8')
      try {
        return { fileName, record: parseGenbank(text) }
      } catch (error) {
        throw new Error(`${fileName}: ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        })
      }
    }),
  )
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code
  return code === 'ENOENT' || code === 'ENOTDIR'
}
