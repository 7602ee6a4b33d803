import { ApiError } from '#common/api-client.ts'
import { DEFAULT_ERROR_MESSAGE } from '#common/errors.ts'
import type { Inquiry } from '#common/schemas/visitor.ts'
import { pageAcceptLanguage, pageText } from '#web/lib/page-lang.ts'

/**
 * POST /messages/send-mail lives outside /api/v1 (spec §7), so it is called directly;
 * the answer is the same envelope. Resolves with the server's success message.
 */
export async function sendInquiry(inquiry: Inquiry & { sourcePage: string }): Promise<string> {
  const response = await fetch('/messages/send-mail', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'accept-language': pageAcceptLanguage(),
    },
    body: JSON.stringify(inquiry),
  })
  const body = (await response.json().catch(() => ({}))) as {
    code?: number
    message?: string
    fieldErrors?: Record<string, string>
  }
  if (body.code !== 200 || body.message === undefined) {
    throw new ApiError(
      body.message ?? pageText(DEFAULT_ERROR_MESSAGE.INTERNAL),
      body.code ?? 500,
      undefined,
      body.fieldErrors,
    )
  }
  return body.message
}
