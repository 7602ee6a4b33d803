// Captchas (spec §7 help/verify; the booking slider). Answers never appear in a response.
import type { FastifyInstance } from 'fastify'
import {
  ImageCaptchaSchema,
  SliderChallengeSchema,
  SliderVerifyResultSchema,
  SliderVerifySchema,
} from '#common/schemas/captcha.ts'
import { envelope } from '#common/envelope.ts'
import { ok } from '#server/lib/reply.ts'
import { typed } from '#server/lib/route-types.ts'
import { rateLimits } from '#server/plugins/rate-limit.ts'

const tags = ['验证码']

export async function captchaRoutes(app: FastifyInstance) {
  const { captcha } = app.services
  const api = typed(app)
  const config = { rateLimit: rateLimits.captcha }

  /** 注册页图形验证码：只返回图片与 captchaId，答案留在服务器。 */
  api.post('/help/verify', {
    config,
    schema: { tags, summary: '图形验证码（注册）', response: { 200: envelope(ImageCaptchaSchema) } },
    handler: async () => ok(await captcha.createImageCaptcha()),
  })

  /** 预约表单滑块拼图：背景图、拼图块与纵向位置；横向答案留在服务器。 */
  api.post('/captcha/slider', {
    config,
    schema: { tags, summary: '滑块拼图验证码', response: { 200: envelope(SliderChallengeSchema) } },
    handler: async () => ok(await captcha.createSlider()),
  })

  /** 校验滑块位置；通过后表单提交时带上 captchaId。 */
  api.post('/captcha/slider/verify', {
    config,
    schema: {
      tags,
      summary: '校验滑块拼图',
      body: SliderVerifySchema,
      response: { 200: envelope(SliderVerifyResultSchema) },
    },
    handler: async (request) => ok(await captcha.verifySlider(request.body), '验证通过'),
  })
}
