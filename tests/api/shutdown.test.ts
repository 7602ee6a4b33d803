// SIGTERM: stop accepting, let the request in flight finish, close the database, exit 0.
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { type ServerProcess, startServerProcess, waitUntilReady } from '#tests/setup/server-process.ts'

let server: ServerProcess | undefined

afterAll(() => {
  server?.child.kill('SIGKILL')
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

describe('graceful shutdown', () => {
  it('SIGTERM 后完成进行中的请求、拒绝新连接并以 0 退出', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-shutdown-'))
    server = await startServerProcess({ DATA_DIR: dataDir })
    const { port, exited } = server
    await waitUntilReady(server)

    // A request whose body has not arrived yet is in flight when the signal comes.
    const socket = net.connect(port, '127.0.0.1')
    await new Promise((resolve) => socket.once('connect', resolve))
    socket.write(
      'POST /api/v1/category/allcate HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n',
    )
    const answer = new Promise<string>((resolve) => {
      let text = ''
      socket.on('data', (chunk) => (text += chunk.toString()))
      socket.on('end', () => resolve(text))
      socket.on('close', () => resolve(text))
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    server.child.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 300))

    expect(await connects(port)).toBe(false)
    socket.write('{}')
    expect(await answer).toMatch(/^HTTP\/1\.1 200/)
    expect(await exited).toBe(0)
  })
})
