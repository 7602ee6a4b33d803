// Files the API answers (exports, results) saved from a blob: they are fetched with a bearer
// token, so a plain link cannot download them.

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
export function saveBlob(blob: Blob, fileName: string) {
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
