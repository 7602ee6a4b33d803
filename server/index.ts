// Production entry: serves the built web app (npm run build) and the API.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from 'react-router'
import { boot } from './boot.ts'

const buildDir = path.resolve(import.meta.dirname, '../build')
const serverEntry = path.join(buildDir, 'server/index.js')

if (!fs.existsSync(serverEntry)) {
  console.error(`No web build at ${serverEntry}. Run "npm run build" first (npm start does it for you).`)
  process.exit(1)
}

const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild

await boot(async () => ({
  web: {
    ssr: { mode: 'production', getBuild: async () => build },
    assets: { root: path.join(buildDir, 'client') },
  },
}))
