// A file the customer API answers to a POST (a result CSV, an invoice PDF): fetched with the
// session's token, so a plain link could not download it, and saved from a blob under the
// name the server gives it, or `fallbackName`.
import { ApiError } from '#common/api-client.ts'
import { apiFetch } from './api.client.ts'
import { pageText } from './page-lang.ts'
import { fileNameOf, saveBlob } from './save-file.ts'

export async function downloadPosted(
  path: string,
  body: Record<string, unknown>,
  accept: string,
  fallbackName: string,
): Promise<void> {
  const response = await apiFetch(path, {
    method: 'POST',
    headers: { accept: `${accept}, application/json`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  // The session is over: apiFetch is taking the visitor to the login page.
  if (response.status === 401) return
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { code?: number; message?: string }
    throw new ApiError(
      answer.message ?? pageText('下载失败，请稍后再试'),
      answer.code ?? response.status,
      undefined,
      undefined,
    )
  }
  saveBlob(await response.blob(), fileNameOf(response.headers.get('content-disposition')) ?? fallbackName)
}
