// Captchas whose answers stay on the server: the registration image captcha (spec §7
// help/verify, sent without its text) and the booking form's drag-puzzle slider.
import { z } from '#common/zod.ts'

/** Slider puzzle geometry in CSS pixels, shared by the image generator and the widget. */
export const SLIDER = { width: 320, height: 160, pieceSize: 50 } as const

export const ImageCaptchaSchema = z.object({
  img_info: z.string().describe('验证码图片（SVG data URL）'),
  captchaId: z.string().describe('提交注册表单时一并提交'),
})
export type ImageCaptcha = z.infer<typeof ImageCaptchaSchema>

/** The id a form sends with its submission after the slider was passed. */
export const CaptchaIdSchema = z
  .string({ error: '请先完成滑块验证' })
  .trim()
  .min(1, '请先完成滑块验证')
  .max(64, '请先完成滑块验证')

export const SliderChallengeSchema = z.object({
  captchaId: z.string(),
  background: z.string().describe(`背景图（PNG data URL，${SLIDER.width}×${SLIDER.height}）`),
  piece: z.string().describe(`拼图块（PNG data URL，${SLIDER.pieceSize}×${SLIDER.pieceSize}）`),
  pieceY: z.number().int().describe('拼图块的纵向位置（像素）'),
})
export type SliderChallenge = z.infer<typeof SliderChallengeSchema>

/** [milliseconds, x] samples of the drag, oldest first. */
export const SliderTrailSchema = z.array(z.tuple([z.number(), z.number()])).max(1000)
export type SliderTrail = z.infer<typeof SliderTrailSchema>

export const SliderVerifySchema = z.object({
  captchaId: CaptchaIdSchema,
  x: z.coerce
    .number({ error: '滑块验证失败，请重试' })
    .min(0, '滑块验证失败，请重试')
    .max(SLIDER.width, '滑块验证失败，请重试')
    .describe('拼图块左边缘的横向位置'),
  trail: SliderTrailSchema.optional().describe('拖动轨迹 [毫秒, x]，用于粗略识别脚本'),
})
export type SliderVerify = z.infer<typeof SliderVerifySchema>

export const SliderVerifyResultSchema = z.object({ passed: z.literal(true), captchaId: z.string() })
