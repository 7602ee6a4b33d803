import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

export interface StaticAssetsOptions {
  /** build/client: hashed bundles under /assets and the files of public/. */
  root: string
}

const ONE_DAY = 86_400

export async function staticAssets(app: FastifyInstance, { root }: StaticAssetsOptions) {
  await app.register(fastifyStatic, {
    root: path.resolve(root),
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      // Vite names bundles by content hash, so they never change; public files may.
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`)
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : `public, max-age=${ONE_DAY}`)
    },
  })
}
