// The result CSV (POST /crisprNet/download) is a file, so it cannot go through the JSON
// client: it is fetched with the same bearer token and saved from a blob under the name
// the server gives it (spec §9: dated name, UTF-8 with a byte-order mark).
import { ApiError } from '#common/api-client.ts'
import { apiFetch } from '#web/lib/api.client.ts'
import { pageText } from '#web/lib/page-lang.ts'
import { fileNameOf, saveBlob } from '#web/lib/save-file.ts'

/** Downloads job `id`'s result CSV; `fallbackName` is used if the server names none. */
export async function downloadResult(id: number, fallbackName: string): Promise<void> {
  const response = await apiFetch('/crisprNet/download', {
    method: 'POST',
    headers: { accept: 'text/csv, application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ id }),
  })
  // The session is over: apiFetch is taking the visitor to the login page.
  if (response.status === 401) return
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: number; message?: string }
    throw new ApiError(
      body.message ?? pageText('下载失败，请稍后再试'),
      body.code ?? response.status,
      undefined,
      undefined,
    )
  }
  saveBlob(await response.blob(), fileNameOf(response.headers.get('content-disposition')) ?? fallbackName)
}
