// Real SMTP: mails go to an in-process smtp-server and the test reads what arrived.
import type net from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, readMail } from '#tests/setup/smtp-sink.ts'
import { type TestDatabase, createTestDatabase } from '#tests/setup/test-database.ts'
import { createMailer } from './mailer.ts'

interface Received {
  rcptTo: string[]
  raw: string
}

function silentLog() {
  const lines: unknown[] = []
  return {
    lines,
    log: { info: (...args: unknown[]) => lines.push(args), warn: (...args: unknown[]) => lines.push(args) },
  }
}

let database: TestDatabase
let smtp: SMTPServer
let smtpPort: number
const received: Received[] = []

beforeAll(async () => {
  database = await createTestDatabase()
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          rcptTo: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  smtpPort = (smtp.server.address() as net.AddressInfo).port
})

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(resolve))
  await database.drop()
})

const outboxRow = (id: number) =>
  database.database.db.selectFrom('mailOutbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

describe('createMailer', () => {
  it('经 SMTP 投递，中文主题与正文完整到达，并记为已发送', async () => {
    const { log } = silentLog()
    const mailer = createMailer({
      db: database.database.db,
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      from: '澜基生物 <noreply@langene.example.com>',
      log,
    })
    const outcome = await mailer.send({
      to: 'sales@example.com',
      subject: '产品询价：CRISPR 基因敲除细胞株（HEK293T）',
      text: '客户张三询价：\n产品：CRISPR 基因敲除细胞株\n电话：13800138000',
      html: '<p>客户<b>张三</b>询价：CRISPR 基因敲除细胞株</p>',
    })

    expect(outcome.status).toBe('sent')
    expect(received).toHaveLength(1)
    const mail = readMail(received[0]!.raw)
    expect(received[0]!.rcptTo).toEqual(['sales@example.com'])
    expect(mail.subject).toBe('产品询价：CRISPR 基因敲除细胞株（HEK293T）')
    expect(mail.text).toBe('客户张三询价：\n产品：CRISPR 基因敲除细胞株\n电话：13800138000')
    expect(mail.html).toBe('<p>客户<b>张三</b>询价：CRISPR 基因敲除细胞株</p>')

    const row = await outboxRow(outcome.id)
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: '', toAddress: 'sales@example.com' })
    expect(row.sentTime).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })

  it('SMTP 连接被拒时记为失败，邮件保留在发件箱', async () => {
    const { log, lines } = silentLog()
    const closedPort = await freePort()
    const mailer = createMailer({
      db: database.database.db,
      smtpUrl: `smtp://127.0.0.1:${closedPort}`,
      from: 'noreply@langene.example.com',
      log,
    })
    const outcome = await mailer.send({ to: 'a@example.com', subject: '预约确认', text: '我们已收到您的预约。' })

    expect(outcome.status).toBe('failed')
    const row = await outboxRow(outcome.id)
    expect(row).toMatchObject({ status: 'failed', attempts: 1, subject: '预约确认', textBody: '我们已收到您的预约。' })
    expect(row.lastError).toContain('ECONNREFUSED')
    expect(row.sentTime).toBeNull()
    expect(JSON.stringify(lines)).not.toContain('我们已收到您的预约')
  })

  it('未配置 SMTP 时只写发件箱与日志，日志不含正文', async () => {
    const { log, lines } = silentLog()
    const mailer = createMailer({ db: database.database.db, smtpUrl: undefined, from: 'noreply@example.com', log })
    const outcome = await mailer.send({ to: 'b@example.com', subject: '找回密码验证码', text: '您的验证码为 482913' })

    expect(outcome.status).toBe('logged')
    expect(await outboxRow(outcome.id)).toMatchObject({
      status: 'logged',
      attempts: 0,
      textBody: '您的验证码为 482913',
    })
    expect(JSON.stringify(lines)).toContain('b@example.com')
    expect(JSON.stringify(lines)).toContain('找回密码验证码')
    expect(JSON.stringify(lines)).not.toContain('482913')
  })
})
