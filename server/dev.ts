// Development entry: Vite in middleware mode with hot reload, same Fastify app.
import middie from '@fastify/middie'
import type { ServerBuild } from 'react-router'
import { createServer } from 'vite'
import { boot } from './boot.ts'

const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' })

await boot(async () => ({
  devServer: true,
  beforeWeb: async (instance) => {
    await instance.register(middie)
    instance.use(vite.middlewares)
    instance.addHook('onClose', async () => {
      await vite.close()
    })
  },
  web: {
    ssr: {
      mode: 'development',
      getBuild: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    },
  },
}))
