import { describe, expect, it } from 'vitest'
import { modalWidthFor } from './modal-width.ts'

describe('modalWidthFor', () => {
  it.each([
    [1920, 1200],
    [1440, 1200],
    [1439, 900],
    [1200, 900],
    [1199, 700],
    [992, 700],
    [991, '90%'],
    [768, '90%'],
    [767, '100%'],
    [375, '100%'],
  ])('视口 %i 时宽度为 %s', (viewport, width) => {
    expect(modalWidthFor(viewport)).toBe(width)
  })
})
