// The web app's server build for tests that render pages: Vite compiles it in memory from the
// sources (no `npm run build` needed), once per test file.
import type { ServerBuild } from 'react-router'
import { type ViteDevServer, createServer } from 'vite'

export interface WebBuild {
  build: ServerBuild
  close: () => Promise<void>
}

export async function loadWebBuild(): Promise<WebBuild> {
  const vite: ViteDevServer = await createServer({
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'silent',
  })
  const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild
  return { build, close: () => vite.close() }
}
