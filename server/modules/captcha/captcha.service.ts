// Captcha rules: answers are kept in captcha_challenge only; each challenge is single
// use, expires, and allows a fixed number of tries (the booking slider and the registration image).
import { randomUUID } from 'node:crypto'
import { create as createSvgCaptcha } from 'svg-captcha'
import type { ImageCaptcha, SliderChallenge, SliderVerify } from '#common/schemas/captcha.ts'
import { AppError } from '#server/errors.ts'
import type { CaptchaRepo } from './captcha.repo.ts'
import { drawSliderPuzzle } from './slider-image.ts'
import { isPlausibleTrail } from './slider-trail.ts'

const MINUTE_MS = 60_000
const IMAGE_TTL_MS = 5 * MINUTE_MS
/** Time to solve the slider, and then again to submit the form after passing it. */
const SLIDER_TTL_MS = 5 * MINUTE_MS
const SLIDER_PASSED_TTL_MS = 5 * MINUTE_MS
const SLIDER_MAX_TRIES = 3
const SLIDER_TOLERANCE_PX = 5
/** No 0/O/D/Q, 1/I/L/J, 2/Z, 5/S, 8/B, 9/G/6, U/V: characters people mix up. */
const IMAGE_CHARACTERS = 'ACEFHKMNPRTWXY34678'

const CAPTCHA_MESSAGES = {
  imageWrong: '验证码错误',
  sliderFailed: '滑块验证失败，请重试',
  sliderExpired: '滑块验证已失效，请刷新后重试',
  sliderRequired: '请先完成滑块验证',
} as const

const dataUrl = (mime: string, data: Buffer | string) => `data:${mime};base64,${Buffer.from(data).toString('base64')}`

export function createCaptchaService(repo: CaptchaRepo) {
  const timestamps = (ttlMs: number) => {
    const now = new Date()
    return { now: now.toISOString(), expiresAt: new Date(now.getTime() + ttlMs).toISOString() }
  }

  return {
    /** Registration captcha (spec §7 help/verify) without its text: only an opaque id. */
    async createImageCaptcha(): Promise<ImageCaptcha> {
      const { data, text } = createSvgCaptcha({
        size: 4,
        noise: 3,
        color: true,
        background: '#f3f6fb',
        charPreset: IMAGE_CHARACTERS,
        width: 120,
        height: 40,
        fontSize: 46,
      })
      const id = randomUUID()
      const { now, expiresAt } = timestamps(IMAGE_TTL_MS)
      await repo.insert({ id, kind: 'image', answer: text, expiresAt, createTime: now })
      return { img_info: dataUrl('image/svg+xml', data), captchaId: id }
    },

    /** One try per image, case-insensitive: a wrong answer uses the captcha up too. */
    async verifyImageCaptcha(captchaId: string, text: string): Promise<void> {
      const answer = captchaId ? await repo.burnImage(captchaId, new Date().toISOString()) : undefined
      if (!answer || answer.toUpperCase() !== text.trim().toUpperCase()) {
        throw new AppError('VALIDATION_FAILED', CAPTCHA_MESSAGES.imageWrong)
      }
    },

    async createSlider(): Promise<SliderChallenge> {
      const puzzle = drawSliderPuzzle()
      const id = randomUUID()
      const { now, expiresAt } = timestamps(SLIDER_TTL_MS)
      await repo.insert({ id, kind: 'slider', answer: String(puzzle.x), expiresAt, createTime: now })
      return {
        captchaId: id,
        background: dataUrl('image/png', puzzle.background),
        piece: dataUrl('image/png', puzzle.piece),
        pieceY: puzzle.y,
      }
    },

    async verifySlider({ captchaId, x, trail }: SliderVerify): Promise<{ passed: true; captchaId: string }> {
      const { now, expiresAt } = timestamps(SLIDER_PASSED_TTL_MS)
      const answer = await repo.takeSliderTry(captchaId, now, SLIDER_MAX_TRIES)
      if (answer === undefined) throw new AppError('STATE_CONFLICT', CAPTCHA_MESSAGES.sliderExpired)
      const onTarget = Math.abs(x - Number(answer)) <= SLIDER_TOLERANCE_PX
      if (!onTarget || (trail && !isPlausibleTrail(trail))) {
        throw new AppError('VALIDATION_FAILED', CAPTCHA_MESSAGES.sliderFailed)
      }
      if (!(await repo.markPassed(captchaId, now, expiresAt))) {
        throw new AppError('STATE_CONFLICT', CAPTCHA_MESSAGES.sliderExpired)
      }
      return { passed: true, captchaId }
    },

    /** For the form services: succeeds once per passed slider, within 5 minutes of passing. */
    async consumePassedSlider(captchaId: string): Promise<void> {
      if (!(await repo.consumePassedSlider(captchaId, new Date().toISOString()))) {
        throw new AppError('VALIDATION_FAILED', CAPTCHA_MESSAGES.sliderRequired)
      }
    },
  }
}

export type CaptchaService = ReturnType<typeof createCaptchaService>
