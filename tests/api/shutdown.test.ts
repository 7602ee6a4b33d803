// SIGTERM to `npm run serve`, as a terminal's Ctrl-C or `kill` reaches its process group and as
// a container stop reaches npm alone: the request in flight finishes, nothing new is accepted,
// every process of the group exits.
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildWebIfStale } from '../../scripts/web-build.ts'
import {
  type ServerProcess,
  groupAlive,
  startServeCommand,
  waitFor,
  waitUntilReady,
} from '#tests/setup/server-process.ts'

const servers: ServerProcess[] = []
const dataDirs: string[] = []

beforeAll(() => buildWebIfStale(), 180_000)

afterAll(() => {
  for (const server of servers) if (groupAlive(server.child.pid!)) process.kill(-server.child.pid!, 'SIGKILL')
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true })
})

const connects = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

/**
 * A request the server has begun (its 100 Continue came back) whose body the test holds back:
 * it stays in flight until `finish` sends the body. `answer` is all the server wrote.
 */
async function requestInFlight(port: number) {
  const socket = net.connect(port, '127.0.0.1')
  let text = ''
  socket.on('data', (chunk) => (text += chunk.toString('latin1')))
  const answer = new Promise<string>((resolve) => socket.once('close', () => resolve(text)))
  socket.write(
    'POST /api/v1/category/allcate HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      'Content-Length: 2\r\nExpect: 100-continue\r\n\r\n',
  )
  await waitFor('100 Continue', async () => text.startsWith('HTTP/1.1 100'), 5000)
  return { answer, finish: () => socket.write('{}') }
}

async function serveAndSignal(signal: (server: ServerProcess) => Promise<void>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-shutdown-'))
  dataDirs.push(dataDir)
  const server = await startServeCommand({ DATA_DIR: dataDir, SEED_ON_START: 'false', SHUTDOWN_GRACE_SECONDS: '10' })
  servers.push(server)
  await waitUntilReady(server)

  const request = await requestInFlight(server.port)
  await signal(server)
  // The listener is closed while the request is still in flight.
  await waitFor('the port to refuse connections', async () => !(await connects(server.port)), 5000)
  expect(groupAlive(server.child.pid!)).toBe(true)

  request.finish()
  expect(await request.answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 /)
  expect(await server.exited).toBe(0)
  await waitFor('every process of the group to exit', async () => !groupAlive(server.child.pid!), 5000)
  expect(await connects(server.port)).toBe(false)
}

describe.concurrent('graceful shutdown of npm run serve', () => {
  it('SIGTERM 发给进程组（重复一次）：进行中的请求完成，随后不再服务、全部进程退出', { timeout: 60_000 }, () =>
    serveAndSignal(async (server) => {
      process.kill(-server.child.pid!, 'SIGTERM')
      // A second signal during the grace period (npm relays the first one too) changes nothing.
      await new Promise((resolve) => setTimeout(resolve, 100))
      process.kill(-server.child.pid!, 'SIGTERM')
    }),
  )

  it('SIGTERM 只发给 npm（容器停止时）：传到服务进程，进行中的请求完成后退出', { timeout: 60_000 }, () =>
    serveAndSignal(async (server) => {
      process.kill(server.child.pid!, 'SIGTERM')
    }),
  )
})
