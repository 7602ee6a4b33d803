// zod schemas of the response envelope (common/errors.ts), for the routes' response schemas,
// the OpenAPI document and the tests that check an answer's shape.
import { ERROR_KINDS } from './errors.ts'
import { z } from './zod.ts'

const FieldErrorsSchema = z.record(z.string(), z.string())

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.number().int(),
    message: z.string(),
    data,
  })

export const ErrorEnvelopeSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.null(),
  error: z.enum(ERROR_KINDS),
  fieldErrors: FieldErrorsSchema.optional(),
  requestId: z.string().optional(),
  /** Present on a login refused or failed while the account asks for the image captcha. */
  captchaRequired: z.literal(true).optional(),
})
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>
