// A real SMTP server in the test process: the app delivers over SMTP, tests read what
// arrived (subject and bodies decoded from MIME). The browser tests' server delivers to one
// too, which keeps each message as a file for the test processes to read.
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  to: string[]
  subject: string
  text: string | undefined
  html: string | undefined
}

export interface SmtpSink {
  /** SMTP_URL for the app under test. */
  url: string
  received: ReceivedMail[]
  close: () => Promise<void>
}

/** Decodes the parts of a MIME message a test needs: RFC 2047 words, base64, QP. */
export function readMail(raw: string) {
  const split = (message: string) => {
    const end = message.indexOf('\r\n\r\n')
    const headers = new Map<string, string>()
    for (const line of message
      .slice(0, end)
      .replace(/\r\n[ \t]+/g, ' ')
      .split('\r\n')) {
      const colon = line.indexOf(':')
      headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim())
    }
    return { headers, body: message.slice(end + 4) }
  }
  const quotedPrintable = (text: string) => {
    const bytes: number[] = []
    const input = text.replace(/=\r\n/g, '')
    for (let i = 0; i < input.length; i++) {
      const hex = input[i] === '=' ? input.slice(i + 1, i + 3) : ''
      if (/^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16))
        i += 2
      } else {
        bytes.push(...Buffer.from(input[i]!))
      }
    }
    return Buffer.from(bytes).toString('utf8')
  }
  const decodeBody = (part: { headers: Map<string, string>; body: string }) => {
    const encoding = part.headers.get('content-transfer-encoding')?.toLowerCase()
    if (encoding === 'base64') return Buffer.from(part.body, 'base64').toString('utf8')
    if (encoding === 'quoted-printable') return quotedPrintable(part.body)
    return part.body
  }
  // Adjacent encoded words are joined before decoding: a character may span two of them.
  const decodeWords = (value: string) =>
    value.replace(/(?:=\?UTF-8\?[BQ]\?[^?]*\?=\s*)+/gi, (run) => {
      const bytes = [...run.matchAll(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi)].map(([, kind, data]) =>
        kind!.toUpperCase() === 'B'
          ? Buffer.from(data!, 'base64')
          : Buffer.from(quotedPrintable(data!.replace(/_/g, ' ')), 'utf8'),
      )
      return Buffer.concat(bytes).toString('utf8')
    })

  const message = split(raw)
  const boundary = /boundary="?([^";]+)"?/.exec(message.headers.get('content-type') ?? '')?.[1]
  const parts = boundary
    ? message.body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((chunk) => split(chunk.replace(/^\r\n/, '')))
    : [message]
  const partOfType = (type: string) => {
    const part = parts.find((p) => p.headers.get('content-type')?.startsWith(type))
    return part ? decodeBody(part).replace(/\r\n/g, '\n').trimEnd() : undefined
  }
  return {
    /** The addresses of the To header. */
    to: [...(message.headers.get('to') ?? '').matchAll(/[^\s<>,"]+@[^\s<>,"]+/g)].map(([address]) => address),
    subject: decodeWords(message.headers.get('subject') ?? ''),
    text: partOfType('text/plain'),
    html: partOfType('text/html'),
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/** `folder`: also write each message there as it arrived (NNNNNN.eml, numbered in order of arrival). */
export async function startSmtpSink({ folder }: { folder?: string } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks)
        // Written before the reply: once the app has marked the mail sent, its file is there.
        if (folder) fs.writeFileSync(path.join(folder, `${String(received.length + 1).padStart(6, '0')}.eml`), raw)
        received.push({
          ...readMail(raw.toString('utf8')),
          to: session.envelope.rcptTo.map((address) => address.address),
        })
        callback()
      })
    },
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
