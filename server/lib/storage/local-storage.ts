// The local driver: objects are files below a root directory (DATA_DIR), at their key's path,
// so an install that kept its files there before keeps them where they are.
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import {
  type FileStorage,
  StorageUnavailableError,
  assertChecksum,
  assertKey,
  measuring,
  watchSource,
} from './storage.ts'

/** What the file system answers when it cannot take a file: full, read-only, not ours to write, over quota. */
const REFUSALS = new Set(['ENOSPC', 'EROFS', 'EACCES', 'EPERM', 'EDQUOT'])
/** Files being written wait here, then move to their key at once: a reader never sees half a file. */
const PARTIAL_DIR = '.partial'
/** The parts of resumable uploads, one folder per upload, until they are joined into their key. */
const PARTS_DIR = '.parts'
const UPLOAD_ID = /^[0-9a-f-]{36}$/

const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')

export function createLocalStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertKey(key)
    return path.join(root, ...key.split('/'))
  }

  const partsOf = (uploadId: string) => {
    if (!UPLOAD_ID.test(uploadId)) throw new Error(`invalid upload id: ${JSON.stringify(uploadId)}`)
    return path.join(root, PARTS_DIR, uploadId)
  }
  /** Refusals of the file system become StorageUnavailableError, as put's do. */
  const writing = async <T>(what: string, write: () => Promise<T>): Promise<T> => {
    try {
      return await write()
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? ''
      if (REFUSALS.has(code)) throw new StorageUnavailableError(`cannot write ${what}: ${code}`, { cause: error })
      throw error
    }
  }

  async function* walk(dir: string, keyPrefix: string): AsyncGenerator<{ key: string; size: number }> {
    const entries = await fs.promises.readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
      if (isMissing(error)) return []
      throw error
    })
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue
      const key = `${keyPrefix}${entry.name}`
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) yield* walk(file, `${key}/`)
      else if (entry.isFile()) yield { key, size: (await fs.promises.stat(file)).size }
    }
  }

  return {
    kind: 'local',

    async put(key, body, { expectedChecksum }) {
      const target = fileOf(key)
      const partial = path.join(root, PARTIAL_DIR, randomUUID())
      const sourceFailure = watchSource(body)
      const measure = measuring()
      try {
        await fs.promises.mkdir(path.dirname(partial), { recursive: true })
        await fs.promises.mkdir(path.dirname(target), { recursive: true })
        // Piped rather than handed to pipeline(), which would destroy the body on a failed
        // write: an upload's rest must still be read for its client to get an answer.
        body.once('error', (error) => measure.destroy(error))
        await pipeline(body.pipe(measure), fs.createWriteStream(partial))
        const result = measure.result()
        assertChecksum(key, expectedChecksum, result.checksum)
        await fs.promises.rename(partial, target)
        return result
      } catch (error) {
        await fs.promises.rm(partial, { force: true }).catch(() => undefined)
        const source = sourceFailure()
        if (source) throw source
        // The rest of the upload is read and dropped, so the client gets its answer.
        body.unpipe(measure)
        body.resume()
        const code = (error as NodeJS.ErrnoException).code ?? ''
        if (REFUSALS.has(code)) throw new StorageUnavailableError(`cannot write ${key}: ${code}`, { cause: error })
        throw error
      }
    },

    async get(key) {
      const file = fileOf(key)
      try {
        // Opened first, then measured: the size is the opened file's, whatever replaces it meanwhile.
        const handle = await fs.promises.open(file, 'r')
        const { size } = await handle.stat().catch(async (error: unknown) => {
          await handle.close()
          throw error
        })
        return { size, checksum: undefined, body: handle.createReadStream() }
      } catch (error) {
        if (isMissing(error)) return undefined
        throw new StorageUnavailableError(`cannot read ${key}`, { cause: error })
      }
    },

    async head(key) {
      try {
        const stat = await fs.promises.stat(fileOf(key))
        return stat.isFile() ? { size: stat.size, checksum: undefined } : undefined
      } catch (error) {
        if (isMissing(error)) return undefined
        throw new StorageUnavailableError(`cannot read ${key}`, { cause: error })
      }
    },

    async delete(key) {
      await fs.promises.rm(fileOf(key), { force: true })
    },

    async *list(prefix) {
      const slash = prefix.lastIndexOf('/')
      const dirKey = prefix.slice(0, slash + 1)
      if (dirKey) assertKey(dirKey.slice(0, -1))
      for await (const object of walk(path.join(root, ...dirKey.split('/').filter(Boolean)), dirKey)) {
        if (object.key.startsWith(prefix)) yield object
      }
    },

    async signedUrl() {
      return undefined
    },

    async startParts(key) {
      fileOf(key)
      const uploadId = randomUUID()
      await writing(key, () => fs.promises.mkdir(partsOf(uploadId), { recursive: true }))
      return uploadId
    },

    async putPart(key, uploadId, partNumber, body) {
      fileOf(key)
      const dir = partsOf(uploadId)
      // Written beside the part, then renamed: a part sent again replaces the old one whole.
      const partial = path.join(dir, `${partNumber}.${randomUUID()}`)
      try {
        await writing(key, async () => {
          await fs.promises.access(dir)
          await pipeline(body, fs.createWriteStream(partial))
          await fs.promises.rename(partial, path.join(dir, String(partNumber)))
        })
      } catch (error) {
        await fs.promises.rm(partial, { force: true }).catch(() => undefined)
        throw error
      }
      return { etag: '' }
    },

    async completeParts(key, uploadId, parts) {
      const target = fileOf(key)
      const dir = partsOf(uploadId)
      const partial = path.join(root, PARTIAL_DIR, randomUUID())
      const measure = measuring()
      try {
        await writing(key, async () => {
          await fs.promises.mkdir(path.dirname(partial), { recursive: true })
          await fs.promises.mkdir(path.dirname(target), { recursive: true })
          const out = fs.createWriteStream(partial)
          const done = pipeline(measure, out)
          for (const { partNumber } of [...parts].sort((a, b) => a.partNumber - b.partNumber)) {
            await pipeline(fs.createReadStream(path.join(dir, String(partNumber))), measure, { end: false })
          }
          measure.end()
          await done
          await fs.promises.rename(partial, target)
        })
      } catch (error) {
        measure.destroy()
        await fs.promises.rm(partial, { force: true }).catch(() => undefined)
        throw error
      }
      await fs.promises.rm(dir, { recursive: true, force: true })
      return measure.result()
    },

    async abortParts(_key, uploadId) {
      await fs.promises.rm(partsOf(uploadId), { recursive: true, force: true })
    },

    async close() {},
  }
}
