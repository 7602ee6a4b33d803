// A TCP relay in front of a database, so a test can take the database away from the app
// and give it back (as a restart or failover would) without touching the shared server.
import net from 'node:net'
import { freePort } from './smtp-sink.ts'

export interface TcpProxy {
  port: number
  /** Starts accepting again on the same port. */
  open: () => Promise<void>
  /** Drops every relayed connection and refuses new ones, like a database that went down. */
  cut: () => Promise<void>
  /**
   * Keeps every connection open but relays nothing, in either direction, until `resume`: a
   * database that hangs, or a network that drops packets silently.
   */
  stall: () => void
  resume: () => void
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const port = await freePort()
  const sockets = new Set<net.Socket>()
  let server: net.Server | undefined
  let stalled = false

  const track = (socket: net.Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
  }

  const open = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host)
        track(client)
        track(upstream)
        client.pipe(upstream)
        upstream.pipe(client)
        if (stalled) for (const socket of [client, upstream]) socket.pause()
        client.once('close', () => upstream.destroy())
        upstream.once('close', () => client.destroy())
      })
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve())
    })

  const cut = async () => {
    const closing = server
    server = undefined
    for (const socket of sockets) socket.destroy()
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()))
  }

  const stall = () => {
    stalled = true
    for (const socket of sockets) socket.pause()
  }
  const resume = () => {
    stalled = false
    for (const socket of sockets) socket.resume()
  }

  await open()
  return { port, open, cut, stall, resume }
}
