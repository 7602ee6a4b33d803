import { describe, expect, it } from 'vitest'
import { detectUploadType, extensionOf } from './uploads.ts'

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])
const PDF = new TextEncoder().encode('%PDF-1.7')

describe('detectUploadType', () => {
  it('扩展名与文件头一致时接受', () => {
    expect(detectUploadType('证明.PNG', PNG)?.mime).toBe('image/png')
    expect(detectUploadType('report.pdf', PDF)?.mime).toBe('application/pdf')
    expect(detectUploadType('a.docx', Uint8Array.from([0x50, 0x4b, 0x03, 0x04]))?.inline).toBe(false)
  })

  it('拒绝不允许的扩展名与伪装的文件', () => {
    expect(detectUploadType('run.exe', PNG)).toBeUndefined()
    expect(detectUploadType('fake.png', PDF)).toBeUndefined()
    expect(detectUploadType('noext', PNG)).toBeUndefined()
  })

  it('对象原型上的名字不是文件类型', () => {
    for (const name of ['x.constructor', 'x.__proto__', 'x.tostring', 'x.hasownproperty']) {
      expect(detectUploadType(name, PNG), name).toBeUndefined()
    }
  })

  it('取小写扩展名', () => {
    expect(extensionOf('A.B.JPEG')).toBe('jpeg')
    expect(extensionOf('none')).toBe('')
  })
})
