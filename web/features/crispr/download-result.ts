// The result CSV (POST /crisprNet/download) is a file, so it cannot go through the JSON
// client: it is fetched with the same bearer token and saved from a blob under the name
// the server gives it (spec §9: dated name, UTF-8 with a byte-order mark).
import { ApiError } from '#common/api-client.ts'
import { apiFetch } from '#web/lib/api.client.ts'

/** The file name of a Content-Disposition header: RFC 5987 `filename*` first, then `filename`. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined
  const extended = /filename\*\s*=\s*utf-8''([^;]+)/i.exec(disposition)?.[1]
  if (extended) {
    try {
      return decodeURIComponent(extended.trim())
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  return /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(disposition)?.slice(1).find(Boolean)
}

/** Hands a blob to the browser as a download named `fileName`. */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // The download has started from the URL by now; revoking later keeps slow browsers safe.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

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
    throw new ApiError(body.message ?? '下载失败，请稍后再试', body.code ?? response.status, undefined, undefined)
  }
  saveBlob(await response.blob(), fileNameOf(response.headers.get('content-disposition')) ?? fallbackName)
}
