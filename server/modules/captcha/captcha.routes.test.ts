import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SLIDER } from '#common/schemas/captcha.ts'
import { AppError } from '#server/errors.ts'
import { type TestApp, createTestApp, post } from '#tests/setup/test-app.ts'
import { createCaptchaRepo } from './captcha.repo.ts'
import { type CaptchaService, createCaptchaService } from './captcha.service.ts'

let t: TestApp
let captcha: CaptchaService
beforeAll(async () => {
  t = await createTestApp({ seed: false })
  captcha = createCaptchaService(createCaptchaRepo(t.app.db))
})
afterAll(() => t.close())

// Each test calls from its own address: the captcha routes are rate-limited per IP.
let counter = 0
const nextIp = () => `10.1.0.${++counter}`

/** The test's view of the server's store: the answer the client never receives. */
const answerOf = async (id: string) =>
  (await t.app.db.selectFrom('captchaChallenge').select('answer').where('id', '=', id).executeTakeFirstOrThrow()).answer

const expire = (id: string) =>
  t.app.db
    .updateTable('captchaChallenge')
    .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
    .where('id', '=', id)
    .execute()

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

/** Width, height and colour type from a PNG data URL's IHDR chunk. */
function pngHeader(dataUrl: string) {
  expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true)
  const png = Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64')
  expect(png.toString('ascii', 1, 4)).toBe('PNG')
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), colorType: png[25] }
}

/** A human-looking drag: 12 samples over 900 ms ending at x. */
const dragTo = (x: number) => Array.from({ length: 12 }, (_, i) => [i * 80, Math.round((x * (i + 1)) / 12)])

describe('image captcha (help/verify)', () => {
  async function newImageCaptcha() {
    const { body } = await post(t.app, '/api/v1/help/verify', undefined, { ip: nextIp() })
    return body.data as { img_info: string; captchaId: string }
  }

  it('返回 SVG 图片与 captchaId，不返回验证码文字', async () => {
    const { status, body } = await post(t.app, '/api/v1/help/verify', undefined, { ip: nextIp() })
    expect(status).toBe(200)
    expect(Object.keys(body.data).sort()).toEqual(['captchaId', 'img_info'])
    expect(body.data.captchaId).toMatch(/^[0-9a-f-]{36}$/)
    const svg = Buffer.from(body.data.img_info.replace('data:image/svg+xml;base64,', ''), 'base64').toString('utf8')
    expect(svg).toMatch(/^<svg[^>]*>.*<\/svg>$/s)
    const answer = await answerOf(body.data.captchaId)
    expect(answer).toMatch(/^[ACEFHKMNPRTWXY34678]{4}$/)
  })

  it('答案不区分大小写，且只能使用一次', async () => {
    const { captchaId } = await newImageCaptcha()
    const answer = await answerOf(captchaId)
    await captcha.verifyImageCaptcha(captchaId, ` ${answer.toLowerCase()} `)
    const replay = await rejection(captcha.verifyImageCaptcha(captchaId, answer))
    expect(replay).toMatchObject({ kind: 'VALIDATION_FAILED', message: '验证码错误' })
  })

  it('答错一次即作废，正确答案也不再通过', async () => {
    const { captchaId } = await newImageCaptcha()
    const answer = await answerOf(captchaId)
    expect((await rejection(captcha.verifyImageCaptcha(captchaId, 'ZZZZ'))).message).toBe('验证码错误')
    expect((await rejection(captcha.verifyImageCaptcha(captchaId, answer))).message).toBe('验证码错误')
  })

  it('过期或不存在的验证码被拒绝', async () => {
    const { captchaId } = await newImageCaptcha()
    const answer = await answerOf(captchaId)
    await expire(captchaId)
    expect((await rejection(captcha.verifyImageCaptcha(captchaId, answer))).message).toBe('验证码错误')
    expect((await rejection(captcha.verifyImageCaptcha('no-such-id', answer))).message).toBe('验证码错误')
  })

  it('同一 IP 每分钟超过 30 次返回 429', async () => {
    const ip = nextIp()
    for (let i = 0; i < 30; i++) expect((await post(t.app, '/api/v1/help/verify', undefined, { ip })).status).toBe(200)
    const { status, body } = await post(t.app, '/api/v1/help/verify', undefined, { ip })
    expect(status).toBe(429)
    expect(body).toMatchObject({ code: 429, message: '操作过于频繁，请 60 秒后再试', error: 'RATE_LIMITED' })
  })
})

