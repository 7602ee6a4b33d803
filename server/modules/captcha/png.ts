// A minimal PNG encoder for the slider puzzle (8-bit RGBA, no interlace): enough to
// avoid a native image dependency. Each row gets the filter that makes it smallest,
// which keeps gradients and flat shapes compact.
import { crc32, deflateSync } from 'node:zlib'

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const BYTES_PER_PIXEL = 4
const COLOR_TYPE_RGBA = 6

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length)
  out.writeUInt32BE(data.length, 0)
  out.write(type, 4, 'ascii')
  data.copy(out, 8)
  // The CRC covers the chunk type and data, not the length.
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length)
  return out
}

function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft
  const dLeft = Math.abs(estimate - left)
  const dUp = Math.abs(estimate - up)
  const dUpLeft = Math.abs(estimate - upLeft)
  if (dLeft <= dUp && dLeft <= dUpLeft) return left
  return dUp <= dUpLeft ? up : upLeft
}

/** PNG filter types 0–4 (None, Sub, Up, Average, Paeth) applied to one byte. */
function predict(filter: number, left: number, up: number, upLeft: number): number {
  switch (filter) {
    case 1:
      return left
    case 2:
      return up
    case 3:
      return (left + up) >> 1
    case 4:
      return paeth(left, up, upLeft)
    default:
      return 0
  }
}

function filterRows(width: number, height: number, rgba: Uint8Array | Uint8ClampedArray): Buffer {
  const stride = width * BYTES_PER_PIXEL
  const out = Buffer.alloc((stride + 1) * height)
  const candidate = Buffer.alloc(stride)
  for (let y = 0; y < height; y++) {
    const row = y * stride
    let bestFilter = 0
    let bestScore = Infinity
    for (let filter = 0; filter <= 4; filter++) {
      let score = 0
      for (let i = 0; i < stride; i++) {
        const left = i >= BYTES_PER_PIXEL ? rgba[row + i - BYTES_PER_PIXEL]! : 0
        const up = y > 0 ? rgba[row - stride + i]! : 0
        const upLeft = y > 0 && i >= BYTES_PER_PIXEL ? rgba[row - stride + i - BYTES_PER_PIXEL]! : 0
        const value = (rgba[row + i]! - predict(filter, left, up, upLeft)) & 0xff
        candidate[i] = value
        // The usual heuristic: smallest sum of the residuals read as signed bytes.
        score += value < 128 ? value : 256 - value
      }
      if (score < bestScore) {
        bestScore = score
        bestFilter = filter
        candidate.copy(out, y * (stride + 1) + 1)
      }
    }
    out[y * (stride + 1)] = bestFilter
  }
  return out
}

export function encodePng(width: number, height: number, rgba: Uint8Array | Uint8ClampedArray): Buffer {
  if (rgba.length !== width * height * BYTES_PER_PIXEL) throw new Error('RGBA buffer does not match the image size')
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bits per channel
  header[9] = COLOR_TYPE_RGBA
  // Bytes 10–12: deflate compression, adaptive filtering, no interlace (all 0).
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filterRows(width, height, rgba), { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
