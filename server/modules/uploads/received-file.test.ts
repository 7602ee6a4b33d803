import { PassThrough, Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { UPLOAD_NAME_MAX, cleanUploadName, peek } from './received-file.ts'

describe('cleanUploadName', () => {
  it.each([
    ['细胞证明.png', '细胞证明.png'],
    ['a\u0000b\u0007c\r\n.pdf', 'abc.pdf'],
    ['x\u007f\u0085y.doc', 'xy.doc'],
    ['invoice\u202efdp.exe', 'invoicefdp.exe'],
    ['\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069a.png', 'a.png'],
    ['  name.png ', 'name.png'],
    ['..\\..\\<b>x</b>/../../evil.pdf', 'evil.pdf'],
    ['C:\\Users\\lab\\报告.pdf', '报告.pdf'],
    ['reads/run1/R1.fastq.gz', 'R1.fastq.gz'],
  ])('%j → %j', (name, clean) => {
    expect(cleanUploadName(name)).toBe(clean)
  })

  it('过长的名字截到上限，扩展名保留', () => {
    const cut = cleanUploadName(`${'名'.repeat(500)}.docx`)
    expect([...cut]).toHaveLength(UPLOAD_NAME_MAX)
    expect(cut.endsWith('名.docx')).toBe(true)
  })

  it('按字符而不是 UTF-16 单元截断：不留半个字符', () => {
    const cut = cleanUploadName('😀'.repeat(200))
    expect([...cut]).toHaveLength(UPLOAD_NAME_MAX)
    expect(cut).toBe('😀'.repeat(UPLOAD_NAME_MAX))
  })
})

describe('peek', () => {
  const whole = async (body: Readable) => {
    const chunks: Buffer[] = []
    for await (const chunk of body) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks)
  }
  /** A body that arrives in the given pieces, one per turn of the event loop, then ends. */
  const arriving = (...pieces: string[]) => {
    const body = new PassThrough()
    void (async () => {
      for (const piece of pieces) {
        await new Promise((resolve) => setImmediate(resolve))
        body.write(piece)
      }
      body.end()
    })()
    return body
  }
  const headOf = (text: string, count: number) => {
    const head = new Uint8Array(count)
    head.set(Buffer.from(text).subarray(0, count))
    return head
  }

  it.each([
    ['比要看的字节短，一次到达', ['%PDF-1.4 small']],
    ['比要看的字节短，分几次到达', ['%PDF', '-1.4', ' small']],
    ['正好是要看的字节数', ['%PDF-1.4 sixteen']],
    ['比要看的字节长，分几次到达', ['%P', 'DF-1.4 a longer body', ' in three pieces']],
    ['空的', []],
  ])('%s：给出开头的字节（不足处为零），主体仍然完整', async (_case, pieces) => {
    const text = pieces.join('')
    const { head, whole: body } = peek(arriving(...pieces), 16)
    expect(await head).toEqual(headOf(text, 16))
    expect((await whole(body)).toString()).toBe(text)
  })

  it('已经全部到达并结束的短主体也完整保留', async () => {
    const ended = Readable.from([Buffer.from('%PDF-1.4 small')], { objectMode: false })
    await whole(new PassThrough().end()) // a turn for the source to end first
    const { head, whole: body } = peek(ended, 16)
    expect(await head).toEqual(headOf('%PDF-1.4 small', 16))
    expect((await whole(body)).toString()).toBe('%PDF-1.4 small')
  })

  it('主体出错时，开头的字节与主体都以该错误失败', async () => {
    const source = new PassThrough()
    const { head, whole: body } = peek(source, 16)
    source.write('%PDF')
    source.destroy(new Error('connection reset'))
    await expect(head).rejects.toThrow('connection reset')
    await expect(whole(body)).rejects.toThrow('connection reset')
  })
})
