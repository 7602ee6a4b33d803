// Makes the configured file storage available to every module, with the rule for large
// downloads, and closes its connections when the app closes.
import fp from 'fastify-plugin'
import type { Env } from '../env.ts'
import { createStorage } from '../lib/storage/create-storage.ts'
import type { FileStorage } from '../lib/storage/storage.ts'

export interface DownloadPolicy {
  /** Larger files are answered with a redirect to a signed address of the storage, where it has one. */
  signedUrlMinBytes: number
  signedUrlSeconds: number
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage
    downloadPolicy: DownloadPolicy
  }
}

export default fp<{ env: Env }>(
  async (app, { env }) => {
    const storage = createStorage(env)
    app.decorate('storage', storage)
    app.decorate('downloadPolicy', {
      signedUrlMinBytes: env.STORAGE_SIGNED_URL_MIN_BYTES,
      signedUrlSeconds: env.STORAGE_SIGNED_URL_SECONDS,
    })
    app.addHook('onClose', () => storage.close())
  },
  { name: 'storage' },
)
