import { ApiError } from '#common/api-client.ts'
import type { Inquiry } from '#common/schemas/visitor.ts'

/**
 * POST /messages/send-mail lives outside /api/v1 (spec §7), so it is called directly;
 * the answer is the same envelope. Resolves with the success message.
 */
export async function sendInquiry(inquiry: Inquiry & { sourcePage: string }): Promise<string> {
  const response = await fetch('/messages/send-mail', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(inquiry),
  })
  const body = (await response.json().catch(() => ({}))) as {
    code?: number
    message?: string
    fieldErrors?: Record<string, string>
  }
  if (body.code !== 200) {
    throw new ApiError(
      body.message ?? 'email failed to send, please try again later!',
      body.code ?? 500,
      undefined,
      body.fieldErrors,
    )
  }
  return body.message ?? 'email sent successfully!'
}
