import { crc32, inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { encodePng } from './png.ts'

/** Reads the chunks back, checks every CRC, and undoes the row filters (PNG spec §9). */
function decode(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  const chunks: { type: string; data: Buffer }[] = []
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset)
    const type = png.toString('ascii', offset + 4, offset + 8)
    const data = png.subarray(offset + 8, offset + 8 + length)
    expect(png.readUInt32BE(offset + 8 + length)).toBe(crc32(png.subarray(offset + 4, offset + 8 + length)))
    chunks.push({ type, data })
    offset += 12 + length
  }
  const header = chunks[0]!.data
  const [width, height] = [header.readUInt32BE(0), header.readUInt32BE(4)]
  const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)))
  const stride = width * 4
  const pixels = new Uint8Array(stride * height)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!
    for (let i = 0; i < stride; i++) {
      const left = i >= 4 ? pixels[y * stride + i - 4]! : 0
      const up = y > 0 ? pixels[(y - 1) * stride + i]! : 0
      const upLeft = y > 0 && i >= 4 ? pixels[(y - 1) * stride + i - 4]! : 0
      const p = left + up - upLeft
      const paeth =
        Math.abs(p - left) <= Math.abs(p - up) && Math.abs(p - left) <= Math.abs(p - upLeft)
          ? left
          : Math.abs(p - up) <= Math.abs(p - upLeft)
            ? up
            : upLeft
      const prediction = [0, left, up, (left + up) >> 1, paeth][filter]!
      pixels[y * stride + i] = (raw[y * (stride + 1) + 1 + i]! + prediction) & 0xff
    }
  }
  return { types: chunks.map((c) => c.type), width, height, bitDepth: header[8], colorType: header[9], pixels }
}

describe('encodePng', () => {
  it('生成合法的 RGBA PNG，解码后像素不变', () => {
    const [width, height] = [37, 23]
    const rgba = new Uint8Array(width * height * 4)
    for (let i = 0; i < rgba.length; i++) rgba[i] = (i * 31 + (i >> 7) * 17) & 0xff
    // A smooth gradient and a flat area, so the encoder picks different filters.
    for (let x = 0; x < width * 4; x++) rgba[x] = x
    rgba.fill(200, width * 4 * 10, width * 4 * 12)

    const decoded = decode(encodePng(width, height, rgba))
    expect(decoded).toMatchObject({ types: ['IHDR', 'IDAT', 'IEND'], width, height, bitDepth: 8, colorType: 6 })
    expect(decoded.pixels).toEqual(rgba)
  })

  it('缓冲区大小与图片尺寸不符时报错', () => {
    expect(() => encodePng(2, 2, new Uint8Array(15))).toThrow()
  })
})
