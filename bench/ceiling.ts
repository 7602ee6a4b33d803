// Recording what the real server sends, and starting a ceiling (bench/ceiling-server.ts) in its
// own process that sends it back.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { CeilingMode, RecordedResponse } from './ceiling-server.ts'
import { ROOT } from './lib.ts'

/** Per-connection headers that each ceiling writes for itself. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'date', 'transfer-encoding'])

export interface RecordRequest {
  method: 'GET' | 'POST'
  url: string
  headers: Record<string, string>
  body?: string
}

/** One request as it comes over the wire: status, headers and the body still compressed. */
export function recordResponse(base: string, { method, url, headers, body }: RecordRequest): Promise<RecordedResponse> {
  return new Promise((resolve, reject) => {
    http
      .request(`${base}${url}`, { method, headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const sent = Buffer.concat(chunks)
          const recorded: Record<string, string | string[]> = {}
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined && !HOP_HEADERS.has(name)) recorded[name] = value
          }
          recorded['content-length'] = String(sent.length)
          resolve({ method, url, status: response.statusCode ?? 0, headers: recorded, body: sent.toString('base64') })
        })
      })
      .on('error', reject)
      .end(body)
  })
}

export interface Ceiling {
  url: string
  stop: () => void
}

export async function startCeiling(mode: CeilingMode, recording: RecordedResponse[] = []): Promise<Ceiling> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-ceiling-')), 'recording.json')
  fs.writeFileSync(file, JSON.stringify(recording))
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench/ceiling-server.ts'), mode, file],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout?.once('data', (data: Buffer) => resolve(data.toString().trim()))
    child.once('exit', () => reject(new Error(`the ${mode} ceiling server stopped`)))
  })
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') }
}
