import { describe, expect, it } from 'vitest'
import { UPLOAD_NAME_MAX, cleanUploadName } from './received-file.ts'

describe('cleanUploadName', () => {
  it.each([
    ['细胞证明.png', '细胞证明.png'],
    ['a\u0000b\u0007c\r\n.pdf', 'abc.pdf'],
    ['x\u007f\u0085y.doc', 'xy.doc'],
    ['invoice\u202efdp.exe', 'invoicefdp.exe'],
    ['\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069a.png', 'a.png'],
    ['  name.png ', 'name.png'],
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
