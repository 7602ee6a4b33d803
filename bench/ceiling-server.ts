// The ceiling of the page benchmark: a bare Node HTTP server that answers each recorded
// request with the exact status, headers and (already compressed) bytes the real server
// sent. Run as `tsx bench/ceiling-server.ts <recording.json>`; prints its port when listening.
import fs from 'node:fs'
import http from 'node:http'

export interface RecordedResponse {
  status: number
  headers: Record<string, string | string[]>
  /** The body as sent on the wire, base64. */
  body: string
}

/** Recorded answers by request path and query. */
export type Recording = Record<string, RecordedResponse>

const file = process.argv[2]
if (!file) throw new Error('usage: tsx bench/ceiling-server.ts <recording.json>')
const recording = JSON.parse(fs.readFileSync(file, 'utf8')) as Recording
const answers = new Map(
  Object.entries(recording).map(([url, { status, headers, body }]) => [
    url,
    { status, headers, body: Buffer.from(body, 'base64') },
  ]),
)

const server = http.createServer((request, response) => {
  const answer = answers.get(request.url ?? '')
  if (!answer) {
    response.writeHead(404).end()
    return
  }
  response.writeHead(answer.status, answer.headers).end(answer.body)
})
server.listen(0, '127.0.0.1', () => {
  console.log(String((server.address() as { port: number }).port))
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
