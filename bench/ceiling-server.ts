// The ceilings of the page benchmark, each run in its own process as
// `tsx bench/ceiling-server.ts <mode> [recording.json]`; it prints its port when listening.
// - node: a bare Node HTTP server answering each recorded request with the exact status,
//   headers and (already compressed) bytes the real server sent;
// - fastify: the same answers from bare Fastify routes (no plugins, no logger), the ceiling of
//   an API call, which pays Fastify's routing and body parsing wherever it runs;
// - ok: a bare Node HTTP server answering `ok` to everything, to show what wrk can generate.
import fs from 'node:fs'
import http from 'node:http'
import Fastify from 'fastify'

export interface RecordedResponse {
  method: 'GET' | 'POST'
  /** Path and query. */
  url: string
  status: number
  headers: Record<string, string | string[]>
  /** The body as sent on the wire, base64. */
  body: string
}

export type CeilingMode = 'node' | 'fastify' | 'ok'

const port = (address: unknown) => (address as { port: number }).port

function readRecording(file: string | undefined) {
  if (!file) throw new Error('usage: tsx bench/ceiling-server.ts node|fastify <recording.json>')
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as RecordedResponse[]).map((answer) => ({
    ...answer,
    body: Buffer.from(answer.body, 'base64'),
  }))
}

function listen(server: http.Server): void {
  server.listen(0, '127.0.0.1', () => console.log(String(port(server.address()))))
  process.on('SIGTERM', () => server.close(() => process.exit(0)))
}

async function fastifyCeiling(answers: ReturnType<typeof readRecording>): Promise<void> {
  const app = Fastify()
  for (const { method, url, status, headers, body } of answers) {
    // A route matches on the path alone, as the real server's API routes do.
    app.route({
      method,
      url: new URL(url, 'http://ceiling').pathname,
      handler: (_, reply) => reply.code(status).headers(headers).send(body),
    })
  }
  await app.listen({ port: 0, host: '127.0.0.1' })
  console.log(String(port(app.server.address())))
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)))
}

const [mode, file] = process.argv.slice(2) as [CeilingMode | undefined, string | undefined]
if (mode === 'ok') {
  listen(http.createServer((_, response) => response.end('ok')))
} else if (mode === 'node') {
  const answers = new Map(readRecording(file).map((answer) => [`${answer.method} ${answer.url}`, answer]))
  listen(
    http.createServer((request, response) => {
      const answer = answers.get(`${request.method} ${request.url}`)
      if (!answer) {
        response.writeHead(404).end()
        return
      }
      response.writeHead(answer.status, answer.headers).end(answer.body)
    }),
  )
} else if (mode === 'fastify') {
  await fastifyCeiling(readRecording(file))
} else {
  throw new Error('usage: tsx bench/ceiling-server.ts node|fastify|ok [recording.json]')
}
