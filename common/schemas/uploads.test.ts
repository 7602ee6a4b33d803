import { describe, expect, it } from 'vitest'
import { IMAGE_TYPES, detectUploadType, extensionOf } from './uploads.ts'

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

describe('detectUploadType with IMAGE_TYPES', () => {
  const bytes = (text: string) => new TextEncoder().encode(text)
  it('接受真实的 WebP 与 GIF 文件头，拒绝 SVG、PDF 与伪装的图片', () => {
    expect(detectUploadType('a.webp', bytes('RIFF\u0001\u0002\u0003\u0004WEBPVP8 '), IMAGE_TYPES)?.mime).toBe(
      'image/webp',
    )
    expect(detectUploadType('a.gif', bytes('GIF89a'), IMAGE_TYPES)?.mime).toBe('image/gif')
    expect(detectUploadType('a.png', PNG, IMAGE_TYPES)?.mime).toBe('image/png')
    expect(detectUploadType('a.webp', bytes('RIFF\u0001\u0002\u0003\u0004WAVE'), IMAGE_TYPES)).toBeUndefined()
    expect(detectUploadType('a.svg', bytes('<svg xmlns='), IMAGE_TYPES)).toBeUndefined()
    expect(detectUploadType('a.pdf', PDF, IMAGE_TYPES)).toBeUndefined()
    expect(detectUploadType('fake.png', bytes('MZ\u0090\u0000'), IMAGE_TYPES)).toBeUndefined()
  })
})