describe('slider captcha', () => {
  const VERIFY = '/api/v1/captcha/slider/verify'

  async function newSlider() {
    const { body } = await post(t.app, '/api/v1/captcha/slider', undefined, { ip: nextIp() })
    const challenge = body.data as { captchaId: string; background: string; piece: string; pieceY: number }
    return { ...challenge, answer: Number(await answerOf(challenge.captchaId)) }
  }

  it('返回背景图、拼图块与纵向位置，不返回横向答案', async () => {
    const { status, body } = await post(t.app, '/api/v1/captcha/slider', undefined, { ip: nextIp() })
    expect(status).toBe(200)
    expect(Object.keys(body.data).sort()).toEqual(['background', 'captchaId', 'piece', 'pieceY'])
    expect(pngHeader(body.data.background)).toEqual({ width: SLIDER.width, height: SLIDER.height, colorType: 6 })
    expect(pngHeader(body.data.piece)).toEqual({ width: SLIDER.pieceSize, height: SLIDER.pieceSize, colorType: 6 })
    expect(body.data.pieceY).toBeGreaterThanOrEqual(0)
    expect(body.data.pieceY).toBeLessThanOrEqual(SLIDER.height - SLIDER.pieceSize)
    const answer = Number(await answerOf(body.data.captchaId))
    expect(answer).toBeGreaterThanOrEqual(SLIDER.pieceSize + 10)
    expect(answer).toBeLessThanOrEqual(SLIDER.width - SLIDER.pieceSize)
  })

  it('位置正确（误差 5 像素内）且轨迹合理时通过，表单只能使用一次', async () => {
    const { captchaId, answer } = await newSlider()
    const x = answer + 5
    const { status, body } = await post(t.app, VERIFY, { captchaId, x, trail: dragTo(x) }, { ip: nextIp() })
    expect(status).toBe(200)
    expect(body.data).toEqual({ passed: true, captchaId })

    await captcha.consumePassedSlider(captchaId)
    const again = await rejection(captcha.consumePassedSlider(captchaId))
    expect(again).toMatchObject({ kind: 'VALIDATION_FAILED', message: '请先完成滑块验证' })
  })

  it('位置错误时失败，第 4 次即使位置正确也被拒绝', async () => {
    const { captchaId, answer } = await newSlider()
    const ip = nextIp()
    for (let i = 0; i < 3; i++) {
      const wrong = await post(t.app, VERIFY, { captchaId, x: answer - 6 }, { ip })
      expect(wrong.status).toBe(400)
      expect(wrong.body).toMatchObject({ code: 201, message: '滑块验证失败，请重试', error: 'VALIDATION_FAILED' })
    }
    const fourth = await post(t.app, VERIFY, { captchaId, x: answer }, { ip })
    expect(fourth.status).toBe(409)
    expect(fourth.body).toMatchObject({ code: 201, message: '滑块验证已失效，请刷新后重试', error: 'STATE_CONFLICT' })
  })

  it('轨迹不合理（太快或点太少）时失败', async () => {
    const { captchaId, answer } = await newSlider()
    const ip = nextIp()
    const tooFast = Array.from({ length: 10 }, (_, i) => [i * 10, answer])
    expect((await post(t.app, VERIFY, { captchaId, x: answer, trail: tooFast }, { ip })).body.message).toBe(
      '滑块验证失败，请重试',
    )
    const tooFew = [
      [0, 0],
      [500, answer],
    ]
    expect((await post(t.app, VERIFY, { captchaId, x: answer, trail: tooFew }, { ip })).status).toBe(400)
    // The third and last try, without a trail: only the position counts.
    expect((await post(t.app, VERIFY, { captchaId, x: answer }, { ip })).body.data.passed).toBe(true)
  })

  it('未通过、已过期或不存在的滑块不能用于提交表单', async () => {
    const unsolved = await newSlider()
    expect((await rejection(captcha.consumePassedSlider(unsolved.captchaId))).message).toBe('请先完成滑块验证')
    expect((await rejection(captcha.consumePassedSlider('no-such-id'))).message).toBe('请先完成滑块验证')

    const passed = await newSlider()
    await post(t.app, VERIFY, { captchaId: passed.captchaId, x: passed.answer }, { ip: nextIp() })
    await expire(passed.captchaId)
    expect((await rejection(captcha.consumePassedSlider(passed.captchaId))).message).toBe('请先完成滑块验证')
  })

  it('已通过的滑块不能再次校验；过期的滑块不能校验', async () => {
    const ip = nextIp()
    const passed = await newSlider()
    await post(t.app, VERIFY, { captchaId: passed.captchaId, x: passed.answer }, { ip })
    expect((await post(t.app, VERIFY, { captchaId: passed.captchaId, x: passed.answer }, { ip })).status).toBe(409)

    const stale = await newSlider()
    await expire(stale.captchaId)
    const { body } = await post(t.app, VERIFY, { captchaId: stale.captchaId, x: stale.answer }, { ip })
    expect(body.message).toBe('滑块验证已失效，请刷新后重试')
  })

  it('缺少 captchaId 时提示先完成滑块验证', async () => {
    const { status, body } = await post(t.app, VERIFY, { x: 100 }, { ip: nextIp() })
    expect(status).toBe(400)
    expect(body).toMatchObject({ code: 201, message: '请先完成滑块验证' })
  })
})
