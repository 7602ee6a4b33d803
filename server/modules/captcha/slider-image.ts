// Draws the drag-puzzle images in plain TypeScript: a random landscape-like background
// (gradient, hills, translucent bubbles, grain) with a jigsaw-shaped hole, and the piece
// cut from the same spot. The hole's x is the answer and never leaves the server.
import { randomInt } from 'node:crypto'
import { SLIDER } from '#common/schemas/captcha.ts'
import { encodePng } from './png.ts'

const { width: WIDTH, height: HEIGHT, pieceSize: PIECE } = SLIDER
/** The hole keeps clear of the piece's start position at the left edge. */
const MIN_X = PIECE + 20
const EDGE_MARGIN = 6

type Rgb = [number, number, number]

/** The jigsaw outline in piece coordinates: a rounded square, knobs on top and right, a socket on the left. */
const BODY = { left: 2, top: 12, size: 36, radius: 3 }
const KNOB_RADIUS = 7
// A knob's centre sits 0.4 r beyond the edge, as on a real jigsaw piece.
const KNOB_OFFSET = KNOB_RADIUS * 0.4
const KNOBS: [number, number][] = [
  [BODY.left + BODY.size / 2, BODY.top - KNOB_OFFSET],
  [BODY.left + BODY.size + KNOB_OFFSET, BODY.top + BODY.size / 2],
]
const SOCKET: [number, number] = [BODY.left + KNOB_OFFSET, BODY.top + BODY.size / 2]

function roundedSquareDistance(x: number, y: number): number {
  const half = BODY.size / 2
  const qx = Math.abs(x - (BODY.left + half)) - (half - BODY.radius)
  const qy = Math.abs(y - (BODY.top + half)) - (half - BODY.radius)
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - BODY.radius
}

/** Signed distance to the piece outline in pixels: negative inside, positive outside. */
function pieceDistance(x: number, y: number): number {
  const union = Math.min(
    roundedSquareDistance(x, y),
    ...KNOBS.map(([cx, cy]) => Math.hypot(x - cx, y - cy) - KNOB_RADIUS),
  )
  return Math.max(union, KNOB_RADIUS - Math.hypot(x - SOCKET[0], y - SOCKET[1]))
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value))
/** Fraction of a pixel inside the shape, for smooth (anti-aliased) edges. */
const coverage = (distance: number) => clamp01(0.5 - distance)
/** A 2 px line just inside the outline. */
const outline = (distance: number) => clamp01(1 - Math.abs(distance + 1.2))

function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const a = saturation * Math.min(lightness, 1 - lightness)
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  }
  return [channel(0), channel(8), channel(4)]
}

class Canvas {
  readonly pixels: Uint8ClampedArray
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8ClampedArray(width * height * 4)
  }

  blend(x: number, y: number, [r, g, b]: Rgb, alpha: number) {
    if (alpha <= 0 || x < 0 || y < 0 || x >= this.width || y >= this.height) return
    const i = (y * this.width + x) * 4
    const p = this.pixels
    p[i] = p[i]! + (r - p[i]!) * alpha
    p[i + 1] = p[i + 1]! + (g - p[i + 1]!) * alpha
    p[i + 2] = p[i + 2]! + (b - p[i + 2]!) * alpha
    p[i + 3] = 255
  }

  disc(cx: number, cy: number, radius: number, color: Rgb, alpha: number) {
    for (let y = Math.floor(cy - radius - 1); y <= cy + radius + 1; y++) {
      for (let x = Math.floor(cx - radius - 1); x <= cx + radius + 1; x++) {
        this.blend(x, y, color, alpha * coverage(Math.hypot(x + 0.5 - cx, y + 0.5 - cy) - radius))
      }
    }
  }

  png(): Buffer {
    return encodePng(this.width, this.height, this.pixels)
  }
}

const random = (min: number, max: number) => min + Math.random() * (max - min)

