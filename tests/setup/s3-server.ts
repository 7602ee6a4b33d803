// A real S3-protocol server (s3rver) on loopback for the storage tests: one per test file,
// in a temporary directory, with one bucket. It can be stopped and started again on the same
// port (a storage outage). s3rver does not check signatures or secrets, only expiry.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { freePort } from './smtp-sink.ts'

export const TEST_BUCKET = 'portal-files'

export interface S3TestServer {
  endpoint: string
  /** The app's settings for this server (STORAGE=s3 and the S3_* variables). */
  env: Record<string, string>
  stop: () => Promise<void>
  start: () => Promise<void>
  /** Stops the server and removes its files. */
  close: () => Promise<void>
}

export async function startS3Server(): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-'))
  const port = await freePort()
  const newServer = () =>
    new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
    })
  let server: S3rver | undefined = newServer()
  await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const stop = async () => {
    await server?.close()
    server = undefined
  }
  return {
    endpoint,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: TEST_BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop,
    start: async () => {
      server = newServer()
      await server.run()
    },
    close: async () => {
      await stop()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