function drawBackground(): Canvas {
  const canvas = new Canvas(WIDTH, HEIGHT)
  const hue = random(0, 360)
  // Sky: a soft diagonal gradient between two neighbouring hues.
  const from = hsl(hue, 0.55, 0.72)
  const to = hsl((hue + random(30, 70)) % 360, 0.6, 0.55)
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      canvas.blend(x, y, from, 1)
      canvas.blend(x, y, to, (x / WIDTH) * 0.6 + (y / HEIGHT) * 0.4)
    }
  }
  // Bubbles behind the hills, some with a lighter core.
  for (let i = 0; i < 14; i++) {
    const color = hsl((hue + random(-60, 180)) % 360, 0.65, random(0.5, 0.85))
    const [cx, cy, radius] = [random(0, WIDTH), random(0, HEIGHT), random(6, 34)]
    canvas.disc(cx, cy, radius, color, random(0.25, 0.5))
    if (i % 3 === 0) canvas.disc(cx, cy, radius * 0.45, hsl(hue, 0.3, 0.95), 0.35)
  }
  // Three layers of rolling hills, darker towards the front.
  for (let layer = 0; layer < 3; layer++) {
    const color = hsl((hue + 150 + layer * 20) % 360, 0.45, 0.5 - layer * 0.1)
    const base = HEIGHT * (0.5 + layer * 0.15)
    const [amplitude, frequency, phase] = [random(8, 20), random(0.01, 0.03), random(0, Math.PI * 2)]
    for (let x = 0; x < WIDTH; x++) {
      const ridge = base + amplitude * Math.sin(x * frequency + phase) + 5 * Math.sin(x * frequency * 3.1 + phase)
      for (let y = Math.max(0, Math.floor(ridge)); y < HEIGHT; y++) {
        canvas.blend(x, y, color, 0.55 * clamp01(y + 1 - ridge))
      }
    }
  }
  // Fine grain, so the picture is not a set of flat areas.
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      if (Math.random() < 0.1) canvas.blend(x, y, Math.random() < 0.5 ? [0, 0, 0] : [255, 255, 255], 0.04)
    }
  }
  return canvas
}

export interface SliderPuzzle {
  /** PNG of the background with the hole. */
  background: Buffer
  /** PNG of the piece on a transparent square of SLIDER.pieceSize. */
  piece: Buffer
  /** Left edge of the hole: the answer. */
  x: number
  /** Top edge of the hole; the piece is shown at this height. */
  y: number
}

export function drawSliderPuzzle(): SliderPuzzle {
  const canvas = drawBackground()
  const x = randomInt(MIN_X, WIDTH - PIECE - EDGE_MARGIN + 1)
  const y = randomInt(EDGE_MARGIN, HEIGHT - PIECE - EDGE_MARGIN + 1)

  const piece = new Canvas(PIECE, PIECE)
  for (let py = 0; py < PIECE; py++) {
    for (let px = 0; px < PIECE; px++) {
      const distance = pieceDistance(px + 0.5, py + 0.5)
      const inside = coverage(distance)
      const rim = outline(distance)
      // The piece: the background's pixels with a white rim, over a faint shadow just outside.
      const shadow = distance > 0 ? 0.35 * clamp01(1 - distance / 2.5) : 0
      const alpha = inside + shadow * (1 - inside)
      if (alpha > 0) {
        const i = ((y + py) * WIDTH + x + px) * 4
        const j = (py * PIECE + px) * 4
        for (let c = 0; c < 3; c++) {
          const lit = canvas.pixels[i + c]! + (255 - canvas.pixels[i + c]!) * 0.85 * rim
          piece.pixels[j + c] = (lit * inside) / alpha
        }
        piece.pixels[j + 3] = 255 * alpha
      }
      // The hole: darkened, with a light rim.
      canvas.blend(x + px, y + py, [20, 24, 32], 0.55 * inside)
      canvas.blend(x + px, y + py, [255, 255, 255], 0.6 * rim)
    }
  }
  return { background: canvas.png(), piece: piece.png(), x, y }
}
